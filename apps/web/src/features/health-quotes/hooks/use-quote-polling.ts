import { QUOTE_POLL_INTERVAL_MS, type THealthQuote, type TQuotationStatusResponse } from '@kavach/domain';
import {
  useQuotationPolling,
  type PollingState as SharedPollingState,
} from '../../../shared/hooks/use-quotation-polling.ts';
import { getQuotationStatus } from '../api/quotation-status.ts';

export type PollingState = SharedPollingState<THealthQuote, TQuotationStatusResponse['health_quotation_request']>;

const requestOf = (res: TQuotationStatusResponse) => res.health_quotation_request;

/** spec 1 §4: the health list, polled every 1.5 s while PENDING. */
export function useQuotePolling(quoteId: string | null): PollingState {
  return useQuotationPolling(quoteId, getQuotationStatus, requestOf, QUOTE_POLL_INTERVAL_MS);
}
