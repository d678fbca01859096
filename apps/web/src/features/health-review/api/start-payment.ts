import type { TInitiatePaymentResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

/** spec 3 §7: POST /health/journey/confirmation; a 409 names the parts of the proposal still missing. */
export function confirmJourney(journeyId: string, userId: string | null) {
  return apiRequest<{ status: 'CONFIRMED'; total_premium: number }>('/v1/health/journey/confirmation', { method: 'POST', body: { journey_id: journeyId, user_id: userId } });
}

/** spec 3 §7: POST /health/payments/initiate, a new payment attempt and the gateway's page for it. */
export function initiatePayment(journeyId: string) {
  return apiRequest<Partial<TInitiatePaymentResponse>>('/v1/health/payments/initiate', { method: 'POST', body: { journey_id: journeyId } });
}
