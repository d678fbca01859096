import { INSURER_CASE_FINAL, indiaDate, MESSAGES } from '@kavach/domain';
import type { TInitiatePaymentResponse } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { InsurerCaseRepository } from '../insurers/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import { asPaid } from './journey-snapshot.ts';
import { ALREADY_PAID, type AttemptRow, type PaymentRepository } from './repository.ts';

export const RECONFIRM_MESSAGE =
  'Your details changed after you confirmed them. Please review and confirm again before paying.';
export const RECONFIRM_NEW_DAY = 'A premium holds for the day it was confirmed. Please confirm again before paying.';
/** A journey's one case with its insurer ended without a policy: paying again could never buy one. */
export const DECIDED_BY_INSURER =
  'The insurer did not issue a policy on this proposal, and the premium was refunded. Please start a new purchase.';
/** A payment captured after midnight for a premium the journey no longer earns: refunded (settle-payment.ts). */
export const PRICE_MOVED_OVERNIGHT =
  'The premium you confirmed held for the day you confirmed it, and it has changed since';

/**
 * POST /v1/health/payments/initiate: a new attempt for the confirmed snapshot's premium (never an amount from the
 * browser, never the live journey's), opened with the gateway. Any older open attempt is cancelled. A paid journey
 * cannot be paid again, nor one its insurer did not issue; an unconfirmed one — or one changed since it was confirmed
 * — not yet. Confirmation prices the journey as its facts stand that day (an age, a no-claim bonus), so a confirmation
 * from an earlier day (by the Indian calendar) is confirmed, and priced, again first; the site's Pay button always
 * confirms before it pays.
 */
export async function initiatePayment(
  deps: { payments: PaymentRepository; provider: PaymentProvider; insurerCases: InsurerCaseRepository },
  journey: Journey,
  sessionId: string,
  now = new Date(),
): Promise<TInitiatePaymentResponse> {
  // Money accepted but the policy not yet issued (status still CONFIRMED) is refused under the lock in openAttempt.
  if (journey.status === 'PAID') throw new AppError('CONFLICT', ALREADY_PAID);
  // A journey has one case with its insurer (docs/product/insurer-cases.md): once declined or withdrawn, its premium
  // was refunded and no policy can follow, so money paid again would be held for nothing.
  const withInsurer = await deps.insurerCases.forJourney(journey.id);
  if (withInsurer && INSURER_CASE_FINAL.includes(withInsurer.status))
    throw new AppError('CONFLICT', DECIDED_BY_INSURER);
  if (journey.status !== 'CONFIRMED' || !journey.confirmedSnapshot || !journey.confirmedAt)
    throw new AppError('CONFLICT', RECONFIRM_MESSAGE);
  if (indiaDate(journey.confirmedAt) !== indiaDate(now)) throw new AppError('CONFLICT', RECONFIRM_NEW_DAY);
  const snapshot = journey.confirmedSnapshot;
  // What the confirmation froze is what is charged, never the live row's premium.
  const amountPaise = Math.round(asPaid(journey, snapshot).premium.total_premium * 100);
  const attempt = await deps.payments.openAttempt({
    journeyId: journey.id,
    provider: deps.provider.id,
    amountPaise,
    snapshot,
    sessionId,
    confirmedAt: journey.confirmedAt,
  });
  return openOnGateway(deps, attempt, sessionId);
}

/**
 * An opened attempt's page on the gateway, for the browser to go to: a gateway that cannot be reached fails the attempt
 * (503); one superseded meanwhile by a racing initiation from another tab is never handed out as a dead link (409).
 */
export async function openOnGateway(
  deps: { payments: PaymentRepository; provider: PaymentProvider },
  attempt: AttemptRow,
  sessionId: string,
): Promise<TInitiatePaymentResponse> {
  let opened;
  try {
    opened = await deps.provider.createPayment({
      id: attempt.id,
      amountPaise: attempt.amountPaise,
      journeyId: attempt.journeyId,
      sessionId,
    });
  } catch {
    await deps.payments.fail(attempt.id, 'The payment gateway could not be reached');
    throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.PAYMENT_INITIATION_FAILED);
  }
  if ((await deps.payments.setOrderId(attempt.id, opened.providerOrderId)) !== 'PENDING')
    throw new AppError('CONFLICT', 'A newer payment for this policy was started in another window.');
  return { payment_attempt_id: attempt.id, payment_url: opened.paymentUrl };
}
