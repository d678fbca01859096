import type { TPaymentReturnRequest } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

export type SignedReturn = TPaymentReturnRequest;

/** DESIGN.md §4: the gateway's signed result from the return URL, passed to the server, which alone verifies it. */
export function verifyPaymentReturn(provider: string, result: SignedReturn): Promise<{ payment_attempt_id: string }> {
  return apiRequest<{ payment_attempt_id: string }>(`/v1/payments/${encodeURIComponent(provider)}/return`, {
    method: 'POST',
    body: result,
  });
}
