import { DisplayConstants } from '../../../shared/ui/display-constants.tsx';
import { JOURNEY_PAGES, ageOn, formatInr, lakhCroreLabel, type TAggregatedPremiumResponse, type TTermQuote } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { getTermAggregatedPremium } from '../api/journey.ts';
import type { TermPlanInfo } from '../api/plans.ts';
import type { TermDetails } from '../lib/term-details.ts';
import { FeatureList } from '../../../shared/ui/feature-list.tsx';
import { InsuranceJourney } from './insurance-journey.tsx';
import { TermAddonPanel } from './term-addon-panel.tsx';

type Props = { quote: TTermQuote; plan: TermPlanInfo | undefined; journeyId: string; details: TermDetails; illustrative: boolean; onBack: () => void };

/** spec 3 §2.11: the plan detail view with 'Go Back', the premium from the journey and four tabs. */
export function TermPlanDetail({ quote, plan, journeyId, details, illustrative, onBack }: Props) {
  const [tab, setTab] = useState('must-haves');
  const navigate = useNavigate();
  const initialPremium = useQuery({ queryKey: ['term', 'journey-premium', journeyId], queryFn: () => getTermAggregatedPremium(journeyId) });
  // The rider panel's latest answer wins over the premium fetched when the view opened.
  const [updatedPremium, setPremium] = useState<TAggregatedPremiumResponse | null>(null);
  const premium = updatedPremium ?? initialPremium.data;
  useEffect(() => {
    // spec 3 §8: premium fetch failures are logged; the quote's own figures are shown instead.
    if (initialPremium.isError) console.error('Term premium fetch failed', initialPremium.error);
  }, [initialPremium.isError, initialPremium.error]);

  const summary = premium?.premium_summary;
  const yearly = summary?.total_premium ?? quote.periodic_premium_breakups.total_premium;
  const monthly = summary?.monthly_premium ?? quote.periodic_premium_breakups.monthly_premium;
  const meta = plan?.plan_meta_json;
  const addons = plan?.plan_config_json.addons ?? [];
  const age = details.dob ? ageOn(details.dob) : null;

  const tabs = [
    {
      id: 'must-haves',
      label: 'Must Haves',
      panel:
        premium && plan ? (
          <TermAddonPanel addons={addons} journeyId={journeyId} quote={quote} details={details} premium={premium} onPremium={setPremium} />
        ) : initialPremium.isError || (!plan && !initialPremium.isPending) ? (
          <p className="text-sm text-slate-600">Riders are not available right now.</p>
        ) : (
          <LoadingDots label="Loading riders" />
        ),
    },
    { id: 'journey', label: 'Insurance Journey', panel: <InsuranceJourney age={age} yearlyPremium={yearly} cover={lakhCroreLabel(quote.sum_insured)} /> },
    { id: 'covered', label: "What's Covered", panel: <FeatureList features={meta?.features ?? []} kind="INCLUDED" /> },
    { id: 'not-covered', label: "What's Not Covered", panel: <FeatureList features={meta?.features ?? []} kind="EXCLUDED" /> },
  ];

  return (
    <section aria-labelledby="term-plan-heading" className="space-y-4">
      <button type="button" onClick={onBack} className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Go Back
      </button>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex gap-3">
            <img src={quote.insurer_logo_url} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-xl" />
            <div>
              <p className="text-sm text-slate-600">{quote.insurer_name}</p>
              <h2 id="term-plan-heading" className="text-2xl font-bold text-slate-900">
                {quote.plan_name}
              </h2>
              <p className="text-sm text-slate-700">
                Cover {lakhCroreLabel(quote.sum_insured)}
                {meta?.tagline ? ` · ${meta.tagline}` : ''}
              </p>
            </div>
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <p className="text-sm text-slate-600" aria-live="polite">
              {formatInr(monthly)}/month
            </p>
            <button
              type="button"
              onClick={() => {
                // Issue 15: the proposal of this journey, riders included; sign-in comes first there.
                sessionStore.set('journey_id', journeyId);
                void navigate(`/${JOURNEY_PAGES.TERM}/proposal?journey_id=${encodeURIComponent(journeyId)}`);
              }}
              className="min-h-11 rounded-lg bg-brand-700 px-5 py-2.5 text-base font-bold whitespace-nowrap text-white hover:bg-brand-800"
            >
              {formatInr(yearly)}/year — Buy now
            </button>
            <p className="text-xs text-slate-500">
              Paid every year for {quote.policy_term} years
              {/* Individual life cover has been GST-exempt since 22 September 2025; the catalogue's rate says so. */}
              {(summary?.tax ?? quote.periodic_premium_breakups.tax) === 0 ? ' · GST: exempt' : ` · GST ${formatInr(summary?.tax ?? quote.periodic_premium_breakups.tax)}`}
            </p>
          </div>
        </div>
        <DisplayConstants />
        <p className="mt-3 text-xs text-slate-600">
          Insurer&rsquo;s stated claim settlement ratio: <span className="font-semibold text-slate-800">{quote.claim_settlement_ratio}%</span>
          {meta?.claim_settlement_year ? ` (${meta.claim_settlement_year})` : ''}.
          {illustrative && ' Premiums come from a sample catalogue and are illustrative.'}
        </p>
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
