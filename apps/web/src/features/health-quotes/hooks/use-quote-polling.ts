import { type THealthQuote, type TQuotationStatusResponse } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
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

const NONE: TQuotationStatusResponse['plans_declined'] = [];

/** Why plans declined the list (issue 48): the same polled answer, read once more; none while it is open. */
export function useDeclinedPlans(quoteId: string | null): TQuotationStatusResponse['plans_declined'] {
  const status = useQuery({ ...healthQuotationStatusQuery(quoteId), select: (answer) => answer.plans_declined });
  return status.data ?? NONE;
}
