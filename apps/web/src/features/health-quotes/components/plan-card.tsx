import { DisplayConstants } from '../../../shared/ui/display-constants.tsx';
import { formatInr, lakhCroreLabel, type THealthQuote } from '@kavach/domain';

type Props = {
  quote: THealthQuote;
  /** Names of the plan's included features: the hero card lists six of them as free benefits. */
  benefits: string[];
  busy: boolean;
  onChoose: (quote: THealthQuote) => void;
};

const years = (q: THealthQuote) => q.periodic_premium_breakups.policy_years;

/** spec 1 §2 plan card: hero (HERO_PLAN, six free benefits) or plain; the yearly price opens the plan. */
export function PlanCard({ quote, benefits, busy, onChoose }: Props) {
  const hero = quote.plan_card_type === 'HERO_PLAN';
  const premium = quote.periodic_premium_breakups;
  const periodLabel = years(quote) === 1 ? '/year' : ` for ${years(quote)} years`;
  return (
    <article
      aria-label={`${quote.insurer_name} ${quote.plan_name}`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${hero ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      {hero && (
        <p className="mb-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          Highest value score: most cover quality per rupee of premium
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          <img src={quote.insurer_logo_url} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-xl" />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{quote.insurer_name}</p>
            <h3 className="text-lg font-semibold leading-tight text-slate-900">{quote.plan_name}</h3>
            <p className="mt-1 text-sm text-slate-700">
              Cover <span className="font-semibold">{lakhCroreLabel(quote.sum_insured)}</span>
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          {premium.monthly_premium !== 0 && <p className="text-sm text-slate-600">{formatInr(premium.monthly_premium)}/month</p>}
          <button
            type="button"
            disabled={busy}
            onClick={() => onChoose(quote)}
            aria-label={`${formatInr(premium.total_premium)}${periodLabel} — view ${quote.plan_name}`}
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-base font-bold text-white hover:bg-brand-800 disabled:bg-slate-400"
          >
            {busy ? 'Loading...' : `${formatInr(premium.total_premium)}${periodLabel}`}
          </button>
        </div>
      </div>
      <DisplayConstants />
      {hero && benefits.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Free benefits</p>
          <ul className="mt-2 grid grid-cols-1 gap-1 text-sm text-slate-700 sm:grid-cols-2">
            {benefits.slice(0, 6).map((b) => (
              <li key={b} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {b}
              </li>
            ))}
          </ul>
        </div>
      )}
      {premium.loadings.length > 0 && (
        <p className="mt-3 text-xs text-amber-800">
          Includes a loading for declared conditions: {premium.loadings.map((l) => `${l.condition.replaceAll('_', ' ').toLowerCase()} +${l.percent}%`).join(', ')}
        </p>
      )}
    </article>
  );
}
