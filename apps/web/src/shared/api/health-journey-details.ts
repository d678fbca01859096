import { ZJourneyDetailsResponse } from '@kavach/domain';
import { journeyReadQuery } from './journey-read.ts';

/**
 * docs/product/review-payment-term-bike.md §7: GET /v1/health/journey/get-journey-details/{journeyId}, what the
 * proposal holds (§3.7). The review reads it; the proposal restores a fresh tab from it (through
 * `queryClient.fetchQuery`).
 */
export const healthJourneyDetailsQuery = (journeyId: string) =>
  journeyReadQuery('HEALTH', 'get-journey-details', journeyId, ZJourneyDetailsResponse);
