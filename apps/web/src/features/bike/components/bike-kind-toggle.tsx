import type { BikeKind } from '@kavach/domain/bike/vehicle-data';

const KINDS: readonly { kind: BikeKind; label: string }[] = [
  { kind: 'existing', label: 'Existing Bike' },
  { kind: 'new', label: 'New Bike' },
];

/** spec 3 §2.12: the 'Existing Bike' / 'New Bike' toggle, as two pressed-state buttons. */
export function BikeKindToggle({ value, onChange }: { value: BikeKind; onChange: (kind: BikeKind) => void }) {
  return (
    <div
      role="group"
      aria-label="Is your bike already registered?"
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {KINDS.map(({ kind, label }) => (
        <button
          key={kind}
          type="button"
          aria-pressed={value === kind}
          onClick={() => onChange(kind)}
          className={`min-h-11 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
            value === kind
              ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
              : 'text-slate-700 hover:bg-white/60'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
