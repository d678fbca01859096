import { DEFAULT_TERM_COVER_TILL_AGE, formatInr, termPlanFacts, type TTermQuote } from '@kavach/domain';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { PlanCardFrame } from '../../../shared/quotes/plan-card-frame.tsx';
import { CompareToggle } from '../../../shared/quotes/compare-toggle.tsx';

type Props = {
  quote: TTermQuote;
  onChoose: (quote: TTermQuote) => void;
  /** Issue 48: the tick to compare it with up to two others. */
  compare: { chosen: boolean; full: boolean; onToggle: (planId: string) => void };
};

/**
 * docs/product/review-payment-term-bike.md §2.10 quote card, with how long the cover runs and the plan's own life-cover
 * facts where the spec had fixed texts (docs/decisions.md §4a): claims settled, cover till age, payout, riders; never
 * hospitals or room rent.
 */
export function TermQuoteCard({ quote, onChoose, compare }: Props) {
  const premium = quote.periodic_premium_breakups;
  const smoker = premium.loadings.find((l) => l.condition === 'SMOKER');
  return (
    <PlanCardFrame
      plan={quote}
      coverNote={
        quote.policy_term > 0 && (
          <span className="text-slate-600">
            {' '}
            · to age {quote.cover_till_age ?? DEFAULT_TERM_COVER_TILL_AGE} ({quote.policy_term} years)
          </span>
        )
      }
      monthly={premium.monthly_premium}
      priceLabel={`${formatInr(premium.total_premium)}/year`}
      facts={termPlanFacts(quote)}
      illustrative={useSampleCatalogue('term')}
      // Opening a plan is a page change, not a request: nothing to wait for.
      busy={false}
      disabled={false}
      onChoose={() => onChoose(quote)}
    >
      {smoker && <p className="mt-3 text-xs text-slate-600">Includes the tobacco-user rate (+{smoker.percent}%)</p>}
      <CompareToggle planId={quote.plan_id} planName={quote.plan_name} {...compare} />
    </PlanCardFrame>
  );
}
