import { kycReuploadDueBy } from '@kavach/domain';
import { and, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, paymentAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { journeyOf, type Journey } from '../journeys/journey.ts';

/**
 * Issue 48: a purchase paid while staff checked its documents, and then rejected by them, keeps its money while the
 * buyer uploads again (docs/product/proposal-kyc.md, "Documents not accepted"). The journey stays confirmed, its
 * premium held (a SUCCESS attempt, no policy), and its review REJECTED, or empty once a new file came and the set is
 * not complete yet; the time of the rejection stays on it, for the days the buyer has.
 * The states, all under the journey's row lock:
 *   REJECTED --new file--> (empty) --documents complete--> UNDER_REVIEW --staff--> APPROVED (policy) | REJECTED
 *   REJECTED or (empty) --buyer cancels, or the days pass--> confirmation withdrawn, the premium refunded in full.
 */
export const waitingForReupload = () =>
  and(
    eq(journeys.status, 'CONFIRMED'),
    isNotNull(journeys.kycReviewedAt),
    or(eq(journeys.kycReviewStatus, 'REJECTED'), isNull(journeys.kycReviewStatus)),
    exists(
      sql`(select 1 from ${paymentAttempts} where ${paymentAttempts.journeyId} = ${journeys.id}
            and ${paymentAttempts.status} = 'SUCCESS' and ${paymentAttempts.purpose} = 'PREMIUM')`,
    ),
  );

/** Whether a journey as read looks like one waiting for new documents (the held payment is checked under the lock). */
export const mayWaitForReupload = (journey: Journey): journey is Journey & { kycReviewedAt: Date } =>
  journey.status === 'CONFIRMED' &&
  journey.kycReviewedAt !== null &&
  (journey.kycReviewStatus === 'REJECTED' || journey.kycReviewStatus === null);

/** The last day the buyer may upload again, for a journey that may be waiting (else null). */
export const reuploadDueBy = (journey: Journey): string | null =>
  mayWaitForReupload(journey) ? kycReuploadDueBy(journey.kycReviewedAt) : null;

/**
 * Locks the journey if it waits for new documents, in `tx`: the row a capture, staff's decision and the buyer's
 * cancellation lock first, so none of them can move it while a file is recorded.
 */
export async function lockWaitingForReupload(tx: Database, journeyId: string): Promise<Journey | undefined> {
  const [row] = await tx
    .update(journeys)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(journeys.id, journeyId), waitingForReupload()))
    .returning();
  return row && journeyOf(row);
}

/**
 * Records a new file for a journey waiting for one, under its lock: the review is emptied (staff look at the new set
 * once it is complete, check-journey-kyc.ts), the rejection's time kept for the days left. Refused (409) when the
 * journey stopped waiting meanwhile: the buyer cancelled, the days passed, or the set went back to staff.
 */
export async function recordHeldReupload<T extends { recorded: boolean }>(
  db: Database,
  journeyId: string,
  record: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockWaitingForReupload(tx, journeyId);
    if (!locked) throw new AppError('CONFLICT', 'This journey can no longer be changed');
    const result = await record(tx);
    if (result.recorded)
      await tx
        .update(journeys)
        .set({ kycReviewStatus: null, kycReviewReason: null, kycSubmittedAt: null })
        .where(eq(journeys.id, journeyId));
    return result;
  });
}
