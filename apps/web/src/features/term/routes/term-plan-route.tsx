import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { PlanDetailSkeleton } from '../../../shared/quotes/plan-detail-skeleton.tsx';
import { PlanNotInQuotes } from '../../../shared/quotes/plan-not-in-quotes.tsx';
import { useBackToList } from '../../../shared/quotes/use-back-to-list.ts';
import { usePlansById } from '../../../shared/quotes/use-plan-information.ts';
import { termPlanInformationQuery } from '../api/plans.ts';
import { TermAnswersSummary } from '../components/term-answers-summary.tsx';
import { TermPlanDetail } from '../components/term-plan-detail.tsx';
import { useTermDetails } from '../hooks/use-term-details.ts';
import { useTermQuotePolling } from '../hooks/use-term-quote-polling.ts';
import { NS } from '../i18n.ts';
import { termQuoteListPath } from '../lib/paths.ts';

/**
 * Issue 48: a term plan's own page, /term-insurance/plan/{plan_id}?quote_id={list}, as health's: a reload, Back and a
 * shared link all work, and opening it starts no purchase (Buy does).
 */
export default function TermPlanRoute() {
  const { t } = useTranslation(NS);
  const { planId } = useParams();
  const [params] = useSearchParams();
  const listId = params.get('quote_id');
  const polling = useTermQuotePolling(listId);
  const { details } = useTermDetails(polling.request);
  const planById = usePlansById(useQuery(termPlanInformationQuery));
  const illustrative = useClientConfig().data?.sample_catalogues.term === true;
  const quote = polling.quotes.find((q) => q.plan_id === planId);
  const pending = polling.loading && quote === undefined;

  // Back to the list as it was left (history keeps its sort).
  const back = useBackToList(listId ? termQuoteListPath(listId) : null, '/term-insurance');

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="order-2 lg:order-1">
        <TermAnswersSummary details={details} />
      </div>
      {/* The plan says itself when its figures are illustrative (TermPlanDetail's note). */}
      <div className="order-1 min-w-0 space-y-4 lg:order-2">
        {quote && details ? (
          <TermPlanDetail
            quote={quote}
            plan={planById.get(quote.plan_id)}
            details={details}
            illustrative={illustrative}
            onBack={back}
          />
        ) : pending || quote ? (
          <PlanDetailSkeleton label={t('list.loadingPlan')} />
        ) : (
          <PlanNotInQuotes to={listId ? termQuoteListPath(listId) : '/term-insurance'} />
        )}
      </div>
    </div>
  );
}
