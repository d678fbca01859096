import { issuePolicy } from './issue-policy.ts';
import { refundAttempt } from './refund-attempt.ts';
import type { SettleDeps } from './settle-payment.ts';

/** How often the server looks for money work left unfinished (a refund the gateway refused, a crash before issue). */
export const RECONCILE_INTERVAL_MS = 60_000;

/**
 * Finishes what an outage or a crash left behind, without waiting for the buyer to come back: refunds still due
 * are asked for again (one caller at a time, by the claim in `refundAttempt`), and accepted payments get their
 * policy (once, by the unique journey key). Safe to run in every process at once.
 */
export async function reconcilePayments(deps: SettleDeps): Promise<number> {
  const pending = await deps.payments.unfinished();
  for (const attempt of pending) {
    if (attempt.status === 'SUCCESS') await issuePolicy(deps, attempt.id);
    else await refundAttempt(deps, attempt, attempt.failureReason ?? '', null);
  }
  return pending.length;
}
