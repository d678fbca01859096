import { DEFAULT_TERM_COVER_TILL_AGE, formatInr, lakhCroreLabel, termPlanFacts, type TTermQuote } from '@kavach/domain';
import {
  COMPARE_BUY_CLASS,
  ComparedPlans,
  CompareTable,
  type CompareRow,
} from '../../../shared/quotes/compare-table.tsx';

const fact = (q: TTermQuote, label: string) => termPlanFacts(q).find((f) => f.label === label)?.value ?? '—';

// Each row from the quote as the server priced it, or the plan's facts as the list's cards state them.
const ROWS: readonly CompareRow<TTermQuote>[] = [
  {
    label: 'Premium a year',
    cell: (q) => <span className="font-semibold">{formatInr(q.periodic_premium_breakups.total_premium)}</span>,
  },
  { label: 'Premium a month', cell: (q) => formatInr(q.periodic_premium_breakups.monthly_premium) },
  { label: 'Life cover', cell: (q) => lakhCroreLabel(q.sum_insured) },
  {
    label: 'Cover till age',
    cell: (q) => `${q.cover_till_age ?? DEFAULT_TERM_COVER_TILL_AGE} (${q.policy_term} years)`,
  },
  { label: 'Claims settled', cell: (q) => fact(q, 'Claims settled') },
  { label: 'Payout', cell: (q) => fact(q, 'Payout') },
  { label: 'Riders', cell: (q) => (q.rider_count ? `${q.rider_count} to add` : 'None') },
  {
    label: 'Tobacco-user rate',
    cell: (q) => {
      const smoker = q.periodic_premium_breakups.loadings.find((l) => l.condition === 'SMOKER');
      return smoker ? `Included (+${smoker.percent}%)` : 'Not charged';
    },
  },
];

type Props = { quotes: readonly TTermQuote[]; onOpen: (quote: TTermQuote) => void; onBack: () => void };

/** Issue 48: the term plans ticked, side by side in place of the cards; each opens its plan's page, where Buy is. */
export function TermCompare({ quotes, onOpen, onBack }: Props) {
  return (
    <ComparedPlans count={quotes.length} onBack={onBack}>
      <CompareTable
        items={quotes}
        keyOf={(q) => q.plan_id}
        titleOf={(q) => ({ over: q.insurer_name, name: q.plan_name })}
        rows={ROWS}
        action={(q) => (
          <button
            type="button"
            onClick={() => onOpen(q)}
            aria-label={`See plan ${q.plan_name}`}
            className={COMPARE_BUY_CLASS}
          >
            See plan
          </button>
        )}
      />
    </ComparedPlans>
  );
}
