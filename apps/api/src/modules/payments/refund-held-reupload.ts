import { KYC_REUPLOAD_DAYS, MESSAGES, kycReuploadLapsed, type THeldRefundResponse } from '@kavach/domain';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockWaitingForReupload, waitingForReupload } from '../kyc/held-reupload.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { refundDueNow } from './refund-attempt.ts';
import { createPaymentRepository } from './repository.ts';
import type { SettleDeps } from './settle-payment.ts';

type Deps = SettleDeps & { db: Database };

/**
 * Gives back the premium held for a journey waiting for new documents (kyc/held-reupload.ts), once: under the
 * journey's lock its confirmation is withdrawn and the money marked due in one transaction, then the gateway is asked.
 * Undefined when the journey no longer waits (documents sent back to staff, a policy issued, refunded already).
 */
async function refundHeldReupload(
  deps: Deps,
  journeyId: string,
  reason: string,
): Promise<THeldRefundResponse | undefined> {
  const heldId = await deps.db.transaction(async (tx) => {
    if (!(await lockWaitingForReupload(tx, journeyId))) return undefined;
    const payments = createPaymentRepository(tx);
    const held = await payments.successfulAttempt(journeyId);
    if (!held || !(await payments.markHeldRefundDue(held.id, reason))) return undefined;
    await createJourneyRepository(tx).reopen(journeyId, reason);
    return held.id;
  });
  if (!heldId) return undefined;
  const refunded = await refundDueNow(deps, heldId, reason);
  if (!refunded) return undefined;
  const { attempt, status } = refunded;
  return {
    journey_id: journeyId,
    refund: { amount: (attempt.refundPaise ?? attempt.amountPaise) / 100, status, reason },
  };
}

/** POST /v1/account/journeys/:journey_id/held-refund: the buyer gives up uploading again and takes the money back. */
export async function giveUpReupload(deps: Deps, journeyId: string): Promise<THeldRefundResponse> {
  const done = await refundHeldReupload(deps, journeyId, MESSAGES.KYC_GAVE_UP_REFUND);
  if (!done) throw new AppError('CONFLICT', MESSAGES.KYC_NOT_WAITING_FOR_REUPLOAD);
  return done;
}

/**
 * The minute's sweep (reconcile-payments.ts): money held past the last day to upload again goes back. Every process
 * may run it at once; the journey's lock lets one refund each.
 */
export async function refundLapsedReuploads(deps: Deps, now: Date): Promise<number> {
  const waiting = await deps.db
    .select({ id: journeys.id, rejectedAt: journeys.kycReviewedAt })
    .from(journeys)
    // No lapse comes sooner than 15 whole days (kycReuploadLapsed, by India's days): the rest are not read each minute.
    .where(
      and(waitingForReupload(), sql`${journeys.kycReviewedAt} < now() - make_interval(days => ${KYC_REUPLOAD_DAYS})`),
    );
  let refunded = 0;
  for (const { id, rejectedAt } of waiting)
    if (rejectedAt && kycReuploadLapsed(rejectedAt, now))
      if (await refundHeldReupload(deps, id, MESSAGES.KYC_REUPLOAD_EXPIRED_REFUND)) refunded += 1;
  return refunded;
}
