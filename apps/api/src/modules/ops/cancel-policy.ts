import {
  FREE_LOOK_REFUND_REASON,
  VERTICAL_REGISTRY,
  freeLookLastDay,
  freeLookRefundPaise,
  freeLookStampDutyPaise,
  indiaDate,
  type TOpsFreeLookCancelResponse,
  type TOpsFreeLookQuoteResponse,
  type JourneyVertical,
} from '@kavach/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { decisionOfCase } from '../insurers/apply-insurer-answer.ts';
import { verticalOf } from '../journeys/vertical.ts';
import { asPaid } from '../payments/journey-snapshot.ts';
import { refundDueNow } from '../payments/refund-attempt.ts';
import type { PolicyRow } from '../payments/repository.ts';
import type { SettleDeps } from '../payments/settle-payment.ts';
import { createStaffRepository, type StaffRow } from './repository.ts';

/** `auditKey` seals the decision's audit entry into the log's chain (audit-chain.ts). */
export type CancelDeps = SettleDeps & { db: Database; auditKey: Buffer };

/** The day a free-look period for this policy ends, or null where the product has none (motor). */
export function freeLookUntil(policy: Pick<PolicyRow, 'issuedAt'>, vertical: JourneyVertical): string | null {
  return VERTICAL_REGISTRY[vertical].freeLook ? freeLookLastDay(indiaDate(policy.issuedAt)) : null;
}

/**
 * What a free-look return of the policy gives back today (IRDAI 2024): the premium — with an accepted counter-offer's
 * difference paid on top, for the same cover — less the risk premium for the days on cover (a share of the period that
 * premium paid for, as the product states it), the stamp duty at the product's rate and the medical examinations the
 * insurer paid for. Refused (409) for a policy cancelled already, a motor policy, or one past its free look.
 */
export async function freeLookRefundOf(deps: SettleDeps, policyNumber: string, now: Date) {
  const policy = await deps.payments.policyByNumber(policyNumber);
  if (!policy) throw notFound('Policy');
  const journey = await deps.journeys.findById(policy.journeyId);
  if (!journey) throw notFound('Policy');
  if (policy.cancelledAt) throw new AppError('CONFLICT', 'This policy was already cancelled');
  const until = freeLookUntil(policy, journey.vertical);
  if (!until || journey.vertical === 'MOTOR') throw new AppError('CONFLICT', 'A motor policy has no free-look period');
  const today = indiaDate(now);
  if (today > until) throw new AppError('CONFLICT', `The free-look period of this policy ended on ${until}`);
  const attempt = await deps.payments.findAttempt(policy.paymentAttemptId);
  if (!attempt || attempt.status !== 'SUCCESS') throw new AppError('CONFLICT', 'This policy has no payment to refund');
  const withInsurer = await deps.insurers.cases.forJourney(policy.journeyId);
  const topUp = withInsurer?.topUpAttemptId ? await deps.payments.findAttempt(withInsurer.topUpAttemptId) : undefined;
  const kept = [attempt, ...(topUp?.status === 'SUCCESS' ? [topUp] : [])];
  const premiumPaise = kept.reduce((sum, a) => sum + a.amountPaise, 0);
  // The product states how much cover the premium paid for (a term premium: one year of its term), from the paid
  // snapshot; and the sum assured its stamp duty is charged on.
  const paid = asPaid(journey, policy.snapshot);
  const { policy: product } = verticalOf(deps.verticals, paid);
  const paidMonths = product.paidMonths(paid);
  const sumInsured = product.sumInsured?.(paid) ?? paid.premium.sum_insured ?? 0;
  // What the insurer says it paid for the examinations it asked for.
  const medicalCostsPaise = (withInsurer ? (decisionOfCase(withInsurer)?.requirements ?? []) : [])
    .filter((r) => r.status === 'DONE')
    .reduce((sum, r) => sum + (r.cost_paise ?? 0), 0);
  const refund = freeLookRefundPaise({
    premiumPaise,
    startDate: policy.startDate,
    paidMonths,
    cancelledOn: today,
    stampDutyPaise: freeLookStampDutyPaise(journey.vertical, sumInsured),
    medicalCostsPaise,
  });
  return { policy, attempt, kept, premiumPaise, paidMonths, refund };
}

