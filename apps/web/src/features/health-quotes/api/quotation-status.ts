import type { TQuotationStatusResponse } from '@kavach/domain';
import { QUOTE_POLL_INTERVAL_MS } from '@kavach/domain/constants/timings';
import { IN_PAGE_LANGUAGE, queryClient } from '../../../shared/api/query-client.ts';
import { quotationStatusQuery } from '../../../shared/quotes/quotation-polling.ts';

/**
 * The health list, polled every 1.5 s while PENDING (docs/product/quotes.md §4); its plans' catalogue texts (the
 * no-claim bonus) come in the page's language, asked for again when it changes.
 */
export const healthQuotationStatusQuery = (quoteId: string | null) => ({
  ...quotationStatusQuery<TQuotationStatusResponse>('health', quoteId, QUOTE_POLL_INTERVAL_MS),
  meta: IN_PAGE_LANGUAGE,
});

/**
 * Asks for a list before its page renders (issue 14): the answer then arrives beside the page's chunk, not after it.
 */
export function prefetchQuotationStatus(quotationListId: string): void {
  // A failure is the page's to report: its own query shows it.
  void queryClient.prefetchQuery(healthQuotationStatusQuery(quotationListId));
}
