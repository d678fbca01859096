import { formatInr, type THealthQuote } from '@kavach/domain';
import { PlanCardFrame } from '../../../shared/quotes/plan-card-frame.tsx';

type Props = {
  quote: THealthQuote;
  /** Names of the plan's included features: the hero card lists six of them as free benefits. */
  benefits: string[];
  busy: boolean;
  disabled: boolean;
  onChoose: (quote: THealthQuote) => void;
};

/** "₹12,345/year", or the whole period's price for a 2- or 3-year policy. */
export function healthPriceLabel(total: number, years: number): string {
  return `${formatInr(total)}${years === 1 ? '/year' : ` for ${years} years`}`;
}

/** spec 1 §2 plan card: hero (HERO_PLAN, six free benefits) or plain; the yearly price opens the plan. */
export function PlanCard({ quote, benefits, busy, disabled, onChoose }: Props) {
  const hero = quote.plan_card_type === 'HERO_PLAN';
  const premium = quote.periodic_premium_breakups;
  return (
    <PlanCardFrame
      plan={quote}
      hero={hero ? 'Highest value score: most cover quality per rupee of premium' : undefined}
      monthly={premium.monthly_premium}
      priceLabel={healthPriceLabel(premium.total_premium, premium.policy_years)}
      busy={busy}
      disabled={disabled}
      onChoose={() => onChoose(quote)}
    >
      {hero && benefits.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Free benefits</p>
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
          Includes a loading for declared conditions:{' '}
          {premium.loadings.map((l) => `${l.condition.replaceAll('_', ' ').toLowerCase()} +${l.percent}%`).join(', ')}
        </p>
      )}
    </PlanCardFrame>
  );
}
