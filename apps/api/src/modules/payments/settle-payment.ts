import { indiaDate } from '@kavach/domain';
import type { PaymentProvider, PaymentResult } from '../../providers/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { createJourneyRepository, type JourneyRepository } from '../journeys/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import type { Verticals } from '../journeys/vertical.ts';
import { earnsPrice } from './confirm-journey.ts';
import { PRICE_MOVED_OVERNIGHT } from './initiate-payment.ts';
import { issuePolicy } from './issue-policy.ts';
import { refundAttempt } from './refund-attempt.ts';
import { createPaymentRepository, type PaymentRepository } from './repository.ts';
import { createInsurerCaseRepository } from '../insurers/repository.ts';
import { continuationRefusal } from '../renewals/continuation.ts';
import type { InsurerDesk } from '../insurers/insurer-desk.ts';
import type { Notices } from '../notices/notices.ts';

export type SettleDeps = {
  payments: PaymentRepository;
  journeys: JourneyRepository;
  verticals: Verticals;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** The insurers who underwrite and issue (modules/insurers): a kept premium's case goes to them. */
  insurers: InsurerDesk;
  /** Tells the buyer of an issued policy, a refund (modules/notices). */
  notices: Notices;
  log?: { warn: (obj: object, msg: string) => void };
};

const WRONG_AMOUNT = 'The amount paid does not match the premium';
const ALREADY_PAID = 'This policy was already paid for';
export const PAID_TWICE = 'This payment was made a second time for the same order, so it is refunded';

/**
 * Applies a verified gateway result (from the browser return or the webhook, whichever comes first). A failure
 * closes a PENDING attempt. Money is kept only by the journey's current attempt, for exactly its amount, and only
 * once per journey, at a price the journey still earns; any other money that arrives — on a cancelled or superseded
 * attempt, a second success, a wrong amount, a capture after midnight at a premium that has moved — is recorded and
 * refunded through the gateway. Repeats change nothing.
 */
export async function settlePayment(deps: SettleDeps, provider: string, result: PaymentResult): Promise<string | null> {
  // By attempt id (the sandbox, a browser return) the journey's policy comes with the attempt: a repeat needs no more.
  const found = result.attemptId
    ? await deps.payments.findAttemptWithPolicy(result.attemptId)
    : result.providerOrderId
      ? { attempt: await deps.payments.findAttemptByOrder(provider, result.providerOrderId), policy: undefined }
      : undefined;
  const attempt = found?.attempt;
  if (!attempt || attempt.provider !== provider) return null;
  if (result.status === 'FAILED') {
    await deps.payments.fail(attempt.id, result.reason);
    return attempt.id;
  }
  const amountOk = result.amountPaise === null || result.amountPaise === attempt.amountPaise;
  // The same capture told twice (the browser's return after the webhook or the card page): the money is already
  // accepted for this attempt, so there is nothing to accept again — only the policy to find or issue.
  const repeat =
    attempt.status === 'SUCCESS' &&
    amountOk &&
    (!result.providerPaymentId || result.providerPaymentId === attempt.providerPaymentId);
  if (repeat) {
    if (!found.policy) await issuePolicy(deps, attempt);
    return attempt.id;
  }
  // Only a premium is priced on its day: a counter-offer's difference or a change's price is the insurer's, as asked.
  const priced = attempt.purpose === 'PREMIUM' ? keepsPrice(deps.verticals, new Date()) : undefined;
  const won = amountOk
    ? await deps.payments.succeed(attempt.id, result.providerPaymentId ?? null, priced, refusalOnCapture)
    : undefined;
  if (won && won !== 'PRICE_MOVED' && !('refused' in won)) {
    await issuePolicy(deps, won.attempt, won.journey);
    return attempt.id;
  }
  // Money this attempt may not keep: only a capture names the payment to refund (a declined try's id is not one).
  if (result.providerPaymentId && !(await deps.payments.setPaymentId(attempt.id, result.providerPaymentId)))
    return null;
  const current = await deps.payments.findAttempt(attempt.id);
  // Erased between the two reads (an unpaid journey's account deleted): there is nothing this result settles.
  if (!current) return null;
  // A capture other than the one the attempt holds (kept, or being refunded already): the buyer paid twice on one
  // order. That money is refunded from a record of its own; what the attempt holds stays as it is.
  if (result.providerPaymentId && current.providerPaymentId && result.providerPaymentId !== current.providerPaymentId) {
    const extra = await deps.payments.recordExtraCapture(
      current,
      result.providerPaymentId,
      result.amountPaise ?? current.amountPaise,
      PAID_TWICE,
    );
    if (extra) await refundAttempt(deps, extra, PAID_TWICE, null);
    if (current.status === 'SUCCESS') await issuePolicy(deps, current.id);
    return attempt.id;
  }
  if (current.status === 'SUCCESS') await issuePolicy(deps, current.id);
  else {
    // A cancelled attempt keeps the reason it was cancelled for (the buyer changed their details, or paid anew).
    const reason = !amountOk
      ? WRONG_AMOUNT
      : won === 'PRICE_MOVED'
        ? PRICE_MOVED_OVERNIGHT
        : won && 'refused' in won
          ? won.refused
          : current.status === 'CANCELLED' && current.failureReason
            ? current.failureReason
            : ALREADY_PAID;
    await refundAttempt(deps, current, reason, result.amountPaise);
  }
  return attempt.id;
}

/**
 * A renewal's or a move's money, captured while the other way of continuing the policy kept money first: refunded,
 * saying why (continuation.ts). `initiate` refuses to open such a payment, but two opened before either was paid can
 * be paid at once, in two processes.
 */
const refusalOnCapture = (tx: Database, journey: Journey) =>
  continuationRefusal(
    {
      journeys: createJourneyRepository(tx),
      payments: createPaymentRepository(tx),
      cases: createInsurerCaseRepository(tx),
    },
    journey,
  );

/**
 * Whether money captured `now` may be kept for the journey (read under its lock) at the price it confirmed. A premium
 * holds for the Indian day it was confirmed on, and `initiate` opens no payment on a later day; but a checkout
 * opened before midnight can be paid after it. Then the money is kept only if the journey still earns that price on
 * the day of capture (no birthday, no lapsed no-claim bonus in between); otherwise it is refunded, and confirming
 * again shows the new premium. A journey its plan no longer covers earns no price at all.
 */
function keepsPrice(verticals: Verticals, now: Date) {
  return (journey: Journey) =>
    !journey.confirmedAt || indiaDate(journey.confirmedAt) === indiaDate(now) || earnsPrice(verticals, journey, now);
}
