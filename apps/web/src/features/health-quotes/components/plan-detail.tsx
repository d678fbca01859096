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
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { PlanDetail as PlanDetailShell } from '../../../shared/quotes/plan-detail.tsx';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { coverageTabs } from '../../../shared/ui/feature-list.tsx';
import { planConfigQuery } from '../api/plans.ts';
import { createSingleQuote } from '../api/quotes.ts';
import type { PricedQuote } from '../../../shared/quotes/start-journey.ts';
import { planPremium } from '../../../shared/quotes/plan-premium.ts';
import { useAddonChoice } from '../../../shared/quotes/use-addon-choice.ts';
import { yearlyPrice } from '../lib/price.ts';
import { ClaimJourney } from './claim-journey.tsx';
import { HospitalTab } from './hospital-tab.tsx';
import { WaitingPeriods } from './waiting-periods.tsx';

const GROUP_TITLES: Record<string, string> = {
  essentials: 'Recommended add-ons',
  'room-upgrade': 'Room upgrade (choose one)',
  'maternity-bundle': 'Maternity (added together)',
  'proposer-benefits': 'For the proposer',
};

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
      showAlert(err instanceof ApiError ? err.message : 'This plan could not be bought right now. Please try again.');
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
      priceLabel={(p) => yearlyPrice({ total_premium: p.total, policy_years: quoted.policy_years }).label}
      onBuy={() => void buy()}
      priceNote={(p) => {
        const period = yearlyPrice({ total_premium: p.total, policy_years: quoted.policy_years }).note;
        return `${period ? `${period} · ` : ''}GST: ${formatInr(p.tax)} (health cover is GST-exempt)`;
      }}
      facts={healthPlanFacts(quote)}
      illustrative={useSampleCatalogue('health')}
      factNote={<WaitingPeriods quote={quote} />}
      addons={{
        list: config.data?.addons,
        failed: config.isError,
        unavailable: 'Add-ons are not available right now.',
        loadingLabel: 'Loading add-ons',
        groupTitles: GROUP_TITLES,
        priceAndSave: priceAndRemember,
        preview,
      }}
      tabs={() => [
        ...coverageTabs(meta?.features ?? []),
        { id: 'hospital', label: 'Hospital', panel: <HospitalTab /> },
        { id: 'claim', label: 'Claim Journey', panel: <ClaimJourney steps={meta?.claim_process ?? []} /> },
      ]}
      onBack={onBack}
    />
  );
}
