import type { Journey } from '../journeys/journey.ts';

/**
 * The KYC the insurer accepted for a policy, carried to the journey that continues it (a renewal, a move to another
 * insurer): the buyer's identity has not changed, so nothing is uploaded again.
 */
export const carriedKyc = (journey: Journey) => ({
  kycReviewStatus: journey.kycReviewStatus,
  kycReviewReason: journey.kycReviewReason,
  kycSubmittedAt: journey.kycSubmittedAt,
  kycReviewedAt: journey.kycReviewedAt,
});
