import { buildHealthQuoteRequest, DEFAULT_QUOTE_FILTERS, type QuoteFilters, type THealthQuote } from '@kavach/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { createHealthAsyncQuote } from '../../../shared/api/create-health-async-quote.ts';
import { useSetSearchParam } from '../../../shared/quotes/use-set-search-param.ts';
import { QuoteListPage } from '../../../shared/quotes/quote-list-page.tsx';
import { usePlansById } from '../../../shared/quotes/use-plan-information.ts';
import { useRequote } from '../../../shared/quotes/use-requote.ts';
import { healthPlanInformationQuery } from '../api/plans.ts';
import { FiltersAndSort } from '../components/filters-and-sort.tsx';
import { SortSelect } from '../components/list-toolbar.tsx';
import { COMPARE_ACTION_CLASS, CompareBar } from '../../../shared/quotes/compare-bar.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { rememberListScroll, takeListScroll } from '../hooks/list-scroll.ts';
import { usePreQuoteDetails } from '../hooks/use-pre-quote-details.ts';
import { useQuoteFilters } from '../hooks/use-quote-filters.ts';
import { useDeclinedPlans, useQuotePolling } from '../hooks/use-quote-polling.ts';
import { useInsuredWords } from '../hooks/use-insured-words.ts';
import { NS } from '../i18n.ts';
import { DeclinedPlans } from '../components/declined-plans.tsx';
import { startEldersAlone } from '../lib/elders-alone.ts';
import { comparePath, planPath, plansFromParam } from '../lib/paths.ts';
import { parseQuoteSort, QUOTE_SORTS, sortQuotes, type QuoteSort } from '../lib/sort-quotes.ts';

/**
 * docs/product/quotes.md §2 health quote list (/health-insurance/quote-list?quote_id=…); sort and compare ticks in the
 * address.
 */
export default function QuoteListRoute() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const navigate = useNavigate();
  const quoteId = params.get('quote_id');
  const sort = parseQuoteSort(params.get('sort'));
  const ticked = plansFromParam(params.get('compare'));
  const polling = useQuotePolling(quoteId);
  const declined = useDeclinedPlans(quoteId);
  const details = usePreQuoteDetails(polling.request);
  const { filters, update } = useQuoteFilters(polling.request);
  const { requoting, requote } = useRequote(quoteId);
  const plans = useQuery(healthPlanInformationQuery);
  const metaById = usePlansById(plans);
  const config = useClientConfig();
  const { heading } = useInsuredWords(details?.members ?? []);
  const sortCaption = QUOTE_SORTS.find((s) => s.value === sort)?.caption;

  // docs/product/quotes.md §4: a filter change asks for new quotes, clears the list, shows loading and polls again; a
  // failed request is logged and hides the loader (docs/product/quotes.md §8).
  const changeFilters = (next: QuoteFilters) => {
    update(next);
    if (details) void requote(() => createHealthAsyncQuote(buildHealthQuoteRequest(details, next)));
  };

  const changeSort = (next: QuoteSort) => setParam('sort', next === 'premium' ? null : next);

  const toggleCompare = (planId: string) => {
    const next = ticked.includes(planId) ? ticked.filter((id) => id !== planId) : [...ticked, planId].slice(0, 3);
    setParam('compare', next.join(',') || null);
  };

  const open = (quote: THealthQuote) => {
    if (!quoteId) return;
    rememberListScroll(quoteId);
    void navigate(planPath(quoteId, quote.plan_id), { state: { fromList: true } });
  };

  // The cards wait for the plan information and the client config as well: arriving after the cards, the hero's
  // free benefits or the sample-catalogue note would push every card down (layout shift, issue 14).
  const loading = requoting || plans.isPending || config.isPending || polling.loading;
  const quotes = useMemo(() => (loading ? [] : sortQuotes(polling.quotes, sort)), [loading, polling.quotes, sort]);

  // Back from a plan: the list where it was left, once its cards are in place.
  useEffect(() => {
    if (!quoteId || loading || quotes.length === 0) return;
    const y = takeListScroll(quoteId);
    if (y !== undefined) window.scrollTo({ top: y });
  }, [quoteId, loading, quotes.length]);

  return (
    <QuoteListPage
      quoteId={quoteId}
      landing={{
        text: t('list.landingText'),
        to: '/health-insurance',
        action: t('list.landingAction'),
      }}
      title={heading}
      summary={<QuoteSummary details={details} inForce={filters} />}
      sortedBy={sortCaption ? t(sortCaption) : sort}
      toolbar={
        // Issue 48: on a phone the sort is in "Filters & sort" alone, not a second menu beside the count.
        <div className="hidden lg:block">
          <SortSelect sort={sort} onSort={changeSort} />
        </div>
      }
      footer={
        <>
          <DeclinedPlans
            declined={declined}
            members={details?.members ?? []}
            onEldersAlone={(elders) => void navigate(startEldersAlone(details, elders))}
          />
          {quoteId && (
            <CompareBar
              count={ticked.length}
              onClear={() => setParam('compare', null)}
              action={
                <Link to={comparePath(quoteId, ticked)} className={COMPARE_ACTION_CLASS}>
                  {t('list.compare')}
                </Link>
              }
            />
          )}
        </>
      }
      expected={polling.expected}
      illustrative={config.data?.sample_catalogues.health === true}
      controls={<FiltersAndSort filters={filters} onChange={changeFilters} sort={sort} onSort={changeSort} />}
      quotes={quotes}
      loading={loading}
      failed={polling.failed}
      card={(q) => (
        <PlanCard
          quote={q}
          benefits={(metaById.get(q.plan_id)?.features ?? [])
            .filter((f) => f.feature_type === 'INCLUDED')
            .map((f) => f.feature_name)}
          compare={{ chosen: ticked.includes(q.plan_id), full: ticked.length >= 3, onToggle: toggleCompare }}
          onChoose={open}
        />
      )}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p className="font-semibold text-slate-900">{t('list.noMatch')}</p>
          {filters && (
            <button
              type="button"
              className="mt-3 text-sm font-semibold text-brand-700 underline"
              onClick={() => changeFilters({ ...DEFAULT_QUOTE_FILTERS, coverage: filters.coverage })}
            >
              {t('list.clearFilters')}
            </button>
          )}
        </div>
      }
    />
  );
}
