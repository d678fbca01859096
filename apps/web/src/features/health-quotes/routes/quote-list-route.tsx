import { buildHealthQuoteRequest, DEFAULT_QUOTE_FILTERS, type QuoteFilters, type THealthQuote } from '@kavach/domain';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { QuoteListPage } from '../../../shared/quotes/quote-list-page.tsx';
import { usePlansById } from '../../../shared/quotes/use-plan-information.ts';
import { usePlanOpening } from '../../../shared/quotes/use-plan-opening.ts';
import { useRequote } from '../../../shared/quotes/use-requote.ts';
import { initiateJourney } from '../api/journey.ts';
import { planInformationQuery } from '../api/plans.ts';
import { createAsyncQuote } from '../api/quotes.ts';
import { FilterBar } from '../components/filter-bar.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PlanDetail } from '../components/plan-detail.tsx';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { usePreQuoteDetails } from '../hooks/use-pre-quote-details.ts';
import { useQuoteFilters } from '../hooks/use-quote-filters.ts';
import { useQuotePolling } from '../hooks/use-quote-polling.ts';

// The chosen plan's cover, period and plan type, for the proposal (spec 1 §3 session keys).
function rememberPlan(quote: THealthQuote) {
  sessionStore.set('coverage', String(quote.sum_insured));
  sessionStore.set('tenure', quote.policy_period);
  sessionStore.set('plan_type', quote.member_coverage_plan_type);
}

/** spec 1 §2 health quote list (/health-insurance/quote-list?quote_id=…) with the plan detail view. */
export default function QuoteListRoute() {
  const [params] = useSearchParams();
  const quoteId = params.get('quote_id');
  const polling = useQuotePolling(quoteId);
  const details = usePreQuoteDetails(polling.request);
  const { filters, update } = useQuoteFilters(polling.request);
  const { requoting, requote } = useRequote(quoteId);
  const plan = usePlanOpening<THealthQuote>(initiateJourney, rememberPlan);
  const plans = useQuery(planInformationQuery);
  const metaById = usePlansById(plans);
  const config = useClientConfig();

  // spec 1 §4: a filter change asks for new quotes, clears the list, shows loading and polls again; a failed
  // request is logged and hides the loader (spec 1 §8).
  const changeFilters = (next: QuoteFilters) => {
    update(next);
    if (details) void requote(() => createAsyncQuote(buildHealthQuoteRequest(details, next)));
  };

  // The cards wait for the plan information and the client config as well: arriving after the cards, the hero's
  // free benefits or the sample-catalogue note would push every card down (layout shift, issue 14).
  const pageDataPending = plans.isPending || config.isPending;
  const selected = plan.selected;
  return (
    <QuoteListPage
      quoteId={quoteId}
      landing={{
        text: 'Tell us who to insure and we will fetch plans from every insurer.',
        to: '/health-insurance',
        action: 'Get health quotes',
      }}
      title="Health insurance plans for you"
      summary={<QuoteSummary details={details} />}
      detail={
        selected &&
        details && (
          <PlanDetail
            quote={selected.quote}
            meta={metaById.get(selected.quote.plan_id)}
            journeyId={selected.journeyId}
            details={details}
            filters={filters ?? DEFAULT_QUOTE_FILTERS}
            onBack={plan.close}
          />
        )
      }
      illustrative={config.data?.sample_catalogue === true}
      controls={filters && <FilterBar filters={filters} onChange={changeFilters} />}
      quotes={requoting || pageDataPending ? [] : polling.quotes}
      loading={requoting || pageDataPending || polling.loading}
      failed={polling.failed}
      card={(q) => (
        <PlanCard
          quote={q}
          benefits={(metaById.get(q.plan_id)?.features ?? [])
            .filter((f) => f.feature_type === 'INCLUDED')
            .map((f) => f.feature_name)}
          busy={plan.opening === q.quote_id}
          disabled={plan.opening !== null}
          onChoose={plan.choose}
        />
      )}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p className="font-semibold text-slate-900">No plans match these filters.</p>
          {filters && (
            <button
              type="button"
              className="mt-3 text-sm font-semibold text-brand-700 underline"
              onClick={() => changeFilters({ ...DEFAULT_QUOTE_FILTERS, coverage: filters.coverage })}
            >
              Clear filters
            </button>
          )}
        </div>
      }
    />
  );
}
