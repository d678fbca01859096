import { useState } from 'react';

// spec 3 §2.12: the list's filter chips, in the spec's words.
const CHIPS = ['Own Damage amount', 'NCB', 'Claim', 'Zero Depreciation', 'Add-ons'] as const;
type Chip = (typeof CHIPS)[number];

/**
 * The chips toggle on and off but do not change the list yet: it is a static illustration (spec 3 §2.12),
 * and the page says so beside the plans.
 */
export function FilterChips() {
  const [on, setOn] = useState<ReadonlySet<Chip>>(new Set());
  const toggle = (chip: Chip) =>
    setOn((current) => {
      const next = new Set(current);
      if (!next.delete(chip)) next.add(chip);
      return next;
    });
  return (
    <div role="group" aria-label="Filter plans" className="flex flex-wrap gap-2">
      {CHIPS.map((chip) => (
        <button
          key={chip}
          type="button"
          aria-pressed={on.has(chip)}
          onClick={() => toggle(chip)}
          className="min-h-10 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
        >
          {chip}
        </button>
      ))}
    </div>
  );
}
