import type { TInsurerCaseResponse } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { decisionOfCase } from '../insurers/apply-insurer-answer.ts';
import type { InsurerDesk } from '../insurers/insurer-desk.ts';
import { openOnGateway } from './initiate-payment.ts';
import { issuePolicy, refundHeld } from './issue-policy.ts';
import type { AttemptRow, PaymentRepository, PolicyRow } from './repository.ts';
import type { SettleDeps } from './settle-payment.ts';

/** Why a counter-offer's difference goes back: the offer was no longer open when the money came. */
export const OFFER_CLOSED = 'The counter-offer was no longer open when this payment arrived';

/**
 * The buyer accepts the insurer's counter-offer (docs/product/insurer-cases.md): its difference is paid through the
 * gateway on an attempt of its own — never an amount from the browser, the offer's — and the insurer is told once
 * the money is kept (settleCounterOffer). An offer with nothing to pay (an exclusion alone) is accepted at once.
 * Only while the case waits on the offer and its premium is kept; a second tab's payment cancels the first's.
 */
export async function acceptCounterOffer(
  deps: { payments: PaymentRepository; provider: PaymentProvider; insurers: InsurerDesk },
  journeyId: string,
  sessionId: string,
): Promise<Pick<TInsurerCaseResponse, 'payment_attempt_id' | 'payment_url'>> {
  const row = await deps.insurers.cases.forJourney(journeyId);
  const offer = row && decisionOfCase(row)?.counter_offer;
  if (!row || !offer || row.status !== 'COUNTER_OFFER' || row.topUpAttemptId)
    throw new AppError('CONFLICT', 'The insurer is not waiting for this answer');
  if (offer.extra_premium_paise === 0) {
    await deps.insurers.acceptCounterOffer(journeyId, null);
    return { payment_attempt_id: null, payment_url: null };
  }
  const premium = await deps.payments.findAttempt(row.paymentAttemptId);
  const attempt = await deps.payments.openTopUp({
    journeyId,
    provider: deps.provider.id,
    amountPaise: offer.extra_premium_paise,
    snapshot: premium?.snapshot ?? null,
    sessionId,
  });
  return openOnGateway(deps, attempt, sessionId);
}

/**
 * A counter-offer's difference, kept (settle-payment.ts, a status read, reconciliation): the insurer is told of the
 * acceptance and the policy it issues is recorded on the premium's attempt. Money for an offer no longer open goes
 * back in full, once. Safe to call any number of times. Returns the journey's policy, if it has one now.
 */
export async function settleCounterOffer(deps: SettleDeps, topUp: AttemptRow): Promise<PolicyRow | undefined> {
  const row = await deps.insurers.acceptCounterOffer(topUp.journeyId, topUp);
  if (row === 'CLOSED') {
    await refundHeld(deps, topUp, OFFER_CLOSED);
    return undefined;
  }
  return row.status === 'ISSUED' ? issuePolicy(deps, row.paymentAttemptId) : undefined;
}
