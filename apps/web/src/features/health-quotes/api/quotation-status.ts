import { QUOTE_POLL_INTERVAL_MS, type TQuotationStatusResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { quotationStatusQuery } from '../../../shared/quotes/quotation-polling.ts';

/** spec 1 §4: one poll of a health quotation list. */
const getQuotationStatus = (quotationListId: string, signal: AbortSignal) =>
  apiRequest<TQuotationStatusResponse>(`/v1/health/async-quote/${encodeURIComponent(quotationListId)}`, { signal });

/** The health list, polled every 1.5 s while PENDING (spec 1 §4). */
export const healthQuotationStatusQuery = (quoteId: string | null) =>
  quotationStatusQuery('health', quoteId, getQuotationStatus, QUOTE_POLL_INTERVAL_MS);

/** Asks for a list before its page renders (issue 14): the answer then arrives beside the page's chunk, not after it. */
export function prefetchQuotationStatus(quotationListId: string): void {
  // A failure is the page's to report: its own query shows it.
  void queryClient.prefetchQuery(healthQuotationStatusQuery(quotationListId));
}
