import {
  FREE_LOOK_REFUND_REASON,
  VERTICAL_REGISTRY,
  type CancellationRefund,
  type TOpsFreeLookCancelResponse,
  type TOpsFreeLookQuoteResponse,
} from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cancelPolicy, type CancelDeps } from '../cancellation/cancel-policy.ts';
import { cancellationOf } from '../cancellation/cancellation-quote.ts';
import { createStaffRepository, type StaffRow } from './repository.ts';

/** `auditKey` seals the decision's audit entry into the log's chain (audit-chain.ts). */
export type StaffCancelDeps = CancelDeps & { auditKey: Buffer };

/**
 * A free-look return as staff make it, on the buyer's word by phone or letter: the cancellation the buyer could make
 * from the dashboard (modules/cancellation), refused (409) when it would not be a free-look return — a motor policy,
 * or one past its free look, whose cancellation the buyer makes themselves by the short-period scale.
 */
async function freeLookReturnOf(deps: CancelDeps, policyNumber: string, now: Date) {
  const policy = await deps.payments.policyByNumber(policyNumber);
  const journey = policy && (await deps.journeys.findById(policy.journeyId));
  if (!policy || !journey) throw notFound('Policy');
  if (!VERTICAL_REGISTRY[journey.vertical].freeLook)
    throw new AppError('CONFLICT', 'A motor policy has no free-look period');
  const c = await cancellationOf(deps, policy, journey, now);
  if (c.refund.window !== 'FREE_LOOK')
    throw new AppError('CONFLICT', `The free-look period of this policy ended on ${c.refund.freeLookUntil}`);
  return c;
}

const refundWords = (refund: CancellationRefund) => ({
  amount: refund.refundPaise / 100,
  risk_premium: refund.kept.forCoverPaise / 100,
  stamp_duty: refund.kept.stampDutyPaise / 100,
  medical_costs: refund.kept.medicalCostsPaise / 100,
  days_on_cover: refund.daysOnCover,
});

/** GET /v1/ops/policies/:policy_number/free-look-refund: what a return would give back today, before staff confirm. */
export async function freeLookQuote(
  deps: CancelDeps,
  policyNumber: string,
  now = new Date(),
): Promise<TOpsFreeLookQuoteResponse> {
  const { refund } = await freeLookReturnOf(deps, policyNumber, now);
  return { premium: refund.premiumPaise / 100, ...refundWords(refund) };
}

/**
 * POST /v1/ops/policies/:policy_number/free-look-cancel (issue 19). The buyer returned a health or life policy
 * within 30 days of receiving it: cancelled as any cancellation is (`cancelPolicy`), with the audit entry of who did it
 * and the figures in the same transaction.
 */
export async function cancelInFreeLook(
  deps: StaffCancelDeps,
  member: StaffRow,
  policyNumber: string,
  now = new Date(),
): Promise<TOpsFreeLookCancelResponse> {
  const c = await freeLookReturnOf(deps, policyNumber, now);
  const { refund } = c;
  const { status } = await cancelPolicy(deps, c, {
    now,
    refundReason: FREE_LOOK_REFUND_REASON,
    record: (tx) =>
      createStaffRepository(tx, deps.auditKey).audit(member, {
        action: 'FREE_LOOK_CANCEL',
        target: c.policy.policyNumber,
        before: { cancelled: false, premium_paise: refund.premiumPaise },
        after: {
          cancelled: true,
          refund_paise: refund.refundPaise,
          risk_premium_paise: refund.kept.forCoverPaise,
          stamp_duty_paise: refund.kept.stampDutyPaise,
          medical_costs_paise: refund.kept.medicalCostsPaise,
          days_on_cover: refund.daysOnCover,
          paid_months: c.paidMonths,
        },
      }),
  });
  return {
    policy_number: c.policy.policyNumber,
    cancelled_at: now.toISOString(),
    refund: { ...refundWords(refund), status },
  };
}
