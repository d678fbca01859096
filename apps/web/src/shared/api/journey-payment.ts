import {
  JOURNEY_API_PREFIXES,
  type JourneyVertical,
  type TInitiatePaymentResponse,
  type TPaymentStatusResponse,
} from '@kavach/domain';
import { apiRequest } from './client.ts';

// spec 3 §7, for every journey's product: /v1/{health|termlife}/journey/confirmation, /payments/initiate, /payments/status.
const prefix = (vertical: JourneyVertical) => `/v1/${JOURNEY_API_PREFIXES[vertical]}`;

/** Freezes the proposal for payment; a 409 names the parts still missing. Health's body also names the user (spec 3 §7). */
export function confirmJourney(vertical: JourneyVertical, journeyId: string, userId: string | null) {
  const body = vertical === 'HEALTH' ? { journey_id: journeyId, user_id: userId } : { journey_id: journeyId };
  return apiRequest<{ status: 'CONFIRMED'; total_premium: number }>(`${prefix(vertical)}/journey/confirmation`, {
    method: 'POST',
    body,
  });
}

/** A new payment attempt and the gateway's page for it (also Retry Payment, spec 3 §4.10). */
export function initiatePayment(vertical: JourneyVertical, journeyId: string) {
  return apiRequest<Partial<TInitiatePaymentResponse>>(`${prefix(vertical)}/payments/initiate`, {
    method: 'POST',
    body: { journey_id: journeyId },
  });
}

/** The status of one attempt of a journey. */
export function journeyPaymentStatus(
  vertical: JourneyVertical,
  journeyId: string,
  paymentAttemptId: string,
): Promise<TPaymentStatusResponse> {
  return apiRequest<TPaymentStatusResponse>(
    `${prefix(vertical)}/payments/status/${encodeURIComponent(journeyId)}/${encodeURIComponent(paymentAttemptId)}`,
  );
}
