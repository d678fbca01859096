import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { PlanDetailSkeleton } from '../../../shared/quotes/plan-detail-skeleton.tsx';
import { usePlansById } from '../../../shared/quotes/use-plan-information.ts';
import { termPlanInformationQuery } from '../api/plans.ts';
import { LifeCoverSummary } from '../components/life-cover-summary.tsx';
import { TermPlanDetail } from '../components/term-plan-detail.tsx';
import { WizardStepLink } from '../components/wizard-step-link.tsx';
import { useTermDetails } from '../hooks/use-term-details.ts';
import { useTermQuotePolling } from '../hooks/use-term-quote-polling.ts';
import { termQuoteListPath } from '../lib/paths.ts';

/**
 * Issue 48: a term plan's own page, /term-insurance/plan/{plan_id}?quote_id={list}, as health's: a reload, Back and a
 * shared link all work, and opening it starts no purchase (Buy does).
 */
export default function TermPlanRoute() {
  const { planId } = useParams();
  const [params] = useSearchParams();
  const listId = params.get('quote_id');
  const location = useLocation();
  const navigate = useNavigate();
  const polling = useTermQuotePolling(listId);
  const { details } = useTermDetails(polling.request);
  const planById = usePlansById(useQuery(termPlanInformationQuery));
  const illustrative = useClientConfig().data?.sample_catalogues.term === true;
  const quote = polling.quotes.find((q) => q.plan_id === planId);
  const pending = polling.loading && quote === undefined;

  // Back to the list as it was left (history keeps its sort); a page opened from a link goes to its list instead.
  const back = () => {
    const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
    if (fromList && location.key !== 'default') void navigate(-1);
    else if (listId) void navigate(termQuoteListPath(listId));
    else void navigate('/term-insurance');
  };

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="order-2 lg:order-1">
        <LifeCoverSummary
          details={details}
          before={7}
          footer={
            <WizardStepLink step={1} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
              Edit details
            </WizardStepLink>
          }
        />
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
          <PlanDetailSkeleton label="Loading the plan" />
        ) : (
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <h1 className="text-xl font-bold text-slate-900">This plan is not in your quotes</h1>
            <p className="mt-2 text-slate-600">The quote may have expired or been made for someone else.</p>
            <Link
              to={listId ? termQuoteListPath(listId) : '/term-insurance'}
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              See your plans
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
