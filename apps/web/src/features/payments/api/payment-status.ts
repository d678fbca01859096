import type { ApiVertical, TPaymentStatusResponse } from '@kavach/domain';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';

// A refusal (not found, not this buyer's payment) is final; only a server hiccup is worth one more try.
export const retryServerHiccups = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/** spec 3 §7: GET /{health|term|motor}/payments/{paymentAttemptId}/status, the vertical from the page path. */
export function attemptStatus(vertical: ApiVertical, paymentAttemptId: string): Promise<TPaymentStatusResponse> {
  return apiRequest<TPaymentStatusResponse>(`/v1/${vertical}/payments/${encodeURIComponent(paymentAttemptId)}/status`);
}
