import { JOURNEY_VERTICALS, VERTICAL_REGISTRY, type JourneyVertical } from '@kavach/domain';
import { sessionStore } from '../../../shared/lib/storage.ts';

export type PaymentIds = { journeyId: string | null; attemptId: string | null };

/** The ids a payment page works on: from its query first (a shared or reloaded link), else the session. */
export function readPaymentIds(params: URLSearchParams): PaymentIds {
  return {
    journeyId: params.get('journey_id') || sessionStore.get('journey_id'),
    attemptId: params.get('payment_attempt_id') || sessionStore.get('payment_attempt_id'),
  };
}

/** Keeps the ids in session storage (docs/product/review-payment-term-bike.md §3.18) for the next payment page. */
export function rememberPaymentIds(journeyId: string, attemptId: string): void {
  sessionStore.set('journey_id', journeyId);
  sessionStore.set('payment_attempt_id', attemptId);
}

/**
 * The query that carries the ids to the next payment page, so a reload or another tab still knows them, and the
 * journey's product, whose API answers for them (/v1/health, /v1/termlife…).
 */
export function paymentQuery(journeyId: string, attemptId: string, vertical: JourneyVertical): string {
  return new URLSearchParams({ payment_attempt_id: attemptId, journey_id: journeyId, vertical }).toString();
}

/** The journey's product named by a payment page's query; null when none is, or one Kavach does not sell. */
export function readJourneyVertical(params: URLSearchParams): JourneyVertical | null {
  const named = params.get('vertical');
  return JOURNEY_VERTICALS.find((v) => v === named) ?? null;
}

/** Where a journey's buyer reviews the proposal before paying. */
export const reviewUrl = (journeyId: string | null, vertical: JourneyVertical) => {
  const page = VERTICAL_REGISTRY[vertical].reviewPath;
  return journeyId ? `${page}?journey_id=${encodeURIComponent(journeyId)}` : page;
};
