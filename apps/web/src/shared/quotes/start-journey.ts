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

/** A single quote's answer: the quote the buyer last priced with add-ons or riders, signed by the server. */
export type PricedQuote = { quoteId: string; token: string };

/**
 * Buy on a plan page (issues 17, 48): a journey on the listed quote, or on the one last priced with add-ons or riders,
 * whose signature the server checks. Answers the journey's id.
 */
export function startPricedJourney(
  vertical: JourneyVertical,
  listed: { quote_id: string; plan_id: string; insurer_id: string },
  priced: PricedQuote | null,
): Promise<string> {
  return startJourney(vertical, {
    quote_id: priced?.quoteId ?? listed.quote_id,
    plan_id: listed.plan_id,
    insurer_id: listed.insurer_id,
    ...(priced ? { quote_token: priced.token } : {}),
  });
}
