import { DisplayConstants } from '../../../shared/ui/display-constants.tsx';
import { formatInr, lakhCroreLabel, type PreQuoteDetails, type QuoteFilters, type TAggregatedPremiumResponse, type THealthQuote, type TPlanMeta } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { getAggregatedPremium } from '../api/journey.ts';
import { planConfigQuery } from '../api/plans.ts';
import { AddonPanel } from './addon-panel.tsx';
import { ClaimJourney } from './claim-journey.tsx';
import { FeatureList } from '../../../shared/ui/feature-list.tsx';
import { HospitalTab } from './hospital-tab.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';

// The plan's real room-rent rule, beside the spec's fixed card texts (DESIGN.md §4a: show what is covered).
const ROOM_COVER: Record<THealthQuote['room_rent_type'], string> = {
  SINGLE_ROOM: 'a single private room',
  SHARED_ROOM: 'a shared room only',
  NO_ROOM_RENT_LIMIT: 'any room, with no room-rent limit',
};

type Props = { quote: THealthQuote; meta: TPlanMeta | undefined; journeyId: string; details: PreQuoteDetails; filters: QuoteFilters; onBack: () => void };

/** spec 1 §2 plan detail view: "Go Back", five tabs, and the yearly price that proceeds to the proposal. */
export function PlanDetail({ quote, meta, journeyId, details, filters, onBack }: Props) {
  const navigate = useNavigate();
  const [tab, setTab] = useState('must-haves');
  const config = useQuery(planConfigQuery(quote.plan_id));
  const initialPremium = useQuery({ queryKey: ['health', 'journey-premium', journeyId], queryFn: () => getAggregatedPremium(journeyId) });
  // The add-on panel's latest answer wins over the premium fetched when the view opened.
  const [updatedPremium, setPremium] = useState<TAggregatedPremiumResponse | null>(null);
  const premium = updatedPremium ?? initialPremium.data;
  useEffect(() => {
    if (config.isError) console.error('Plan config fetch failed', config.error);
    if (initialPremium.isError) console.error('Premium fetch failed', initialPremium.error);
  }, [config.isError, config.error, initialPremium.isError, initialPremium.error]);

  const summary = premium?.premium_summary;
  const years = quote.periodic_premium_breakups.policy_years;
  const total = summary?.total_premium ?? quote.periodic_premium_breakups.total_premium;
  const monthly = summary?.monthly_premium ?? quote.periodic_premium_breakups.monthly_premium;

  const tabs = [
    {
      id: 'must-haves',
      label: 'Must Haves',
      panel:
        config.data && premium ? (
          <AddonPanel addons={config.data.addons} journeyId={journeyId} quote={quote} details={details} filters={filters} premium={premium} onPremium={setPremium} />
        ) : config.isError || initialPremium.isError ? (
          <p className="text-sm text-slate-600">Add-ons are not available right now.</p>
        ) : (
          <LoadingDots label="Loading add-ons" />
        ),
    },
    { id: 'covered', label: "What's Covered", panel: <FeatureList features={meta?.features ?? []} kind="INCLUDED" /> },
    { id: 'not-covered', label: "What's Not Covered", panel: <FeatureList features={meta?.features ?? []} kind="EXCLUDED" /> },
    { id: 'hospital', label: 'Hospital', panel: <HospitalTab /> },
    { id: 'claim', label: 'Claim Journey', panel: <ClaimJourney steps={meta?.claim_process ?? []} /> },
  ];

  return (
    <section aria-labelledby="plan-heading" className="space-y-4">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Go Back
      </button>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex gap-3">
            <img src={quote.insurer_logo_url} alt="" width={56} height={56} className="h-14 w-14 rounded-xl" />
            <div>
              <p className="text-sm text-slate-600">{quote.insurer_name}</p>
              <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
                {quote.plan_name}
              </h2>
              <p className="text-sm text-slate-700">
                Cover {lakhCroreLabel(quote.sum_insured)} · {meta?.tagline}
              </p>
            </div>
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end">
            {monthly !== 0 && <p className="text-sm text-slate-600">{formatInr(monthly)}/month</p>}
            <button
              type="button"
              onClick={() => navigate(`/health-insurance/proposal?journey_id=${encodeURIComponent(journeyId)}`)}
              className="min-h-11 whitespace-nowrap rounded-lg bg-brand-700 px-5 py-2.5 text-base font-bold text-white hover:bg-brand-800"
            >
              {formatInr(total)}
              {years === 1 ? '/year' : ` for ${years} years`} — Buy now
            </button>
            <p className="text-xs text-slate-500">GST: {formatInr(summary?.tax ?? 0)} (health cover is GST-exempt)</p>
          </div>
        </div>
        <DisplayConstants />
        {meta && (
          <p className="mt-3 text-xs text-slate-500">
            This plan covers {ROOM_COVER[quote.room_rent_type]}; stated claim settlement ratio {meta.claim_settlement_ratio}% ({meta.claim_settlement_year});{' '}
            {meta.cashless_hospitals.toLocaleString('en-IN')} cashless hospitals; pre-existing disease waiting period{' '}
            {quote.ped_waiting_period_months / 12} years{meta.co_payment_percent > 0 ? `; ${meta.co_payment_percent}% co-payment` : ''}.
          </p>
        )}
        {premium && premium.premium_changes.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            Premium changed from the quote: {premium.premium_changes.map((c) => `${c.reason} ${c.amount > 0 ? '+' : '−'}${formatInr(Math.abs(c.amount))}`).join('; ')}
          </p>
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
        <Tabs tabs={tabs} active={tab} onChange={setTab} label="Plan details" />
      </div>
    </section>
  );
}
