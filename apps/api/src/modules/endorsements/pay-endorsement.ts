import { indiaDate, toDisplayDate, type TInitiatePaymentResponse } from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { openOnGateway } from '../payments/initiate-payment.ts';
import { CHANGE_NOT_WAITING, type PaymentRepository, type PolicyRow } from '../payments/repository.ts';
import type { EndorsementRepository, EndorsementRow } from './repository.ts';

type PayDeps = { endorsements: EndorsementRepository; payments: PaymentRepository; provider: PaymentProvider };

/** The policy's own change, or 404: a change of another policy is not told apart from none. */
async function ownChange(deps: Pick<PayDeps, 'endorsements'>, policy: PolicyRow, id: string): Promise<EndorsementRow> {
  const row = await deps.endorsements.byId(id);
  if (!row || row.policyId !== policy.id) throw notFound('Change');
  return row;
}

/**
 * The buyer pays the insurer's price of a change (docs/product/endorsements.md): the gateway's page for exactly that
 * price — never an amount from the browser — on an attempt of its own, the change then waiting for that payment alone
 * (a second tab's cancels the first's). Only on the day the price is for: a price for a change from tomorrow, paid
 * tomorrow, would charge for a day already gone, so it is asked for again.
 */
export async function payEndorsement(
  deps: PayDeps,
  policy: PolicyRow,
  id: string,
  sessionId: string,
  now: Date,
): Promise<TInitiatePaymentResponse> {
  const row = await ownChange(deps, policy, id);
  if (row.status !== 'AWAITING_PAYMENT' || !row.premiumDifferencePaise)
    throw new AppError('CONFLICT', CHANGE_NOT_WAITING);
  if (policy.cancelledAt) throw new AppError('CONFLICT', 'This policy is cancelled: it cannot be changed');
  if (!row.effectiveOn || row.effectiveOn <= indiaDate(now))
    throw new AppError(
      'CONFLICT',
      `The insurer’s price was for the change from ${row.effectiveOn ? toDisplayDate(row.effectiveOn) : 'an earlier day'}: please ask for the change again for today’s price`,
    );
  const attempt = await deps.payments.openChangePayment(row.id, {
    journeyId: row.journeyId,
    provider: deps.provider.id,
    amountPaise: row.premiumDifferencePaise,
    snapshot: policy.snapshot,
    sessionId,
  });
  return openOnGateway(deps, attempt, sessionId);
}

/**
 * The buyer withdraws a priced change they have not paid for: it stops waiting, and a payment opened for it is closed
 * (money that still arrives for it goes back: change-payment.ts). A change paid for is with the insurer: 409.
 */
export async function withdrawEndorsement(
  deps: Pick<PayDeps, 'endorsements' | 'payments'>,
  policy: PolicyRow,
  id: string,
): Promise<EndorsementRow> {
  await ownChange(deps, policy, id);
  const row = await deps.endorsements.withdraw(id);
  if (!row) throw new AppError('CONFLICT', CHANGE_NOT_WAITING);
  if (row.paymentAttemptId) await deps.payments.fail(row.paymentAttemptId, 'The change was withdrawn');
  return row;
}
