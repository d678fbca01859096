import { formatInr, type TTermQuote, TERM_COVER_END_AGE } from '@kavach/domain';
import { PlanCardFrame } from '../../../shared/quotes/plan-card-frame.tsx';

type Props = {
  quote: TTermQuote;
  /** The year of the insurer's stated claim settlement ratio, from plan meta. */
  claimYear: string | undefined;
  busy: boolean;
  disabled: boolean;
  onChoose: (quote: TTermQuote) => void;
};

/**
 * spec 3 §2.10 quote card, with how long the cover runs. The insurer's real stated claim settlement ratio is shown
 * beside the fixed '99% Claim Settled' so nobody is misled (DESIGN.md §4a).
 */
export function TermQuoteCard({ quote, claimYear, busy, disabled, onChoose }: Props) {
  const premium = quote.periodic_premium_breakups;
  const smoker = premium.loadings.find((l) => l.condition === 'SMOKER');
  return (
    <PlanCardFrame
      plan={quote}
      coverNote={
        quote.policy_term > 0 && (
          <span className="text-slate-600">
            {' '}
            · to age {TERM_COVER_END_AGE} ({quote.policy_term} years)
          </span>
        )
      }
      monthly={premium.monthly_premium}
      priceLabel={`${formatInr(premium.total_premium)}/year`}
      busy={busy}
      disabled={disabled}
      onChoose={() => onChoose(quote)}
    >
      <p className="mt-3 text-xs text-slate-600">
        Insurer&rsquo;s stated claim settlement ratio:{' '}
        <span className="font-semibold text-slate-800">{quote.claim_settlement_ratio}%</span>
        {claimYear ? ` (${claimYear})` : ''}
        {smoker ? ` · Includes the tobacco-user rate (+${smoker.percent}%)` : ''}
      </p>
    </PlanCardFrame>
  );
}
