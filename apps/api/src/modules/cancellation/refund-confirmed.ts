import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { JobQueue } from '../../plugins/app/job-queue.ts';
import type { Database } from '../../db/client.ts';
import { insurerCases, paymentAttempts, policies } from '../../db/schema.ts';
import { refundDueNow } from '../payments/refund-attempt.ts';
import type { AttemptRow } from '../payments/repository.ts';
import type { SettleDeps } from '../payments/settle-payment.ts';

export type CancellationRefundStatus = 'REFUNDED' | 'REFUND_DUE' | 'AWAITING_INSURER';

/**
 * The refund of a cancelled policy, once its insurer has confirmed the cancellation (docs/product/cancellation.md):
 * until then nothing goes back — the insurer may still refuse, and the money is the premium of a policy in force.
 * Confirmed (the case CANCELLED, or a policy from before insurer cases, which has no one to ask), in one transaction
 * and once across callers and processes: the policy is marked confirmed and each payment kept for it becomes due for
 * its share of the refund; then the gateway is asked for each, as for every refund (a refusal stays due, retried by
 * reconciliation). Safe to call again at any time: a later call only asks the gateway again for what is still due.
 * Null for a journey with no cancellation requested.
 */
export async function refundConfirmedCancellation(
  deps: SettleDeps & { db: Database },
  journeyId: string,
  now: Date,
): Promise<CancellationRefundStatus | null> {
  const policy = await deps.payments.policyFor(journeyId);
  if (!policy?.cancelledAt || policy.cancelRefundPaise === null) return null;
  const withInsurer = await deps.insurers.cases.forJourney(journeyId);
  if (withInsurer && withInsurer.status !== 'CANCELLED') return 'AWAITING_INSURER';

  const changes = (await deps.payments.keptChangePayments(journeyId)).map((a) => a.id);
  const attemptIds = [
    policy.paymentAttemptId,
    ...(withInsurer?.topUpAttemptId ? [withInsurer.topUpAttemptId] : []),
    ...changes,
  ];
  const attempts = (await Promise.all(attemptIds.map((id) => deps.payments.findAttempt(id)))).filter(
    (a): a is AttemptRow => a !== undefined,
  );
  const reason = policy.cancelReason ?? 'Policy cancelled';
  const refundPaise = policy.cancelRefundPaise;
  await deps.db.transaction(async (tx) => {
    const confirmed = await tx
      .update(policies)
      .set({ cancelConfirmedAt: now })
      .where(and(eq(policies.id, policy.id), isNull(policies.cancelConfirmedAt)))
      .returning({ id: policies.id });
    if (confirmed.length === 0) return;
    // The kept money becomes money to give back, for the refund's amount only: each payment its share, as each is
    // refunded against its own capture.
    const kept = attempts.filter((a) => a.status === 'SUCCESS');
    for (const [a, share] of refundShares(kept, refundPaise))
      if (share > 0)
        await tx
          .update(paymentAttempts)
          .set({ status: 'REFUND_DUE', failureReason: reason, refundPaise: share, updatedAt: sql`now()` })
          .where(and(eq(paymentAttempts.id, a.id), eq(paymentAttempts.status, 'SUCCESS')));
  });

  let status: CancellationRefundStatus = 'REFUNDED';
  for (const id of attemptIds) {
    const current = await deps.payments.findAttempt(id);
    if (current?.status !== 'REFUND_DUE' && current?.status !== 'REFUNDED') continue;
    if ((await refundDueNow(deps, id, reason))?.status !== 'REFUNDED') status = 'REFUND_DUE';
  }
  return status;
}

/**
 * Cancellations requested and not yet refunded: the insurer's confirmation came and the process stopped before the
 * refund (refunded now), or the insurer was never told (told now, by the `insurer-cancel` job, which keeps one job per
 * case). What the minute's sweep hands on, in every process.
 */
export async function sweepUnconfirmedCancellations(
  deps: SettleDeps & { db: Database; jobs: Pick<JobQueue, 'send'> },
  now: Date,
): Promise<number> {
  const waiting = await deps.db
    .select({ journeyId: policies.journeyId, caseId: insurerCases.id, caseStatus: insurerCases.status })
    .from(policies)
    .leftJoin(insurerCases, eq(insurerCases.journeyId, policies.journeyId))
    // A minute old: a cancellation being made right now is its request's to finish, not the sweep's.
    .where(
      and(
        isNotNull(policies.cancelledAt),
        isNull(policies.cancelConfirmedAt),
        lt(policies.cancelledAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(50);
  for (const w of waiting)
    if (w.caseId && w.caseStatus === 'ISSUED') await deps.jobs.send('insurer-cancel', w.caseId);
    else await refundConfirmedCancellation(deps, w.journeyId, now);
  return waiting.length;
}

/** A refund shared by the payments it goes back against, in proportion to what each paid; the rounding to the first. */
function refundShares<T extends { amountPaise: number }>(kept: readonly T[], refundPaise: number): [T, number][] {
  const total = kept.reduce((sum, a) => sum + a.amountPaise, 0);
  const rest = kept.slice(1).map((a) => [a, Math.floor((refundPaise * a.amountPaise) / total)] as [T, number]);
  const first = kept[0];
  if (!first) return [];
  return [[first, refundPaise - rest.reduce((sum, [, r]) => sum + r, 0)], ...rest];
}
