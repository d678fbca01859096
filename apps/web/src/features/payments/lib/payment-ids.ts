import { sessionStore } from '../../../shared/lib/storage.ts';

export type PaymentIds = { journeyId: string | null; attemptId: string | null };

/** The ids a payment page works on: from its query first (a shared or reloaded link), else the session. */
export function readPaymentIds(params: URLSearchParams): PaymentIds {
  return {
    journeyId: params.get('journey_id') || sessionStore.get('journey_id'),
    attemptId: params.get('payment_attempt_id') || sessionStore.get('payment_attempt_id'),
  };
}

/** Keeps the ids in session storage (spec 3 §3.18) for the next payment page. */
export function rememberPaymentIds(journeyId: string, attemptId: string): void {
  sessionStore.set('journey_id', journeyId);
  sessionStore.set('payment_attempt_id', attemptId);
}

/** The query that carries the ids to the next payment page, so a reload or another tab still knows them. */
export const paymentQuery = (journeyId: string, attemptId: string) => new URLSearchParams({ payment_attempt_id: attemptId, journey_id: journeyId }).toString();