/** GET /v1/ops/policies/:policy_number/free-look-refund: what a return would give back today, before staff confirm. */
export async function freeLookQuote(
  deps: SettleDeps,
  policyNumber: string,
  now = new Date(),
): Promise<TOpsFreeLookQuoteResponse> {
  const { premiumPaise, refund } = await freeLookRefundOf(deps, policyNumber, now);
  return { premium: premiumPaise / 100, ...refundWords(refund) };
}

const refundWords = (refund: ReturnType<typeof freeLookRefundPaise>) => ({
  amount: refund.refundPaise / 100,
  risk_premium: refund.riskPremiumPaise / 100,
  stamp_duty: refund.stampDutyPaise / 100,
  medical_costs: refund.medicalCostsPaise / 100,
  days_on_cover: refund.daysOnCover,
});

/**
 * POST /v1/ops/policies/:policy_number/free-look-cancel (issue 19). The buyer returned a health or life policy
 * within 30 days of receiving it: the policy is cancelled and what `freeLookRefundOf` works out goes back through the
 * gateway. Once: of two staff (or two tabs) the second is told (409); the cancellation, the refund's amount and the
 * audit entry are one transaction, then the gateway is asked (a refusal leaves the refund due, retried by
 * reconciliation, as for every refund).
 */
export async function cancelInFreeLook(
  deps: CancelDeps,
  member: StaffRow,
  policyNumber: string,
  now = new Date(),
): Promise<TOpsFreeLookCancelResponse> {
  const { policy, attempt, kept, premiumPaise, paidMonths, refund } = await freeLookRefundOf(deps, policyNumber, now);

  const done = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const cancelled = await tx
      .update(policies)
      .set({ cancelledAt: now, cancelRefundPaise: refund.refundPaise })
      .where(and(eq(policies.id, policy.id), isNull(policies.cancelledAt)))
      .returning({ id: policies.id });
    if (cancelled.length === 0) return false;
    // The kept money becomes money to give back, for the refund's amount only: each payment its share, as each is
    // refunded against its own capture.
    for (const [a, refundPaise] of refundShares(kept, refund.refundPaise))
      await tx
        .update(paymentAttempts)
        .set({ status: 'REFUND_DUE', failureReason: FREE_LOOK_REFUND_REASON, refundPaise, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.id, a.id), eq(paymentAttempts.status, 'SUCCESS')));
    await createStaffRepository(tx, deps.auditKey).audit(member, {
      action: 'FREE_LOOK_CANCEL',
      target: policy.policyNumber,
      before: { cancelled: false, premium_paise: premiumPaise },
      after: {
        cancelled: true,
        refund_paise: refund.refundPaise,
        risk_premium_paise: refund.riskPremiumPaise,
        stamp_duty_paise: refund.stampDutyPaise,
        medical_costs_paise: refund.medicalCostsPaise,
        days_on_cover: refund.daysOnCover,
        paid_months: paidMonths,
      },
    });
    return true;
  });
  if (!done) throw new AppError('CONFLICT', 'This policy was already cancelled');

  const refunded = await refundDueNow(deps, attempt.id, FREE_LOOK_REFUND_REASON);
  if (kept[1]) await refundDueNow(deps, kept[1].id, FREE_LOOK_REFUND_REASON);
  // The insurer issued it, so the insurer cancels it too (now, or by the queue until it has heard).
  await deps.insurers.cancelIssued(policy.journeyId);
  return {
    policy_number: policy.policyNumber,
    cancelled_at: now.toISOString(),
    refund: {
      ...refundWords(refund),
      status: refunded?.status ?? 'REFUND_DUE',
    },
  };
}

/** A refund shared by the payments it goes back against, in proportion to what each paid; the rounding to the first. */
function refundShares<T extends { amountPaise: number }>(kept: readonly T[], refundPaise: number): [T, number][] {
  const total = kept.reduce((sum, a) => sum + a.amountPaise, 0);
  const rest = kept.slice(1).map((a) => [a, Math.floor((refundPaise * a.amountPaise) / total)] as [T, number]);
  const first = kept[0];
  if (!first) return [];
  return [[first, refundPaise - rest.reduce((sum, [, r]) => sum + r, 0)], ...rest];
}
