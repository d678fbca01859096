import { MESSAGES, indiaDate } from '@kavach/domain';
import type { Journey } from '../journeys/journey.ts';
import { verticalOf } from '../journeys/vertical.ts';
import { asPaid } from './journey-snapshot.ts';
import { kycGate } from './kyc-gate.ts';
import { refundAttempt } from './refund-attempt.ts';
import type { AttemptRow, PolicyRow } from './repository.ts';
import { earnsPrice } from './confirm-journey.ts';
import type { SettleDeps } from './settle-payment.ts';
import { settleCounterOffer } from './counter-offer-payment.ts';
import { settleChangePayment } from './change-payment.ts';

/**
 * Records the journey's policy for its successful attempt as its insurer issued it (docs/decisions.md §4b): Kavach is
 * the broker and never mints a policy number. The first call once the money is kept and KYC allows opens the case
 * with the insurer and submits the snapshot that attempt paid for — never the live journey; the policy is recorded
 * when the insurer's issued policy comes back (at once for a straight-through case, later by callback or poll). Safe to call any number of times, from a webhook, a redirect or a status read:
 * the first call issues, every other finds it already there. The journey's KYC decides whether it may (kyc-gate.ts).
 * Given the attempt's row, the caller vouches that it was read after its last change (it saves a read on the hot
 * path: a payment's return and status). Returns the journey's policy, if it has one now.
 */
export async function issuePolicy(
  deps: SettleDeps,
  attemptOrId: AttemptRow | string,
  capturedOn?: Journey,
  retried = false,
): Promise<PolicyRow | undefined> {
  const attempt = typeof attemptOrId === 'string' ? await deps.payments.findAttempt(attemptOrId) : attemptOrId;
  if (!attempt || attempt.status !== 'SUCCESS') return undefined;
  // A counter-offer's difference, paid: the insurer is told of the acceptance, and issues on the premium's case.
  if (attempt.purpose === 'COUNTER_OFFER') return settleCounterOffer(deps, attempt);
  // A change's price, paid: the change goes to the insurer (or the money back, when no change waits for it).
  if (attempt.purpose === 'ENDORSEMENT') return settleChangePayment(deps, attempt);
  // `capturedOn`: the caller has just accepted this money under the journey's lock, and read the journey there. No
  // policy could exist before that acceptance; one issued since by a racing reader is found by the insert below.
  if (!capturedOn) {
    const existing = await deps.payments.policyFor(attempt.journeyId);
    if (existing) return existing;
  }
  const journey = capturedOn ?? (await deps.journeys.findById(attempt.journeyId));
  if (!journey) return undefined;
  // Issue 19: documents staff have not approved hold the policy; rejected ones send the money back.
  const gate = kycGate(journey, attempt.snapshot);
  if (gate.action === 'HOLD') return undefined;
  if (gate.action === 'REFUND') {
    await refundHeld(deps, attempt, gate.reason);
    return undefined;
  }
  const paid = asPaid(journey, attempt.snapshot);
  // Once the insurer has the proposal, its decision stands on the premium it was submitted with: the checks below
  // decide only whether to submit at all.
  const withInsurer = await deps.insurers.cases.forJourney(journey.id);
  // Money held for the KYC review buys cover from the day after the approval, not after the payment: the premium
  // paid must be the one that day earns (a birthday, an older vehicle, a lapsed no-claim bonus in between), as at a
  // capture after midnight (settle-payment.ts). If it is not, the money goes back and confirming again shows the new
  // one.
  // So must money kept on an earlier Indian day than this one (a failure between capture and issue, finished by the
  // sweep): cover is never backdated, so it starts later than the premium was worked out for.
  const now = new Date();
  const late = attempt.keptAt !== null && indiaDate(attempt.keptAt) < indiaDate(now);
  if (!withInsurer && (gate.afterReview || late) && !earnsPrice(deps.verticals, paid, now)) {
    await refundHeld(
      deps,
      attempt,
      gate.afterReview ? MESSAGES.KYC_HELD_PRICE_MOVED : MESSAGES.ISSUED_LATE_PRICE_MOVED,
    );
    return undefined;
  }
  const vertical = verticalOf(deps.verticals, paid);
  // The insurer sets the period (from the day after issue, or later where the product says so) and the number.
  const fromInsurer = await deps.insurers.issuedPolicy(attempt, paid.insurerId, withInsurer ?? null);
  if (!fromInsurer) return undefined;
  const { startDate, endDate } = fromInsurer;
  const insured = vertical.policy.insuredOnce;
  const covers = insured?.covers(paid, startDate) ?? [];
  const issued = await deps.payments.insertPolicy({
    journeyId: journey.id,
    policyNumber: fromInsurer.policyNumber,
    productUin: fromInsurer.productUin,
    paymentAttemptId: attempt.id,
    startDate,
    endDate,
    snapshot: attempt.snapshot,
    extraPremiumPaise: fromInsurer.extraPremiumPaise,
    covers,
    alsoKnownAs: insured?.alsoKnownAs,
  });
  // What was paid for changed since it was read here (the account was deleted, reducing it): decide again, once, on
  // what is stored now. A reduced record has no KYC result, so its money is refunded (kyc-gate.ts).
  if (issued === 'STALE') return retried ? undefined : issuePolicy(deps, attempt.id, undefined, true);
  if (!issued) return issued;
  if (!('clashes' in issued)) {
    // Whoever recorded it first or found it here, the notice is queued once (its key is the policy's).
    await deps.notices.policyIssued(journey, issued);
    return issued;
  }
  // Two purchases of one vehicle's cover were paid for (two tabs confirmed before either paid): the first stands.
  // Only a vertical's own covers clash, so it has the words.
  if (insured) {
    await refundHeld(deps, attempt, insured.clashWords(issued.clashes, covers, paid.userId).words);
    // The insurer issued this one too: it is told to cancel it.
    await deps.insurers.cancelIssued(journey.id);
  }
  return undefined;
}

/** Kept money no policy may be issued for: refunded in full, once, saying why. */
export async function refundHeld(deps: SettleDeps, attempt: AttemptRow, reason: string): Promise<void> {
  if (!(await deps.payments.markHeldRefundDue(attempt.id, reason))) return;
  const due = await deps.payments.findAttempt(attempt.id);
  if (due) await refundAttempt(deps, due, reason, null);
}
