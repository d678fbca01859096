import { ZInitiateJourneyResponse, type JourneyVertical, type TInitiateJourneyRequest } from '@kavach/domain';
import { apiRequest } from './client.ts';
import { journeyApi } from './journey-read.ts';

/**
 * POST /v1/{vertical}/journey/initiate-journey (docs/product/review-payment-term-bike.md §3.13): a journey on one of
 * the session's quotes, priced again by the server (on the quote token where one is given). The journey belongs to the
 * tracked session, so the spec's `user_id` goes empty. Answers the new journey's id.
 */
export async function initiateJourney(
  vertical: JourneyVertical,
  quote: Omit<TInitiateJourneyRequest, 'user_id'>,
): Promise<string> {
  const res = await apiRequest(`${journeyApi(vertical)}/initiate-journey`, {
    method: 'POST',
    body: { ...quote, user_id: '' },
    schema: ZInitiateJourneyResponse,
  });
  return res.journey_id;
}
