import type { TInitiatePaymentResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

/** spec 3 §4.10: Retry Payment starts a new attempt (POST /health/payments/initiate). */
export function initiatePayment(journeyId: string): Promise<Partial<TInitiatePaymentResponse>> {
  return apiRequest<Partial<TInitiatePaymentResponse>>('/v1/health/payments/initiate', { method: 'POST', body: { journey_id: journeyId } });
}
