import {
  DEFAULT_TERM_COVER_TILL_AGE,
  VERTICAL_REGISTRY,
  termEntryAge,
  todayIso,
  formatInr,
  lakhCroreLabel,
  riderCapNote,
  ridersWithinCover,
  termPlanFacts,
  type TAddonRequestItem,
  type TTermQuote,
} from '@kavach/domain';
import { useNavigate } from 'react-router';
import { journeyPremiumQuery } from '../../../shared/api/journey-premium.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { PlanDetail } from '../../../shared/quotes/plan-detail.tsx';
import { coverageTabs } from '../../../shared/ui/feature-list.tsx';
import { saveTermJourneyAddons } from '../api/journey-addons.ts';
import type { TermPlanInfo } from '../api/plans.ts';
import { createTermSingleQuote } from '../api/quotes.ts';
import { buildSingleQuoteRequest } from '../lib/quote-request.ts';
import type { TermDetails } from '../lib/term-details.ts';
import { InsuranceJourney } from './insurance-journey.tsx';

const GROUP_TITLES: Record<string, string> = {
  riders: 'Riders',
  'cover-variant': 'Cover variant (choose one)',
  'family-protect': 'Family protection (added together)',
};

type Props = {
  quote: TTermQuote;
  plan: TermPlanInfo | undefined;
  journeyId: string;
  details: TermDetails;
  illustrative: boolean;
  onBack: () => void;
};

/**
 * docs/product/review-payment-term-bike.md §2.11: the plan detail view with 'Go Back', the premium from the journey and
 * four tabs.
 */
export function TermPlanDetail({ quote, plan, journeyId, details, illustrative, onBack }: Props) {
  const navigate = useNavigate();
  const meta = plan?.plan_meta_json;
  const age = details.dob ? termEntryAge(details.dob, todayIso()) : null;
  const quoted = quote.periodic_premium_breakups;
  const offered =
    plan && ridersWithinCover(plan.plan_config_json.addons, quote.sum_insured, quote.rider_cover_limits ?? {});

  // docs/product/review-payment-term-bike.md §4.14: every rider change is priced by a single quote, then saved on the
  // journey.
  const priceAndSave = async (items: TAddonRequestItem[]) => {
    await createTermSingleQuote(buildSingleQuoteRequest(details, quote, items));
    return saveTermJourneyAddons(journeyId, items);
  };

  return (
    <PlanDetail
      plan={quote}
      viewId={journeyId}
      tagline={meta?.tagline}
      premiumQuery={journeyPremiumQuery('TERM', journeyId)}
      quotedPremium={{ total: quoted.total_premium, monthly: quoted.monthly_premium, tax: quoted.tax }}
      priceLabel={(p) => `${formatInr(p.total)}/year`}
      onBuy={() => {
        // Issue 15: the proposal of this journey, riders included; sign-in comes first there.
        sessionStore.set('journey_id', journeyId);
        void navigate(`/${VERTICAL_REGISTRY.TERM.page}/proposal?journey_id=${encodeURIComponent(journeyId)}`);
      }}
      // Individual life cover has been GST-exempt since 22 September 2025; the catalogue's rate says so.
      priceNote={(p) =>
        `Paid every year for ${quote.policy_term} years${p.tax === 0 ? ' · GST: exempt' : ` · GST ${formatInr(p.tax)}`}`
      }
      facts={termPlanFacts(quote)}
      illustrative={illustrative}
      factNote={
        illustrative && (
          <p className="mt-3 text-xs text-slate-600">Premiums come from a sample catalogue and are illustrative.</p>
        )
      }
      addons={{
        list: offered?.riders,
        note: offered?.unaffordable.length ? riderCapNote(offered.unaffordable) : undefined,
        failed: plan === undefined,
        unavailable: 'Riders are not available right now.',
        loadingLabel: 'Loading riders',
        groupTitles: GROUP_TITLES,
        priceAndSave,
      }}
      tabs={(p) => [
        {
          id: 'journey',
          label: 'Insurance Journey',
          panel: (
            <InsuranceJourney
              age={age}
              coverTillAge={quote.cover_till_age ?? DEFAULT_TERM_COVER_TILL_AGE}
              yearlyPremium={p.total}
              cover={lakhCroreLabel(quote.sum_insured)}
            />
          ),
        },
        ...coverageTabs(meta?.features ?? []),
      ]}
      onBack={onBack}
    />
  );
}
