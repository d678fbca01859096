import { MESSAGES } from '@kavach/domain';
import type { Journey } from '../journeys/journey.ts';
import type { JourneySnapshot } from './journey-snapshot.ts';

/** What becomes of a paid journey's money, by its KYC: a policy, a wait for staff, or the money back and why. */
export type KycGate =
  /** `afterReview`: the money was held while staff checked the documents, and the policy follows their approval. */
  { action: 'ISSUE'; afterReview: boolean } | { action: 'HOLD' } | { action: 'REFUND'; reason: string };

/**
 * Whether a paid journey's policy may be issued now (issue 19). A KYC resting on uploaded documents is checked by
 * staff: a payment made while it waits is held (no policy) and issued when they approve; when they reject, it stays
 * held while the buyer uploads again (issue 48).
 * CKYC found and documents approved before confirming issue at once. A paid-for snapshot with no KYC result is one
 * an account deletion reduced (retained-record.ts): no one can check that identity any more, so money reaching it
 * (held when the account was deleted, or a late capture) goes back, and no policy is issued.
 */
export function kycGate(journey: Journey, paidSnapshot: unknown): KycGate {
  const confirmed = (paidSnapshot as Partial<JourneySnapshot> | null)?.kyc?.kyc_status;
  if (confirmed === undefined) return { action: 'REFUND', reason: MESSAGES.KYC_UNCHECKED_REFUND };
  if (confirmed === 'SUCCESS') return { action: 'ISSUE', afterReview: false };
  if (journey.kycReviewStatus === 'APPROVED') return { action: 'ISSUE', afterReview: true };
  // Rejected with the money held: the buyer uploads again, or cancels, or the days pass (kyc/held-reupload.ts); the
  // refund then is that choice's, never a repeat of the capture's.
  return { action: 'HOLD' };
}

/** Why held money goes back when staff did not accept the documents. */
export const KYC_REJECTED_REFUND_REASON = MESSAGES.KYC_REJECTED_REFUND;
