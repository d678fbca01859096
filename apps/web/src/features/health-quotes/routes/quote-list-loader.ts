import { queryClient } from '../../../shared/api/query-client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { healthPlanInformationQuery } from '../api/plans.ts';
import { prefetchQuotationStatus } from '../api/quotation-status.ts';

/**
 * The quote list's route loader: it runs on navigation, while the page's lazy chunk downloads, and asks for the
 * list and the plan information at once (issue 14). It returns at once too, so the page never waits for it.
 * Without a session the list cannot be ours yet: the page's own first poll then goes through session renewal.
 */
export function quoteListLoader({ request }: { request: Request }): null {
  const quoteId = new URL(request.url).searchParams.get('quote_id');
  if (!quoteId || !sessionStore.get('session_id')) return null;
  prefetchQuotationStatus(quoteId);
  void queryClient.prefetchQuery(healthPlanInformationQuery);
  return null;
}
