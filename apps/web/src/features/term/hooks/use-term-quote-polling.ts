import {
  TERM_QUOTE_POLL_INTERVAL_MS,
  type TTermNoQuoteReason,
  type TTermQuotationStatusResponse,
  type TTermQuote,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import {
  quotationStatusQuery,
  useQuotationPolling,
  type PollingState,
} from '../../../shared/quotes/quotation-polling.ts';

/**
 * The stored quotation request (docs/product/review-payment-term-bike.md §4.13) comes with the list, used to rebuild
 * missing pre-quote answers.
 */
export type TermPollingState = PollingState<TTermQuote, TTermQuotationStatusResponse['termlife_quotation_request']>;

const requestOf = (res: TTermQuotationStatusResponse) => res.termlife_quotation_request;

/** docs/product/review-payment-term-bike.md §4.13: the term list, polled about every second while PENDING. */
export function useTermQuotePolling(quoteId: string | null): TermPollingState {
  return useQuotationPolling(
    quotationStatusQuery<TTermQuotationStatusResponse>('termlife', quoteId, TERM_QUOTE_POLL_INTERVAL_MS),
    requestOf,
  );
}

/** Why the complete list is empty, as the server says it (the same polled answer, read once more); null otherwise. */
export function useNoQuotesReason(quoteId: string | null): TTermNoQuoteReason | null {
  const status = useQuery({
    ...quotationStatusQuery<TTermQuotationStatusResponse>('termlife', quoteId, TERM_QUOTE_POLL_INTERVAL_MS),
    select: (answer) => answer.no_quotes_reason ?? null,
  });
  return status.data ?? null;
}
