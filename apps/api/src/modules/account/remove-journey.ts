import { MESSAGES, type TRemoveJourneyResponse } from '@kavach/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { eraseJourneys, journeysKeptFromRemoval } from '../retention/erase-journeys.ts';

/**
 * DELETE /v1/account/journeys/{journey_id}: a purchase the buyer started and no longer wants (a quote they changed
 * their members on, a plan they went off) is erased now, as the retention job would erase it once idle: the
 * proposal, the KYC files with their stored objects, and the payment attempts that took nothing. Only the signed-in
 * user's own journey; one with money on it is refused (409) and stays as it is. The journey row is locked first, so
 * a payment being opened from another tab either finishes before (and the removal is refused) or finds the journey
 * gone; a second removal finds nothing (404).
 */
export async function removeJourney(
  deps: { db: Database; storage: ObjectStorage },
  userId: string,
  journeyId: string,
): Promise<TRemoveJourneyResponse> {
  return deps.db.transaction(async (tx) => {
    const [journey] = await tx
      .select({ id: journeys.id })
      .from(journeys)
      .where(and(eq(journeys.id, journeyId), eq(journeys.userId, userId)))
      .for('update');
    if (!journey) throw notFound('Journey');
    // A statement of its own, after the lock: it sees an attempt a payment opened just before (one checked in the
    // locking statement would be read as of that statement's start, before the payment committed).
    if ((await journeysKeptFromRemoval(tx, [journey.id])).size > 0)
      throw new AppError('CONFLICT', MESSAGES.JOURNEY_HAS_PAYMENT);
    const erased = await eraseJourneys(tx, deps.storage, [journey.id]);
    return { journey_id: journey.id, uploads_erased: erased.uploads };
  });
}
