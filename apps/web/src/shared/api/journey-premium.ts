import { ZAggregatedPremiumResponse, type JourneyVertical } from '@kavach/domain';
import { journeyReadQuery } from './journey-read.ts';

/**
 * docs/product/review-payment-term-bike.md §7: GET /v1/{vertical}/journey/aggregated-premium-details/{journeyId}
 * (§3.8), with the reasons it changed.
 */
export const journeyPremiumQuery = (vertical: JourneyVertical, journeyId: string) =>
  journeyReadQuery(vertical, 'aggregated-premium-details', journeyId, ZAggregatedPremiumResponse);
