import { refundHeld } from './issue-policy.ts';
import type { AttemptRow, PolicyRow } from './repository.ts';
import type { SettleDeps } from './settle-payment.ts';

/** Why a change's price goes back: no change was waiting for it (withdrawn, or paid from another tab first). */
export const CHANGE_CLOSED = 'The change was no longer waiting for this payment';

/**
 * A change's price, kept (settle-payment.ts, a status read, reconciliation; docs/product/endorsements.md): the change
 * it pays for goes to the insurer, once; money no change waits for goes back in full, once. Safe to call any number of
 * times. Returns the journey's policy.
 */
export async function settleChangePayment(deps: SettleDeps, paid: AttemptRow): Promise<PolicyRow | undefined> {
  if ((await deps.insurers.changePaid(paid)) === 'CLOSED') await refundHeld(deps, paid, CHANGE_CLOSED);
  return deps.payments.policyFor(paid.journeyId);
}
