import { MESSAGES, ageOn, type TTermQuote } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { initiateTermJourney } from '../api/journey.ts';
import { termPlanInformationQuery } from '../api/plans.ts';
import { createTermAsyncQuote } from '../api/quotes.ts';
import { LifeCoverSummary } from '../components/life-cover-summary.tsx';
import { TermPlanDetail } from '../components/term-plan-detail.tsx';
import { CoverSelect } from '../components/cover-select.tsx';
import { NoQuotes } from '../components/no-quotes.tsx';
import { TermQuoteCard } from '../components/term-quote-card.tsx';
import { writeQuoteInSession, writeWizardStep } from '../hooks/term-storage.ts';
import { useTermDetails } from '../hooks/use-term-details.ts';
import { useTermQuotePolling } from '../hooks/use-term-quote-polling.ts';
import { buildCoverChangeRequest } from '../lib/quote-request.ts';
import { coverLabel } from '../lib/term-details.ts';

/** spec 3 §2.10 / §4.13: the term quote list (/term-insurance/quote-list?quote_id=…) and its plan detail view. */
export default function TermQuoteListRoute() {
  const [params, setParams] = useSearchParams();
  // spec 3 §4.13: the quote id from the address, else from session storage.
  const quoteId = params.get('quote_id') ?? sessionStore.get('quote_id');
  const polling = useTermQuotePolling(quoteId);
  const { details, update } = useTermDetails(polling.request);
  const plans = useQuery(termPlanInformationQuery);
  const config = useClientConfig();
  const planById = useMemo(() => new Map((plans.data ?? []).map((p) => [p.plan_id, p])), [plans.data]);
  // Set to the list being replaced while a cover re-quote is asked for; the new quote_id ends it.
  const [requotingFrom, setRequotingFrom] = useState<string | null>(null);
  const requoting = requotingFrom !== null && requotingFrom === quoteId;
  const [opening, setOpening] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ quote: TTermQuote; journeyId: string } | null>(null);

  useEffect(() => {
    if (quoteId) sessionStore.set('quote_id', quoteId);
  }, [quoteId]);
  useEffect(() => {
    if (plans.isError) console.error('Term plan information fetch failed', plans.error);
  }, [plans.isError, plans.error]);

  // The cover just chosen shows at once, for the list being replaced and then for its successor.
  const [chosen, setChosen] = useState<{ listId: string | null; cover: number } | null>(null);
  const requestCover = typeof polling.request?.sum_assured === 'number' ? polling.request.sum_assured : null;
  const cover = chosen && chosen.listId === quoteId ? chosen.cover : (requestCover ?? details?.coverage ?? Number(sessionStore.get('coverage')));

  // spec 3 §4.13: a cover change clears the list, shows the loader, asks for new quotes and stores them.
  const changeCover = async (next: number) => {
    if (!details || next === cover) return;
    setRequotingFrom(quoteId);
    setChosen({ listId: quoteId, cover: next });
    setSelected(null);
    try {
      const id = await createTermAsyncQuote(buildCoverChangeRequest(details, next));
      writeQuoteInSession(id, next);
      setChosen({ listId: id, cover: next });
      update({ ...details, coverage: next, coverage_label: coverLabel(next) });
      setParams({ quote_id: id }, { replace: true });
    } catch (err) {
      console.error('Term cover change failed', err);
      setRequotingFrom(null);
      setChosen(null);
      showAlert(MESSAGES.QUOTE_GENERATION_FAILED);
    }
  };

  // spec 3 §4.13: the yearly price starts a journey, stores journey_id and plan_id, and opens the plan.
  const choose = async (quote: TTermQuote) => {
    setOpening(quote.quote_id);
    try {
      const journeyId = await initiateTermJourney({ quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id });
      sessionStore.set('journey_id', journeyId);
      sessionStore.set('plan_id', quote.plan_id);
      setSelected({ quote, journeyId });
      window.scrollTo({ top: 0 });
    } catch (err) {
      console.error('Term journey start failed', err);
      showAlert('This plan could not be opened. Please try again.');
    } finally {
      setOpening(null);
    }
  };

  if (!quoteId) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-slate-900">No quotes to show yet</h1>
        <p className="mt-3 text-slate-600">Answer six quick questions and we will fetch term plans from every insurer.</p>
        <Link to="/term-insurance" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
          Get term quotes
        </Link>
      </div>
    );
  }

  const quotes = requoting ? [] : polling.quotes;
  const loading = requoting || polling.loading;
  const illustrative = config.data?.sample_catalogue === true;
  const age = details?.dob ? ageOn(details.dob) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Insure Myself</h1>
      <div className="mt-5 grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="order-2 lg:order-1">
          <LifeCoverSummary
            details={details}
            before={7}
            footer={
              <Link to="/term-insurance" onClick={() => writeWizardStep(1)} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Edit details
              </Link>
            }
          />
        </div>
        <div className="order-1 min-w-0 space-y-4 lg:order-2">
          {selected && details ? (
            <TermPlanDetail
              key={selected.journeyId}
              quote={selected.quote}
              plan={planById.get(selected.quote.plan_id)}
              journeyId={selected.journeyId}
              details={details}
              illustrative={illustrative}
              onBack={() => setSelected(null)}
            />
          ) : (
            <>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <CoverSelect cover={cover} disabled={!details} onChange={(next) => void changeCover(next)} />
                <p className="text-sm text-slate-600" aria-live="polite">
                  {loading ? 'Fetching quotes from insurers…' : polling.failed || quotes.length === 0 ? '' : `${quotes.length} ${quotes.length === 1 ? 'plan' : 'plans'} found, sorted by value score (cover quality per rupee of premium)`}
                </p>
              </div>
              {illustrative && (
                <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  Premiums here come from a sample catalogue and are illustrative, not offers from the insurers.
                </p>
              )}
              <ul className="space-y-4">
                {quotes.map((q) => (
                  <li key={q.quote_id}>
                    <TermQuoteCard
                      quote={q}
                      claimYear={planById.get(q.plan_id)?.plan_meta_json.claim_settlement_year}
                      busy={opening === q.quote_id}
                      disabled={opening !== null}
                      onChoose={(quote) => void choose(quote)}
                    />
                  </li>
                ))}
              </ul>
              {loading && <LoadingDots label="Fetching quotes" />}
              {!loading && polling.failed && quotes.length === 0 && (
                <div className="rounded-2xl border border-slate-200 bg-white p-6">
                  <p className="font-semibold text-slate-900">The quotes could not be loaded.</p>
                  <button type="button" onClick={() => window.location.reload()} className="mt-3 text-sm font-semibold text-brand-700 underline">
                    Try again
                  </button>
                </div>
              )}
              {!loading && !polling.failed && quotes.length === 0 && <NoQuotes age={age} />}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
