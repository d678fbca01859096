import { MAX_CHILDREN, type ChildRelation } from '@kavach/domain/constants/health-members';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';

// The steppers' signs, not words: their names are the aria-labels.
const MINUS = '−';
const PLUS = '+';

const STEPPER =
  'flex h-9 w-9 items-center justify-center rounded-full border border-brand-700 text-lg font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent';

// Each child type's words, whole: "Remove a son", "Sons: " (a language's plural is not a suffix).
const WORDS = {
  SON: { remove: 'childCounter.removeSon', add: 'childCounter.addSon', count: 'childCounter.sons' },
  DAUGHTER: { remove: 'childCounter.removeDaughter', add: 'childCounter.addDaughter', count: 'childCounter.daughters' },
} as const;

/** docs/product/quotes.md §4: plus and minus per child type, at least 1 each and at most 4 children in total. */
export function ChildCounter({
  relation,
  count,
  totalChildren,
  onAdd,
  onRemove,
}: {
  relation: ChildRelation;
  count: number;
  totalChildren: number;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NS);
  const words = WORDS[relation];
  return (
    <div className="flex items-center gap-3">
      <button type="button" onClick={onRemove} disabled={count <= 1} aria-label={t(words.remove)} className={STEPPER}>
        {MINUS}
      </button>
      <span aria-live="polite" className="min-w-6 text-center font-semibold text-slate-900">
        <span className="sr-only">{t(words.count)}</span>
        {count}
      </span>
      <button
        type="button"
        onClick={onAdd}
        disabled={totalChildren >= MAX_CHILDREN}
        aria-label={t(words.add)}
        className={STEPPER}
      >
        {PLUS}
      </button>
    </div>
  );
}
