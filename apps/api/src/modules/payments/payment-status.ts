import type { TPaymentStatusResponse } from '@kavach/domain';
import { issuePolicy } from './issue-policy.ts';
import type { SettleDeps } from './settle-payment.ts';
import type { AttemptRow } from './repository.ts';

const MESSAGES = {
  SUCCESS: 'Your payment was successful and your policy has been issued.',
  FAILED: 'Your payment could not be completed.',
  PENDING: 'Payment status is pending. Please wait...',
} as const;

/**
 * The attempt as the browser sees it (spec 3 §3.10). A success whose policy is missing (a crash between the
 * two) is repaired here, so any status read issues it — still exactly once.
 */
export async function paymentStatus(deps: SettleDeps, attempt: AttemptRow): Promise<TPaymentStatusResponse> {
  const status = attempt.status as TPaymentStatusResponse['status'];
  if (status === 'SUCCESS') await issuePolicy(deps, attempt);
  const policy = status === 'SUCCESS' ? await deps.payments.policyFor(attempt.journeyId) : undefined;
  return {
    status,
    message: MESSAGES[status],
    payment_attempt_id: attempt.id,
    journey_id: attempt.journeyId,
    total_number: attempt.amountPaise / 100,
    policy_number: policy?.policyNumber ?? null,
    failure_reason: attempt.failureReason,
  };
}
