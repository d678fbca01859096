import {
  VERTICAL_REGISTRY,
  ZConfirmationResponse,
  ZInitiatePaymentResponse,
  ZPaymentStatusResponse,
  isPaymentSuccess,
  type JourneyVertical,
} from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { retryServerHiccups } from './retry.ts';

// docs/product/review-payment-term-bike.md §7, for every journey's product: /v1/{health|termlife}/journey/confirmation,
// /payments/initiate, /payments/status.
const prefix = (vertical: JourneyVertical) => `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}`;

/**
 * Freezes the proposal for payment; a 409 names the parts still missing. Health's body also names the user
 * (docs/product/review-payment-term-bike.md §7).
 */
export function confirmJourney(vertical: JourneyVertical, journeyId: string, userId: string | null) {
  const body = vertical === 'HEALTH' ? { journey_id: journeyId, user_id: userId } : { journey_id: journeyId };
  return apiRequest(`${prefix(vertical)}/journey/confirmation`, {
    method: 'POST',
    body,
    schema: ZConfirmationResponse,
  });
}

// Partial: an answer without the gateway's page is told with the spec's own message (PAYMENT_URL_MISSING).
const ZStartedPayment = ZInitiatePaymentResponse.partial();

/**
 * A new payment attempt and the gateway's page for it (also Retry Payment,
 * docs/product/review-payment-term-bike.md §4.10).
 */
export function initiatePayment(vertical: JourneyVertical, journeyId: string) {
  return apiRequest(`${prefix(vertical)}/payments/initiate`, {
    method: 'POST',
    body: { journey_id: journeyId },
    schema: ZStartedPayment,
  });
}

/** The status of one attempt of a journey. */
export function fetchJourneyPaymentStatus(vertical: JourneyVertical, journeyId: string, paymentAttemptId: string) {
  return apiRequest(
    `${prefix(vertical)}/payments/status/${encodeURIComponent(journeyId)}/${encodeURIComponent(paymentAttemptId)}`,
    { schema: ZPaymentStatusResponse },
  );
}

const isSettled = (status: string) => isPaymentSuccess(status) || status === 'FAILED';

/**
 * The attempt's status by journey (docs/product/review-payment-term-bike.md §7). `pollEveryMs` asks again while the
 * attempt is neither paid nor failed (the success page, docs/product/review-payment-term-bike.md §4.10); without it the
 * status is read once (the failed page).
 */
export const journeyPaymentStatusQuery = (
  vertical: JourneyVertical,
  journeyId: string,
  paymentAttemptId: string,
  pollEveryMs?: number,
) =>
  queryOptions({
    queryKey: ['payments', 'journey-status', vertical, journeyId, paymentAttemptId],
    queryFn: () => fetchJourneyPaymentStatus(vertical, journeyId, paymentAttemptId),
    retry: retryServerHiccups,
    refetchInterval: (q) => (pollEveryMs && q.state.data && !isSettled(q.state.data.status) ? pollEveryMs : false),
    refetchIntervalInBackground: true,
  });
