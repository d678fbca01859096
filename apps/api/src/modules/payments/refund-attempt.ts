import type { SettleDeps } from './settle-payment.ts';
import type { AttemptRow } from './repository.ts';

/**
 * Money an attempt may not keep goes back (docs/decisions.md §4): the attempt becomes REFUND_DUE exactly once (so one
 * caller, in one process, asks the gateway), then REFUNDED with the gateway's refund id. A refused or unreachable
 * refund stays REFUND_DUE — visible on the buyer's dashboard — and is asked for again on the next event or read.
 */
export async function refundAttempt(
  deps: SettleDeps,
  attempt: AttemptRow,
  reason: string,
  capturedPaise: number | null,
): Promise<void> {
  if (attempt.status === 'REFUNDED') return;
  const refundPaise = attempt.refundPaise ?? capturedPaise ?? attempt.amountPaise;
  if (attempt.status !== 'REFUND_DUE' && !(await deps.payments.markRefundDue(attempt.id, reason, refundPaise))) return;
  const provider = deps.providers.get(attempt.provider);
  // Exactly one caller asks the gateway at a time (a webhook repeat, the browser's return and a status read can
  // arrive together); the others leave it to that one.
  if (!provider || !(await deps.payments.claimRefund(attempt.id))) return;
  const current = (await deps.payments.findAttempt(attempt.id)) ?? attempt;
  let refunded = false;
  try {
    const { refundId } = await provider.refund({
      attemptId: current.id,
      providerPaymentId: current.providerPaymentId,
      providerOrderId: current.providerOrderId,
      amountPaise: current.refundPaise ?? refundPaise,
    });
    refunded = await deps.payments.markRefunded(current.id, refundId);
  } catch (err) {
    await deps.payments.releaseRefund(current.id);
    deps.log?.warn(
      { paymentAttemptId: current.id, err: err instanceof Error ? err.message : String(err) },
      'refund not done yet; it stays due',
    );
  }
  // Told once, by the caller that marked it refunded.
  const journey = refunded ? await deps.journeys.findById(current.journeyId) : undefined;
  if (journey)
    await deps.notices.tellBuyer(journey, current.id, {
      event: 'REFUND',
      amountRupees: (current.refundPaise ?? refundPaise) / 100,
      reason: current.failureReason ?? reason,
    });
}

/**
 * Asks the gateway now for a refund the caller has just marked due, and says where it stands after: REFUNDED, or
 * still REFUND_DUE (the gateway refused or was unreachable; reconciliation asks again).
 */
export async function refundDueNow(
  deps: SettleDeps,
  attemptId: string,
  reason: string,
): Promise<{ attempt: AttemptRow; status: 'REFUNDED' | 'REFUND_DUE' } | null> {
  const due = await deps.payments.findAttempt(attemptId);
  if (due) await refundAttempt(deps, due, reason, null);
  const attempt = (await deps.payments.findAttempt(attemptId)) ?? due;
  if (!attempt) return null;
  return { attempt, status: attempt.status === 'REFUNDED' ? 'REFUNDED' : 'REFUND_DUE' };
}
