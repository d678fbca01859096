import { type THealthQuote, type TQuotationStatusResponse } from '@kavach/domain';
import {
  useQuotationPolling,
  type PollingState as SharedPollingState,
} from '../../../shared/quotes/quotation-polling.ts';
import { healthQuotationStatusQuery } from '../api/quotation-status.ts';

export type PollingState = SharedPollingState<THealthQuote, TQuotationStatusResponse['health_quotation_request']>;

const requestOf = (res: TQuotationStatusResponse) => res.health_quotation_request;

/** docs/product/quotes.md §4: the health list, polled every 1.5 s while PENDING. */
export function useQuotePolling(quoteId: string | null): PollingState {
  return useQuotationPolling(healthQuotationStatusQuery(quoteId), requestOf);
}
