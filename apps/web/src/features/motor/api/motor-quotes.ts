import type { TMotorQuoteRequest, TMotorQuoteResponse } from '@kavach/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * POST /v1/motor/quotes: every insurer's premium, priced by the server. Each change of the request (policy type,
 * IDV, deductible, add-ons) is a new query; the last list stays on screen until the new one answers.
 */
export const motorQuotesQuery = (request: TMotorQuoteRequest) =>
  queryOptions({
    queryKey: ['motor', 'quotes', request],
    queryFn: ({ signal }) =>
      apiRequest<TMotorQuoteResponse>('/v1/motor/quotes', { method: 'POST', body: request, signal }),
    placeholderData: keepPreviousData,
    // Quote tokens expire within the hour; a list older than a few minutes is asked for again.
    staleTime: 5 * 60_000,
    retry: false,
  });
