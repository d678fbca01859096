import { DEFAULT_TERM_COVER_TILL_AGE, formatInr, lakhCroreLabel, termPlanFacts, type TTermQuote } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import {
  COMPARE_BUY_CLASS,
  ComparedPlans,
  CompareTable,
  type CompareRow,
} from '../../../shared/quotes/compare-table.tsx';
import { NS, type TermT } from '../i18n.ts';

// The facts are found by the domain's own (English) labels, and their values shown in the page's language.
const fact = (q: TTermQuote, label: string) => termPlanFacts(q).find((f) => f.label === label)?.value;

// Each row from the quote as the server priced it, or the plan's facts as the list's cards state them.
const rowsOf = (t: TermT, td: (text: string) => string): readonly CompareRow<TTermQuote>[] => [
  {
    label: t('compare.premiumYear'),
    cell: (q) => <span className="font-semibold">{formatInr(q.periodic_premium_breakups.total_premium)}</span>,
  },
  { label: t('compare.premiumMonth'), cell: (q) => formatInr(q.periodic_premium_breakups.monthly_premium) },
  { label: t('compare.cover'), cell: (q) => td(lakhCroreLabel(q.sum_insured)) },
  {
    label: t('compare.coverTill'),
    cell: (q) => t('compare.tillAge', { age: q.cover_till_age ?? DEFAULT_TERM_COVER_TILL_AGE, years: q.policy_term }),
  },
  { label: t('compare.claims'), cell: (q) => td(fact(q, 'Claims settled') ?? '—') },
  { label: t('compare.payout'), cell: (q) => td(fact(q, 'Payout') ?? '—') },
  {
    label: t('compare.riders'),
    cell: (q) => (q.rider_count ? t('compare.ridersToAdd', { riders: q.rider_count }) : t('compare.none')),
  },
  {
    label: t('compare.tobacco'),
    cell: (q) => {
      const smoker = q.periodic_premium_breakups.loadings.find((l) => l.condition === 'SMOKER');
      return smoker ? t('compare.included', { percent: smoker.percent }) : t('compare.notCharged');
    },
  },
];

type Props = { quotes: readonly TTermQuote[]; onOpen: (quote: TTermQuote) => void; onBack: () => void };

/** Issue 48: the term plans ticked, side by side in place of the cards; each opens its plan's page, where Buy is. */
export function TermCompare({ quotes, onOpen, onBack }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <ComparedPlans count={quotes.length} onBack={onBack}>
      <CompareTable
        items={quotes}
        keyOf={(q) => q.plan_id}
        titleOf={(q) => ({ over: q.insurer_name, name: q.plan_name })}
        rows={rowsOf(t, td)}
        action={(q) => (
          <button
            type="button"
            onClick={() => onOpen(q)}
            aria-label={t('compare.seePlanLabel', { plan: q.plan_name })}
            className={COMPARE_BUY_CLASS}
          >
            {t('compare.seePlan')}
          </button>
        )}
      />
    </ComparedPlans>
  );
}
