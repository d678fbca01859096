import { MESSAGES } from '@kavach/domain';
import type { JourneyRow } from '../journeys/repository.ts';
import type { JourneySnapshot } from './journey-snapshot.ts';

/**
 * Whether a paid journey's policy may be issued now (issue 19). A KYC resting on uploaded documents is checked by
 * staff: a payment made while it waits is held (no policy), issued when they approve, refunded when they reject.
 * CKYC found, documents approved before confirming, and payments from before reviews existed issue at once.
 */
export function kycGate(journey: JourneyRow, paidSnapshot: unknown): 'ISSUE' | 'HOLD' | 'REFUND' {
  const confirmed = (paidSnapshot as Partial<JourneySnapshot> | null)?.kyc?.kyc_status;
  if (confirmed === undefined || confirmed === 'SUCCESS') return 'ISSUE';
  if (journey.kycReviewStatus === 'APPROVED') return 'ISSUE';
  if (journey.kycReviewStatus === 'REJECTED') return 'REFUND';
  return 'HOLD';
}

/** Why held money goes back: staff did not accept the documents. */
export const KYC_REJECTED_REFUND_REASON = MESSAGES.KYC_REJECTED_REFUND;
