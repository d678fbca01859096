import { DEFAULT_TERM_COVER_TILL_AGE, formatInr, termPlanFacts, type TTermQuote } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { PlanCardFrame } from '../../../shared/quotes/plan-card-frame.tsx';
import { CompareToggle } from '../../../shared/quotes/compare-toggle.tsx';
import { NS } from '../i18n.ts';

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
  const { t } = useTranslation(NS);
  const premium = quote.periodic_premium_breakups;
  const smoker = premium.loadings.find((l) => l.condition === 'SMOKER');
  return (
    <PlanCardFrame
      plan={quote}
      coverNote={
        quote.policy_term > 0 && (
          <span className="text-slate-600">
            {' '}
            {t('card.coverTill', {
              age: quote.cover_till_age ?? DEFAULT_TERM_COVER_TILL_AGE,
              years: quote.policy_term,
            })}
          </span>
        )
      }
      monthly={premium.monthly_premium}
      priceLabel={t('card.perYear', { amount: formatInr(premium.total_premium) })}
      facts={termPlanFacts(quote)}
      illustrative={useSampleCatalogue('term')}
      // Opening a plan is a page change, not a request: nothing to wait for.
      busy={false}
      disabled={false}
      onChoose={() => onChoose(quote)}
    >
      {smoker && <p className="mt-3 text-xs text-slate-600">{t('card.tobaccoRate', { percent: smoker.percent })}</p>}
      <CompareToggle planId={quote.plan_id} planName={quote.plan_name} {...compare} />
    </PlanCardFrame>
  );
}
