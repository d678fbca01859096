import { buildHealthQuoteRequest, DEFAULT_QUOTE_FILTERS, type QuoteFilters, type THealthQuote, countOf } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
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

/** spec 1 §2 health quote list (/health-insurance/quote-list?quote_id=…) with the plan detail view. */
export default function QuoteListRoute() {
  const [params, setParams] = useSearchParams();
  const quoteId = params.get('quote_id');
  const polling = useQuotePolling(quoteId);
  const details = usePreQuoteDetails(polling.request);
  const { filters, update } = useQuoteFilters(polling.request);
  // Set to the list being replaced while a filter re-quote is asked for; a new quote_id ends it.
  const [requotingFrom, setRequotingFrom] = useState<string | null>(null);
  const requoting = requotingFrom !== null && requotingFrom === quoteId;
  const [opening, setOpening] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ quote: THealthQuote; journeyId: string } | null>(null);
  const plans = useQuery(planInformationQuery);
  const config = useClientConfig();
  const metaById = useMemo(() => new Map((plans.data ?? []).map((p) => [p.plan_id, p])), [plans.data]);

  useEffect(() => {
    if (quoteId) sessionStore.set('quote_id', quoteId);
  }, [quoteId]);
  useEffect(() => {
    if (plans.isError) console.error('Plan information fetch failed', plans.error);
  }, [plans.isError, plans.error]);

  // spec 1 §4: a filter change asks for new quotes, clears the list, shows loading and polls again.
  const changeFilters = async (next: QuoteFilters) => {
    update(next);
    if (!details) return;
    setRequotingFrom(quoteId);
    try {
      const id = await createAsyncQuote(buildHealthQuoteRequest(details, next));
      setParams({ quote_id: id }, { replace: true });
    } catch (err) {
      console.error('Quote filter request failed', err);
      setRequotingFrom(null);
    }
  };

  const choose = async (quote: THealthQuote) => {
    setOpening(quote.quote_id);
    try {
      const journeyId = await initiateJourney({ quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id });
      sessionStore.set('journey_id', journeyId);
      sessionStore.set('plan_id', quote.plan_id);
      sessionStore.set('coverage', String(quote.sum_insured));
      sessionStore.set('tenure', quote.policy_period);
      sessionStore.set('plan_type', quote.member_coverage_plan_type);
      setSelected({ quote, journeyId });
      window.scrollTo({ top: 0 });
    } catch (err) {
      console.error('Journey start failed', err);
      showAlert('This plan could not be opened. Please try again.');
    } finally {
      setOpening(null);
    }
  };

  if (!quoteId) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-slate-900">No quotes to show yet</h1>
        <p className="mt-3 text-slate-600">Tell us who to insure and we will fetch plans from every insurer.</p>
        <Link to="/health-insurance" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
          Get health quotes
        </Link>
      </div>
    );
  }

  // The cards wait for the plan information and the client config as well: arriving after the cards, the hero's
  // free benefits or the sample-catalogue note would push every card down (layout shift, issue 14).
  const pageDataPending = plans.isPending || config.isPending;
  const quotes = requoting || pageDataPending ? [] : polling.quotes;
  const loading = requoting || pageDataPending || polling.loading;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[280px_1fr]">
      <div className="order-2 lg:order-1">
        <QuoteSummary details={details} />
      </div>
      {/* While loading, the list holds a screen's height: the summary below it on a phone, and the footer, wait
          below the fold instead of jumping down when the plans arrive (layout shift, issue 14). */}
      <div className={`order-1 min-w-0 space-y-4 lg:order-2 ${loading ? 'min-h-dvh' : ''}`}>
        {selected && details ? (
          <PlanDetail
            quote={selected.quote}
            meta={metaById.get(selected.quote.plan_id)}
            journeyId={selected.journeyId}
            details={details}
            filters={filters ?? DEFAULT_QUOTE_FILTERS}
            onBack={() => setSelected(null)}
          />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Health insurance plans for you</h1>
            {config.data?.sample_catalogue && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                Premiums here come from a sample catalogue and are illustrative, not offers from the insurers.
              </p>
            )}
            {filters && <FilterBar filters={filters} onChange={(next) => void changeFilters(next)} />}
            <p className="text-sm text-slate-600" aria-live="polite">
              {loading ? 'Fetching quotes from insurers…' : `${countOf(quotes.length, 'plan')} found, sorted by value score (cover quality per rupee of premium)`}
            </p>
            <ul className="space-y-4">
              {quotes.map((q) => (
                <li key={q.quote_id}>
                  <PlanCard
                    quote={q}
                    benefits={(metaById.get(q.plan_id)?.features ?? []).filter((f) => f.feature_type === 'INCLUDED').map((f) => f.feature_name)}
                    busy={opening === q.quote_id}
                    onChoose={(quote) => void choose(quote)}
                  />
                </li>
              ))}
            </ul>
            {loading && <LoadingDots label="Fetching quotes" />}
            {!loading && quotes.length === 0 && (
              <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
                <p className="font-semibold text-slate-900">No plans match these filters.</p>
                {filters && (
                  <button type="button" className="mt-3 text-sm font-semibold text-brand-700 underline" onClick={() => void changeFilters({ ...DEFAULT_QUOTE_FILTERS, coverage: filters.coverage })}>
                    Clear filters
                  </button>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
