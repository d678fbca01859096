import type { JourneyVertical, TInitiateJourneyRequest } from '@kavach/domain';
import { initiateJourney } from '../api/initiate-journey.ts';
import { sessionStore } from '../lib/storage.ts';

/**
 * docs/product/quotes.md §4 / docs/product/review-payment-term-bike.md §4.13: a journey started on a quote is
 * remembered by its journey_id and plan_id in session storage, where the proposal and payment pages look for them.
 * Answers the journey's id.
 */
export async function startJourney(
  vertical: JourneyVertical,
  quote: Omit<TInitiateJourneyRequest, 'user_id'>,
): Promise<string> {
  const journeyId = await initiateJourney(vertical, quote);
  sessionStore.set('journey_id', journeyId);
  sessionStore.set('plan_id', quote.plan_id);
  return journeyId;
}
