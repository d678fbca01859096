import { healthPlanFacts, loadingLabel, type THealthQuote } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { PlanCardFrame } from '../../../shared/quotes/plan-card-frame.tsx';
import { TickList } from '../../../shared/ui/tick-list.tsx';
import { CompareToggle } from '../../../shared/quotes/compare-toggle.tsx';
import { NS } from '../i18n.ts';
import { yearlyPrice } from '../lib/price.ts';

type Props = {
  quote: THealthQuote;
  /** Names of the plan's included features: the hero card lists six of them as free benefits. */
  benefits: string[];
  compare: { chosen: boolean; full: boolean; onToggle: (planId: string) => void };
  onChoose: (quote: THealthQuote) => void;
};

/**
 * docs/product/quotes.md §2 plan card: hero (HERO_PLAN, six free benefits) or plain, with the plan's own facts where
 * the spec had fixed texts (issue 17). The yearly price opens the plan's page; a 2- or 3-year policy shows its yearly
 * equivalent big and the whole period's price small.
 */
export function PlanCard({ quote, benefits, compare, onChoose }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const hero = quote.plan_card_type === 'HERO_PLAN';
  const premium = quote.periodic_premium_breakups;
  const price = yearlyPrice(t, premium);
  // The hero is the top of the server's value-score order (get-quotation-status.ts): its badge says that, never "Best".
  return (
    <PlanCardFrame
      plan={quote}
      hero={hero ? t('card.hero') : undefined}
      monthly={premium.monthly_premium}
      priceLabel={price.label}
      priceNote={price.note}
      facts={healthPlanFacts(quote)}
      illustrative={useSampleCatalogue('health')}
      busy={false}
      disabled={false}
      onChoose={() => onChoose(quote)}
      select={<CompareToggle planName={quote.plan_name} planId={quote.plan_id} {...compare} />}
    >
      {hero && benefits.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('card.freeBenefits')}</p>
          <TickList
            items={benefits.slice(0, 6)}
            className="mt-2 grid grid-cols-1 gap-1 text-sm text-slate-700 sm:grid-cols-2"
          />
        </div>
      )}
      {premium.loadings.length > 0 && (
        <p className="mt-3 text-xs text-amber-800">
          {t('card.loadings', { loadings: premium.loadings.map((l) => td(loadingLabel(l))).join(', ') })}
        </p>
      )}
    </PlanCardFrame>
  );
}
