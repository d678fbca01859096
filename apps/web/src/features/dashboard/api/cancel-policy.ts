import { ZCancelPolicyResponse, ZCancellationQuoteResponse, type TCancelPolicyRequest } from '@kavach/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

const policyPath = (policyNumber: string) => `/v1/policies/${encodeURIComponent(policyNumber)}`;

/**
 * GET /v1/policies/{policy_number}/cancellation-quote: what cancelling today gives back, line by line, read afresh
 * each time the dialog opens (it changes with every day on cover).
 */
export const cancellationQuoteQuery = (policyNumber: string) =>
  queryOptions({
    queryKey: ['policies', policyNumber, 'cancellation-quote'],
    queryFn: ({ signal }) =>
      apiRequest(`${policyPath(policyNumber)}/cancellation-quote`, { signal, schema: ZCancellationQuoteResponse }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** POST /v1/policies/{policy_number}/cancel for the refund shown; done once the dashboard is read again. */
export function useCancelPolicy(policyNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCancelPolicyRequest) =>
      apiRequest(`${policyPath(policyNumber)}/cancel`, { method: 'POST', body, schema: ZCancelPolicyResponse }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', 'me', 'dashboard'] }),
  });
}
