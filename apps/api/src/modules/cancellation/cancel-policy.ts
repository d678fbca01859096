import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import type { SettleDeps } from '../payments/settle-payment.ts';
import { ALREADY_CANCELLED, type CancellationOf } from './cancellation-quote.ts';
import { refundConfirmedCancellation, type CancellationRefundStatus } from './refund-confirmed.ts';

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
 * The cancellation — its refund's amount and reason — and the caller's `record` are one transaction; then the insurer,
 * who issued the policy, is told — now, or by the `insurer-cancel` job until it has heard — and the refund follows its
 * confirmation (refund-confirmed.ts): now when it answers at once, else when the job hears it. AWAITING_INSURER meanwhile.
 */
export async function cancelPolicy(
  deps: CancelDeps,
  c: CancellationOf,
  opts: { now: Date; refundReason: string; record?: (tx: Database) => Promise<void> },
): Promise<{ status: CancellationRefundStatus }> {
  const done = await deps.db.transaction(async (tx) => {
    const cancelled = await tx
      .update(policies)
      .set({ cancelledAt: opts.now, cancelRefundPaise: c.refund.refundPaise, cancelReason: opts.refundReason })
      .where(and(eq(policies.id, c.policy.id), isNull(policies.cancelledAt)))
      .returning({ id: policies.id });
    if (cancelled.length === 0) return false;
    await opts.record?.(tx);
    return true;
  });
  if (!done) throw new AppError('CONFLICT', ALREADY_CANCELLED);

  // The insurer issued it, so the insurer cancels it (its reason the refund's); the refund follows its answer.
  await deps.insurers.cancelIssued(c.policy.journeyId);
  return { status: (await refundConfirmedCancellation(deps, c.policy.journeyId, opts.now)) ?? 'AWAITING_INSURER' };
}
