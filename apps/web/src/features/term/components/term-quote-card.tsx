import { DisplayConstants } from '../../../shared/ui/display-constants.tsx';
import { formatInr, lakhCroreLabel, type TTermQuote, TERM_COVER_END_AGE } from '@kavach/domain';

type Props = {
  quote: TTermQuote;
  /** The year of the insurer's stated claim settlement ratio, from plan meta. */
  claimYear: string | undefined;
  busy: boolean;
  disabled: boolean;
  onChoose: (quote: TTermQuote) => void;
};

/**
 * spec 3 §2.10 quote card: logo, insurer and plan, cover, the fixed display claims (§9), the monthly price
 * and the yearly price button that opens the plan. The insurer's real stated claim settlement ratio is shown
 * beside the fixed '99% Claim Settled' so nobody is misled (DESIGN.md §4a).
 */
export function TermQuoteCard({ quote, claimYear, busy, disabled, onChoose }: Props) {
  const premium = quote.periodic_premium_breakups;
  const smoker = premium.loadings.find((l) => l.condition === 'SMOKER');
  return (
    <article aria-label={`${quote.insurer_name} ${quote.plan_name}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          <img src={quote.insurer_logo_url} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-xl" />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{quote.insurer_name}</p>
            <h3 className="text-lg leading-tight font-semibold text-slate-900">{quote.plan_name}</h3>
            <p className="mt-1 text-sm text-slate-700">
              Cover <span className="font-semibold">{lakhCroreLabel(quote.sum_insured)}</span>
              {quote.policy_term > 0 && <span className="text-slate-600"> · to age {TERM_COVER_END_AGE} ({quote.policy_term} years)</span>}
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <p className="text-sm text-slate-600">{formatInr(premium.monthly_premium)}/month</p>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(quote)}
            aria-label={busy ? `Loading ${quote.plan_name}` : `${formatInr(premium.total_premium)}/year — view ${quote.plan_name}`}
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-base font-bold text-white hover:bg-brand-800 disabled:bg-slate-400"
          >
            {busy ? 'Loading...' : `${formatInr(premium.total_premium)}/year`}
          </button>
        </div>
      </div>
      <DisplayConstants />
      <p className="mt-3 text-xs text-slate-600">
        Insurer&rsquo;s stated claim settlement ratio: <span className="font-semibold text-slate-800">{quote.claim_settlement_ratio}%</span>
        {claimYear ? ` (${claimYear})` : ''}
        {smoker ? ` · Includes the tobacco-user rate (+${smoker.percent}%)` : ''}
      </p>
    </article>
  );
}
