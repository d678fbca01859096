import {
  buildHealthQuoteRequest,
  formatInr,
  healthPlanFacts,
  type PreQuoteDetails,
  type QuoteFilters,
  type TAddonRequestItem,
  type THealthQuote,
  type TPlanMeta,
  MESSAGES,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { PlanDetail as PlanDetailShell } from '../../../shared/quotes/plan-detail.tsx';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { coverageTabs } from '../../../shared/ui/feature-list.tsx';
import { planConfigQuery } from '../api/plans.ts';
import { createSingleQuote } from '../api/quotes.ts';
import type { PricedQuote } from '../../../shared/quotes/start-journey.ts';
import { planPremium } from '../../../shared/quotes/plan-premium.ts';
import { useAddonChoice } from '../../../shared/quotes/use-addon-choice.ts';
import { NS } from '../i18n.ts';
import { yearlyPrice } from '../lib/price.ts';
import { ClaimJourney } from './claim-journey.tsx';
import { HospitalTab } from './hospital-tab.tsx';
import { WaitingPeriods } from './waiting-periods.tsx';

// The add-on groups' headings by addon_group_id, as keys of the feature's catalogue.
const GROUP_TITLES = {
  essentials: 'addonGroups.essentials',
  'room-upgrade': 'addonGroups.roomUpgrade',
  'maternity-bundle': 'addonGroups.maternity',
  'proposer-benefits': 'addonGroups.proposer',
} as const;

type Props = {
  quote: THealthQuote;
  meta: TPlanMeta | undefined;
  details: PreQuoteDetails;
  filters: QuoteFilters;
  onBack: () => void;
};

/**
 * docs/product/quotes.md §2 plan detail view on its own page (issue 17): "Go Back", five tabs, and the yearly price
 * that buys. Browsing creates nothing: add-ons are priced by single quotes (each answer carries a quote token), and
 * only Buy starts a journey, on the quote last priced.
 */
export function PlanDetail({ quote, meta, details, filters, onBack }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const navigate = useNavigate();
  const config = useQuery(planConfigQuery(quote.plan_id));
  useEffect(() => {
    if (config.isError) console.error('Plan config fetch failed', config.error);
  }, [config.isError, config.error]);

  // The add-on choice this page entry was left with (a reload keeps history state); priced again on arrival.
  const { saved: savedAddons, remember } = useAddonChoice();
  const priced = useRef<PricedQuote | null>(null);
  const [buying, setBuying] = useState(false);
  const quoted = quote.periodic_premium_breakups;

  // docs/product/quotes.md §4: every add-on change is priced by a single quote (issue 17: nothing is saved until Buy).
  const singleQuote = async (items: TAddonRequestItem[]) => {
    const res = await createSingleQuote({
      ...buildHealthQuoteRequest(details, filters),
      request_type: 'BASE_SINGLE_QUOTATION',
      quote_id: quote.quote_id,
      plan_id: quote.plan_id,
      insurer_id: quote.insurer_id,
      addons: items,
      filter_criteria: null,
    });
    const [first] = res.quotation_list;
    if (!first) throw new Error(MESSAGES.NO_QUOTATION_DATA);
    return { first, token: res.quote_token };
  };
  const price = async (items: TAddonRequestItem[]) => {
    const { first, token } = await singleQuote(items);
    // Buy starts the journey from the quote the buyer last chose, priced and signed by the server.
    priced.current = { quoteId: first.quote_id, token };
    return planPremium(quoted, first.periodic_premium_breakups, items, quote.member_coverage_plan_type);
  };
  // An add-on's price before Add: the same single quote, which the buyer has not chosen yet.
  const preview = async (items: TAddonRequestItem[]) =>
    planPremium(
      quoted,
      (await singleQuote(items)).first.periodic_premium_breakups,
      items,
      quote.member_coverage_plan_type,
    );

  const priceAndRemember = async (items: TAddonRequestItem[]) => {
    const premium = await price(items);
    remember(items);
    return premium;
  };

  const buy = async () => {
    setBuying(true);
    try {
      // Loaded on Buy: the journey's schemas, built as their module loads, were a third of the page's start-up work
      // on a phone (Lighthouse's long tasks, issue 17).
      const { buyPlan } = await import('../lib/buy-plan.ts');
      void navigate(await buyPlan(quote, priced.current));
    } catch (err) {
      console.error('Journey start failed', err);
      setBuying(false);
      showAlert(err instanceof ApiError ? td(err.message) : t('planDetail.buyFailed'));
    }
  };

  return (
    <PlanDetailShell
      plan={quote}
      viewId={quote.quote_id}
      headingLevel="h1"
      buying={buying}
      tagline={meta?.tagline}
      premiumQuery={{
        queryKey: ['health', 'plan-price', quote.quote_id, savedAddons],
        queryFn: () =>
          savedAddons.some((a) => a.is_opted === 'YES')
            ? price(savedAddons)
            : Promise.resolve(planPremium(quoted, quoted, savedAddons, quote.member_coverage_plan_type)),
      }}
      quotedPremium={{ total: quoted.total_premium, monthly: quoted.monthly_premium, tax: quoted.tax }}
      priceLabel={(p) => yearlyPrice(t, { total_premium: p.total, policy_years: quoted.policy_years }).label}
      onBuy={() => void buy()}
      priceNote={(p) => {
        const period = yearlyPrice(t, { total_premium: p.total, policy_years: quoted.policy_years }).note;
        return `${period ? `${period} · ` : ''}${t('planDetail.gst', { amount: formatInr(p.tax) })}`;
      }}
      facts={healthPlanFacts(quote)}
      illustrative={useSampleCatalogue('health')}
      factNote={<WaitingPeriods quote={quote} />}
      addons={{
        list: config.data?.addons,
        failed: config.isError,
        unavailable: t('planDetail.addonsUnavailable'),
        loadingLabel: t('planDetail.loadingAddons'),
        groupTitles: Object.fromEntries(Object.entries(GROUP_TITLES).map(([id, key]) => [id, t(key)])),
        priceAndSave: priceAndRemember,
        preview,
      }}
      tabs={() => [
        ...coverageTabs(meta?.features ?? []),
        { id: 'hospital', label: t('planDetail.hospitalTab'), panel: <HospitalTab /> },
        { id: 'claim', label: t('planDetail.claimTab'), panel: <ClaimJourney steps={meta?.claim_process ?? []} /> },
      ]}
      onBack={onBack}
    />
  );
}
