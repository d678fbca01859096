import { MAX_CHILDREN } from '@kavach/domain/constants/health-members';

const STEPPER =
  'flex h-9 w-9 items-center justify-center rounded-full border border-brand-700 text-lg font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent';

/** docs/product/quotes.md §4: plus and minus per child type, at least 1 each and at most 4 children in total. */
export function ChildCounter({
  label,
  count,
  totalChildren,
  onAdd,
  onRemove,
}: {
  label: string;
  count: number;
  totalChildren: number;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const noun = label.toLowerCase();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={onRemove}
        disabled={count <= 1}
        aria-label={`Remove a ${noun}`}
        className={STEPPER}
      >
        −
      </button>
      <span aria-live="polite" className="min-w-6 text-center font-semibold text-slate-900">
        <span className="sr-only">{`${label}s: `}</span>
        {count}
      </span>
      <button
        type="button"
        onClick={onAdd}
        disabled={totalChildren >= MAX_CHILDREN}
        aria-label={`Add a ${noun}`}
        className={STEPPER}
      >
        +
      </button>
    </div>
  );
}
