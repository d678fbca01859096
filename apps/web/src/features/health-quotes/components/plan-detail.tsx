import {
  buildHealthQuoteRequest,
  formatInr,
  type PreQuoteDetails,
  type QuoteFilters,
  type TAddonRequestItem,
  type THealthQuote,
  type TPlanMeta,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PlanDetail as PlanDetailShell } from '../../../shared/quotes/plan-detail.tsx';
import { FeatureList } from '../../../shared/ui/feature-list.tsx';
import { getAggregatedPremium, saveJourneyAddons } from '../api/journey.ts';
import { planConfigQuery } from '../api/plans.ts';
import { createSingleQuote } from '../api/quotes.ts';
import { ClaimJourney } from './claim-journey.tsx';
import { HospitalTab } from './hospital-tab.tsx';
import { healthPriceLabel } from './plan-card.tsx';

// The plan's real room-rent rule, beside the spec's fixed card texts (DESIGN.md §4a: show what is covered).
const ROOM_COVER: Record<THealthQuote['room_rent_type'], string> = {
  SINGLE_ROOM: 'a single private room',
  SHARED_ROOM: 'a shared room only',
  NO_ROOM_RENT_LIMIT: 'any room, with no room-rent limit',
};

const GROUP_TITLES: Record<string, string> = {
  essentials: 'Recommended add-ons',
  'room-upgrade': 'Room upgrade (choose one)',
  'maternity-bundle': 'Maternity (added together)',
  'proposer-benefits': 'For the proposer',
};

type Props = {
  quote: THealthQuote;
  meta: TPlanMeta | undefined;
  journeyId: string;
  details: PreQuoteDetails;
  filters: QuoteFilters;
  onBack: () => void;
};

/** spec 1 §2 plan detail view: "Go Back", five tabs, and the yearly price that proceeds to the proposal. */
export function PlanDetail({ quote, meta, journeyId, details, filters, onBack }: Props) {
  const navigate = useNavigate();
  const config = useQuery(planConfigQuery(quote.plan_id));
  useEffect(() => {
    if (config.isError) console.error('Plan config fetch failed', config.error);
  }, [config.isError, config.error]);

  // spec 1 §4: every add-on change is priced by a single quote, then saved on the journey.
  const priceAndSave = async (items: TAddonRequestItem[]) => {
    const base = buildHealthQuoteRequest(details, filters);
    await createSingleQuote({
      ...base,
      request_type: 'BASE_SINGLE_QUOTATION',
      quote_id: quote.quote_id,
      plan_id: quote.plan_id,
      insurer_id: quote.insurer_id,
      addons: items,
      filter_criteria: null,
    });
    return saveJourneyAddons(journeyId, items);
  };

  const quoted = quote.periodic_premium_breakups;
  return (
    <PlanDetailShell
      plan={quote}
      journeyId={journeyId}
      tagline={meta?.tagline}
      premiumQuery={{
        queryKey: ['health', 'journey-premium', journeyId],
        queryFn: () => getAggregatedPremium(journeyId),
      }}
      quotedPremium={{ total: quoted.total_premium, monthly: quoted.monthly_premium, tax: quoted.tax }}
      priceLabel={(p) => healthPriceLabel(p.total, quoted.policy_years)}
      onBuy={() => void navigate(`/health-insurance/proposal?journey_id=${encodeURIComponent(journeyId)}`)}
      priceNote={(p) => `GST: ${formatInr(p.tax)} (health cover is GST-exempt)`}
      facts={
        meta && (
          <p className="mt-3 text-xs text-slate-500">
            This plan covers {ROOM_COVER[quote.room_rent_type]}; stated claim settlement ratio{' '}
            {meta.claim_settlement_ratio}% ({meta.claim_settlement_year});{' '}
            {meta.cashless_hospitals.toLocaleString('en-IN')} cashless hospitals; pre-existing disease waiting period{' '}
            {quote.ped_waiting_period_months / 12} years
            {meta.co_payment_percent > 0 ? `; ${meta.co_payment_percent}% co-payment` : ''}.
          </p>
        )
      }
      addons={{
        list: config.data?.addons,
        failed: config.isError,
        unavailable: 'Add-ons are not available right now.',
        loadingLabel: 'Loading add-ons',
        groupTitles: GROUP_TITLES,
        priceAndSave,
      }}
      tabs={() => [
        {
          id: 'covered',
          label: "What's Covered",
          panel: <FeatureList features={meta?.features ?? []} kind="INCLUDED" />,
        },
        {
          id: 'not-covered',
          label: "What's Not Covered",
          panel: <FeatureList features={meta?.features ?? []} kind="EXCLUDED" />,
        },
        { id: 'hospital', label: 'Hospital', panel: <HospitalTab /> },
        { id: 'claim', label: 'Claim Journey', panel: <ClaimJourney steps={meta?.claim_process ?? []} /> },
      ]}
      onBack={onBack}
    />
  );
}
