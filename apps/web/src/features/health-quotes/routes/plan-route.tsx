import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlanDetailSkeleton } from '../../../shared/quotes/plan-detail-skeleton.tsx';
import { PlanNotInQuotes } from '../../../shared/quotes/plan-not-in-quotes.tsx';
import { useBackToList } from '../../../shared/quotes/use-back-to-list.ts';
import { PlanDetail } from '../components/plan-detail.tsx';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { useQuoteListContext } from '../hooks/use-quote-list-context.ts';
import { NS } from '../i18n.ts';
import { quoteListPath } from '../lib/paths.ts';

/** Issue 17: a health plan's own page, /health-insurance/plan/{plan_id}?quote_id={list}. */
export default function PlanRoute() {
  const { t } = useTranslation(NS);
  const { planId } = useParams();
  const [params] = useSearchParams();
  const listId = params.get('quote_id');
  const { polling, details, filters, metaById, illustrative, pending } = useQuoteListContext(listId);
  const quote = polling.quotes.find((q) => q.plan_id === planId);
  // The plan is drawn once with all it shows (its tagline, for one): anything arriving later would move the page under
  // the buyer's eyes (layout shift, issue 17). The skeleton holds its place till then.
  const ready = quote !== undefined && details !== null && !pending;
  // Drawn in an interruptible pass (a transition): the answer that completes the plan arrives as an urgent update,
  // and the whole page in one task blocked a phone's main thread for a quarter of a second (Lighthouse TBT).
  const shown = useDeferredValue(ready);

  // Back to the list as it was left (history keeps its sort and compare ticks).
  const back = useBackToList(listId ? quoteListPath(listId) : null, '/health-insurance');

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="order-2 lg:order-1">
        <QuoteSummary details={details} inForce={polling.request ? filters : null} />
      </div>
      <div className="order-1 min-w-0 space-y-4 lg:order-2">
        {/* Said as soon as the installation's settings are known, above the skeleton too: the prerendered page shows
            it from its first paint (prerender.tsx), so it never arrives to push the plan down. */}
        {illustrative && (pending || quote !== undefined) && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('illustrative')}</p>
        )}
        {ready && shown ? (
          <PlanDetail
            quote={quote}
            meta={metaById.get(quote.plan_id)}
            details={details}
            filters={filters}
            onBack={back}
          />
        ) : pending || quote ? (
          <PlanDetailSkeleton label={t('planPage.loading')} />
        ) : (
          <PlanNotInQuotes to={listId ? quoteListPath(listId) : '/health-insurance'} />
        )}
      </div>
    </div>
  );
}
