import { ZRenewalQuoteResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * GET /v1/policies/{policy_number}/renewal-quote: the insurer's renewal terms, read afresh each time they are opened
 * (they change with the day: the grace, the bonus window).
 */
export const renewalQuoteQuery = (policyNumber: string) =>
  queryOptions({
    queryKey: ['policies', policyNumber, 'renewal-quote'],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/policies/${encodeURIComponent(policyNumber)}/renewal-quote`, {
        signal,
        schema: ZRenewalQuoteResponse,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
