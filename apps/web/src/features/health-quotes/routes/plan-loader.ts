import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../shared/api/query-client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { healthPlanInformationQuery, planConfigQuery } from '../api/plans.ts';
import { prefetchQuotationStatus } from '../api/quotation-status.ts';

/**
 * A plan page's route loader, as the quote list's (issue 14): the list, the plans' information and this plan's
 * add-ons are asked for while the page's chunk downloads, not one after the other once it has rendered. It returns
 * at once, so the page never waits for it; without a session the page's own requests renew it first.
 */
export function planLoader({ request, params }: LoaderFunctionArgs): null {
  const quoteId = new URL(request.url).searchParams.get('quote_id');
  if (!quoteId || !params.planId || !sessionStore.get('session_id')) return null;
  prefetchQuotationStatus(quoteId);
  void queryClient.prefetchQuery(healthPlanInformationQuery);
  void queryClient.prefetchQuery(planConfigQuery(params.planId));
  return null;
}
