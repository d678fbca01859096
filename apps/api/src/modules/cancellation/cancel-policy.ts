import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { refundDueNow } from '../payments/refund-attempt.ts';
import type { SettleDeps } from '../payments/settle-payment.ts';
import { ALREADY_CANCELLED, type CancellationOf } from './cancellation-quote.ts';

export type CancelDeps = SettleDeps & { db: Database };

/** What a cancellation needs of the app, for the buyer's routes and staff's alike. */
export const cancelDepsOf = (app: FastifyInstance, providers: ReadonlyMap<string, PaymentProvider>): CancelDeps => ({
  db: app.db,
  payments: createPaymentRepository(app.db),
  journeys: createJourneyRepository(app.db),
  verticals: app.verticals,
  providers,
  insurers: app.insurerDesk,
  notices: app.notices,
  log: app.log,
});

/**
 * Cancels a policy as `cancellationOf` worked it out, whoever asked (the buyer from the dashboard, staff for a
 * free-look return; docs/product/cancellation.md). Once: of two tabs, two staff or a replay, the second is told (409).
 * The cancellation, the refund's amount on each kept payment and the caller's `record` are one transaction; then the
 * insurer, who issued the policy, is told — now, or by the `insurer-cancel` job until it has heard — and the gateway is
 * asked for the refund (a refusal leaves it due, retried by reconciliation, as for every refund).
 */
export async function cancelPolicy(
  deps: CancelDeps,
  c: CancellationOf,
  opts: { now: Date; refundReason: string; record?: (tx: Database) => Promise<void> },
): Promise<{ status: 'REFUNDED' | 'REFUND_DUE' }> {
  const shares = refundShares(c.kept, c.refund.refundPaise).filter(([, paise]) => paise > 0);
  const done = await deps.db.transaction(async (tx) => {
    const cancelled = await tx
      .update(policies)
      .set({ cancelledAt: opts.now, cancelRefundPaise: c.refund.refundPaise })
      .where(and(eq(policies.id, c.policy.id), isNull(policies.cancelledAt)))
      .returning({ id: policies.id });
    if (cancelled.length === 0) return false;
    // The kept money becomes money to give back, for the refund's amount only: each payment its share, as each is
    // refunded against its own capture.
    for (const [a, refundPaise] of shares)
      await tx
        .update(paymentAttempts)
        .set({ status: 'REFUND_DUE', failureReason: opts.refundReason, refundPaise, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.id, a.id), eq(paymentAttempts.status, 'SUCCESS')));
    await opts.record?.(tx);
    return true;
  });
  if (!done) throw new AppError('CONFLICT', ALREADY_CANCELLED);

  // The insurer issued it, so the insurer cancels it (its reason the refund's); the refund follows its answer.
  await deps.insurers.cancelIssued(c.policy.journeyId);
  let status: 'REFUNDED' | 'REFUND_DUE' = 'REFUNDED';
  for (const [a] of shares)
    if ((await refundDueNow(deps, a.id, opts.refundReason))?.status !== 'REFUNDED') status = 'REFUND_DUE';
  return { status };
}

/** A refund shared by the payments it goes back against, in proportion to what each paid; the rounding to the first. */
function refundShares<T extends { amountPaise: number }>(kept: readonly T[], refundPaise: number): [T, number][] {
  const total = kept.reduce((sum, a) => sum + a.amountPaise, 0);
  const rest = kept.slice(1).map((a) => [a, Math.floor((refundPaise * a.amountPaise) / total)] as [T, number]);
  const first = kept[0];
  if (!first) return [];
  return [[first, refundPaise - rest.reduce((sum, [, r]) => sum + r, 0)], ...rest];
}
