import { JOURNEY_PAGES, JOURNEY_VERTICALS, type JourneyVertical, type Vertical } from '@kavach/domain';
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
 * The query that carries the ids to the next payment page, so a reload or another tab still knows them. A term
 * journey also says so (its status and policy live under /v1/termlife); health, the default, keeps the spec's query.
 */
export function paymentQuery(journeyId: string, attemptId: string, vertical: JourneyVertical = 'HEALTH'): string {
  const query = new URLSearchParams({ payment_attempt_id: attemptId, journey_id: journeyId });
  if (vertical !== 'HEALTH') query.set('vertical', vertical);
  return query.toString();
}

/** The journey's product named by a payment page's query; health when none is. */
export function readJourneyVertical(params: URLSearchParams): JourneyVertical {
  const named = params.get('vertical');
  return JOURNEY_VERTICALS.find((v) => v === named) ?? 'HEALTH';
}

/** The journey's product of a page (/term-insurance/sandbox/redirect is a term journey's return). */
export function journeyVerticalOfPage(page: Vertical): JourneyVertical {
  return JOURNEY_VERTICALS.find((v) => JOURNEY_PAGES[v] === page) ?? 'HEALTH';
}

/** Where a journey's buyer reviews the proposal before paying. */
export const reviewUrl = (journeyId: string | null, vertical: JourneyVertical) => {
  // Motor's review is the last step of its proposal page, which opens at the step the server names.
  const page = {
    HEALTH: '/health/review-submit',
    TERM: `/${JOURNEY_PAGES.TERM}/review`,
    MOTOR: `/${JOURNEY_PAGES.MOTOR}/proposal`,
  }[vertical];
  return journeyId ? `${page}?journey_id=${encodeURIComponent(journeyId)}` : page;
};
