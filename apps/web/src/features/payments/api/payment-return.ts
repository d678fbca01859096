import type { TPaymentReturnRequest } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from '../../../shared/api/retry.ts';

export type SignedReturn = TPaymentReturnRequest;

/**
 * docs/decisions.md §4: the gateway's signed result from the return URL, passed to the server, which alone verifies it.
 */
export function verifyPaymentReturn(provider: string, result: SignedReturn): Promise<{ payment_attempt_id: string }> {
  return apiRequest<{ payment_attempt_id: string }>(`/v1/payments/${encodeURIComponent(provider)}/return`, {
    method: 'POST',
    body: result,
  });
}

// A query rather than a mutation in an effect: the server treats a repeated return as one, and the query runs it once
// per URL.
export const paymentReturnQuery = (provider: string, signed: SignedReturn) =>
  queryOptions({
    queryKey: ['payments', 'return', provider, signed],
    queryFn: () => verifyPaymentReturn(provider, signed),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: retryServerHiccups,
  });
