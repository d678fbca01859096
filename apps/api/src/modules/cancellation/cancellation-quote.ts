import {
  CLAIM_FINAL,
  VERTICAL_REGISTRY,
  cancellationRefund,
  freeLookLastDay,
  freeLookStampDutyPaise,
  indiaDate,
  type CancellationRefund,
  type TCancellationQuoteResponse,
} from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import { decisionOfCase } from '../insurers/apply-insurer-answer.ts';
import type { Journey } from '../journeys/journey.ts';
import { verticalOf } from '../journeys/vertical.ts';
import { asPaid } from '../payments/journey-snapshot.ts';
import type { AttemptRow, PolicyRow } from '../payments/repository.ts';
import { createClaimRepository } from '../claims/repository.ts';
import type { CancelDeps } from './cancel-policy.ts';
import { portStanding } from '../renewals/port-standing.ts';
import { renewalStanding } from '../renewals/renew-policy.ts';

/** The day a free-look period for this policy ends, or null where the product has none (motor). */
/** The free look's last day; none for a renewal (a new policy's right, docs/product/cancellation.md). */
export function freeLookUntil(
  policy: Pick<PolicyRow, 'issuedAt'>,
  journey: Pick<Journey, 'vertical' | 'renewalOfPolicyId'>,
): string | null {
  return VERTICAL_REGISTRY[journey.vertical].freeLook && !journey.renewalOfPolicyId
    ? freeLookLastDay(indiaDate(policy.issuedAt))
    : null;
}

export const ALREADY_CANCELLED = 'This policy was already cancelled';
export const PORTED_NOT_CANCELLED =
  'This policy is continued by a policy with another insurer, which credits its waiting periods: it cannot be cancelled while that one is paid for.';
export const CLAIM_OPEN_NOT_CANCELLED =
  'This policy has a claim the insurer is still deciding: it can be cancelled once the claim is settled or rejected.';
export const RENEWED_NOT_CANCELLED =
  'This policy has been renewed, and its renewal rests on it: cancel the renewal instead, or contact us.';

/** A policy's cancellation as it would be made now: the refund, and the kept payments it goes back against. */
export type CancellationOf = {
  policy: PolicyRow;
  journey: Journey;
  /** The premium's payment, then an accepted counter-offer's difference paid on top, when kept. */
  kept: [AttemptRow, ...AttemptRow[]];
  paidMonths: number;
  refund: CancellationRefund;
};

/**
 * What cancelling the policy on `now` gives back (docs/product/cancellation.md): the premium kept for it — with an
 * accepted counter-offer's difference, for the same cover — by the free-look rule within the period, else by the
 * product's short-period scale. The free look keeps the stamp duty at the product's rate (on the sum assured its
 * schedule states) and the medical examinations the insurer says it paid for. Refused (409) for a policy cancelled
 * already, one whose cover has ended, one with no kept payment, or one with a claim open.
 */
export async function cancellationOf(
  deps: CancelDeps,
  policy: PolicyRow,
  journey: Journey,
  now: Date,
): Promise<CancellationOf> {
  if (policy.cancelledAt) throw new AppError('CONFLICT', ALREADY_CANCELLED);
  const today = indiaDate(now);
  if (today > policy.endDate) throw new AppError('CONFLICT', 'This policy has ended: there is nothing to cancel');
  const attempt = await deps.payments.findAttempt(policy.paymentAttemptId);
  if (!attempt || attempt.status !== 'SUCCESS') throw new AppError('CONFLICT', 'This policy has no payment to refund');
  // Its renewal rests on it (the waiting periods served, the bonus): while one is paid or issued it stays.
  const renewal = await renewalStanding(
    { journeys: deps.journeys, payments: deps.payments, cases: deps.insurers.cases },
    policy.id,
  );
  if (renewal.kind === 'WITH_INSURER' || renewal.kind === 'ISSUED')
    throw new AppError('CONFLICT', RENEWED_NOT_CANCELLED);
  // Nor while a move to another insurer is paid or issued: that policy's credit rests on this one running to its end.
  const moving = await portStanding(
    { journeys: deps.journeys, payments: deps.payments, cases: deps.insurers.cases },
    policy.id,
  );
  if (moving.kind === 'WITH_INSURER' || moving.kind === 'ISSUED') throw new AppError('CONFLICT', PORTED_NOT_CANCELLED);
  // A claim the insurer is still deciding is decided on this policy: it is cancelled once the claim is settled or
  // rejected. One made (not rejected) keeps health's premium (`claimMade`).
  const claims = await createClaimRepository(deps.db).forPolicy(policy.id);
  const open = claims.find((c) => !CLAIM_FINAL.includes(c.status));
  if (open) throw new AppError('CONFLICT', CLAIM_OPEN_NOT_CANCELLED);
  const withInsurer = await deps.insurers.cases.forJourney(policy.journeyId);
  const topUp = withInsurer?.topUpAttemptId ? await deps.payments.findAttempt(withInsurer.topUpAttemptId) : undefined;
  // The premium, a counter-offer's difference, and the prices of changes the insurer made (a higher IDV): each its share.
  const changes = (await deps.payments.keptChangePayments(policy.journeyId)).filter((a) => a.status === 'SUCCESS');
  const kept: CancellationOf['kept'] = [attempt, ...(topUp?.status === 'SUCCESS' ? [topUp] : []), ...changes];
  // The product states how much cover the premium paid for (a term premium: one year of its term), from the paid
  // snapshot; and the sum assured its stamp duty is charged on.
  const paid = asPaid(journey, policy.snapshot);
  const { policy: product } = verticalOf(deps.verticals, paid);
  const paidMonths = product.paidMonths(paid);
  const sumInsured = product.sumInsured?.(paid) ?? paid.premium.sum_insured ?? 0;
  const refund = cancellationRefund({
    vertical: journey.vertical,
    issuedOn: indiaDate(policy.issuedAt),
    premiumPaise: kept.reduce((sum, a) => sum + a.amountPaise, 0),
    startDate: policy.startDate,
    paidMonths,
    cancelledOn: today,
    stampDutyPaise: journey.vertical === 'MOTOR' ? 0 : freeLookStampDutyPaise(journey.vertical, sumInsured),
    renewal: journey.renewalOfPolicyId !== null,
    claimMade: claims.some((c) => c.status !== 'REJECTED'),
    // What the insurer says it paid for the examinations it asked for.
    medicalCostsPaise: (withInsurer ? (decisionOfCase(withInsurer)?.requirements ?? []) : [])
      .filter((r) => r.status === 'DONE')
      .reduce((sum, r) => sum + (r.cost_paise ?? 0), 0),
  });
  return { policy, journey, kept, paidMonths, refund };
}

/** The quote as the buyer reads it, in rupees. */
export function quoteWords(c: CancellationOf): TCancellationQuoteResponse {
  const { refund } = c;
  return {
    policy_number: c.policy.policyNumber,
    window: refund.window,
    free_look_until: refund.freeLookUntil,
    premium: refund.premiumPaise / 100,
    refund: refund.refundPaise / 100,
    refund_paise: refund.refundPaise,
    deductions: refund.deductions.map((d) => ({ label: d.label, amount: d.paise / 100 })),
    days_on_cover: refund.daysOnCover,
    basis: refund.basis,
  };
}
