import { FREE_LOOK_REFUND_REASON, MESSAGES, type TPaymentStatusResponse } from '@kavach/domain';
import { stageOf } from '../insurers/insurer-desk.ts';
import { issuePolicy } from './issue-policy.ts';
import { kycGate } from './kyc-gate.ts';
import { verticalOf } from '../journeys/vertical.ts';
import { refundAttempt } from './refund-attempt.ts';
import type { SettleDeps } from './settle-payment.ts';
import type { AttemptRow, PolicyRow } from './repository.ts';

const STATUS_MESSAGES = {
  SUCCESS: MESSAGES.PAYMENT_SUCCEEDED,
  FAILED: MESSAGES.PAYMENT_NOT_COMPLETED,
  PENDING: MESSAGES.PAYMENT_PENDING,
} as const;

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/**
 * The attempt as the browser sees it (docs/product/review-payment-term-bike.md §3.10: PENDING, SUCCESS or FAILED). A
 * cancelled attempt reads as failed with its reason; money that was refunded says so, with the amount. A success whose
 * policy is missing (a crash between the two) is repaired here, and so is a refund still due — each still exactly once.
 */
export async function paymentStatus(
  deps: SettleDeps,
  read: { attempt: AttemptRow; policy: PolicyRow | undefined },
): Promise<TPaymentStatusResponse> {
  let attempt = read.attempt;
  // A policy returned in its free-look period was paid for and issued: the payment that bought it (only that one, not
  // a declined attempt before it) stays a success with the policy (its schedule says CANCELLED), and the message says
  // what came back of it — never a failure to retry.
  const returned = read.policy?.cancelledAt && read.policy.paymentAttemptId === attempt.id ? read.policy : undefined;
  // The route has just read the attempt and the journey's policy: a paid one issued already needs no more reads.
  const policy = attempt.status === 'SUCCESS' ? (read.policy ?? (await issuePolicy(deps, attempt))) : returned;
  // Paid and still no policy: held for the KYC review, or refunded just now by issuing (a price that moved, a vehicle
  // insured meanwhile), which this read then says.
  if (attempt.status === 'SUCCESS' && !policy) attempt = (await deps.payments.findAttempt(attempt.id)) ?? attempt;
  if (attempt.status === 'REFUND_DUE') {
    await refundAttempt(deps, attempt, attempt.failureReason ?? '', null);
    attempt = (await deps.payments.findAttempt(attempt.id)) ?? attempt;
  }
  const status: TPaymentStatusResponse['status'] = returned
    ? 'SUCCESS'
    : attempt.status === 'SUCCESS' || attempt.status === 'PENDING'
      ? attempt.status
      : 'FAILED';
  // Paid while staff check the KYC documents: the money is held and the policy follows their approval (issue 19).
  const held = status === 'SUCCESS' && !policy && (await kycHolds(deps, attempt));
  // Paid and KYC clear, and the insurer has not issued yet — or declined, and the premium went back: where it stands
  // with the insurer (docs/decisions.md §4b). A decline reads as FAILED with_insurer: the insurer's word, not a
  // payment to try again.
  const refunded = attempt.status === 'REFUNDED' || attempt.status === 'REFUND_DUE';
  const withInsurer = !policy && !held && (status === 'SUCCESS' || refunded) ? await insurerStage(deps, attempt) : null;
  return {
    status,
    message: returned
      ? (refundNote(attempt) ?? FREE_LOOK_REFUND_REASON)
      : held
        ? MESSAGES.PAYMENT_HELD_FOR_KYC
        : (withInsurer ?? STATUS_MESSAGES[status]),
    held_for_kyc: held,
    with_insurer: withInsurer !== null,
    payment_attempt_id: attempt.id,
    journey_id: attempt.journeyId,
    total_number: attempt.amountPaise / 100,
    policy_number: policy?.policyNumber ?? null,
    failure_reason: refundNote(attempt),
    // A declined or unreachable gateway (FAILED) or an attempt closed before paying (CANCELLED) took nothing; money
    // that came and went back (REFUND_DUE, REFUNDED) is said in failure_reason instead.
    no_money_taken: attempt.status === 'FAILED' || attempt.status === 'CANCELLED',
    ...(attempt.purpose === 'ENDORSEMENT' ? { for_change: true } : {}),
  };
}

function refundNote(attempt: AttemptRow): string | null {
  const refund = rupees(attempt.refundPaise ?? attempt.amountPaise);
  if (attempt.status === 'REFUNDED')
    return `${attempt.failureReason ?? 'This payment was not needed'}. ${refund} has been refunded to you.`;
  if (attempt.status === 'REFUND_DUE')
    return `${attempt.failureReason ?? 'This payment was not needed'}. ${refund} will be refunded to you.`;
  return attempt.failureReason;
}

async function insurerStage(deps: SettleDeps, attempt: AttemptRow): Promise<string | null> {
  const journey = await deps.journeys.findById(attempt.journeyId);
  const row = journey && (await deps.insurers.cases.forJourney(journey.id));
  // This payment's own case only (its premium, or the counter-offer's difference paid on top): money refunded for
  // another reason (a newer payment started) is not the insurer's.
  if (!journey || !row || (row.paymentAttemptId !== attempt.id && row.topUpAttemptId !== attempt.id)) return null;
  const { insurer_name } = verticalOf(deps.verticals, journey).describe(journey);
  return stageOf(row, insurer_name, attempt).words;
}

async function kycHolds(deps: SettleDeps, attempt: AttemptRow): Promise<boolean> {
  const journey = await deps.journeys.findById(attempt.journeyId);
  return journey !== undefined && kycGate(journey, attempt.snapshot).action === 'HOLD';
}
