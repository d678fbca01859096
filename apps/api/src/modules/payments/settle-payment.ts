import type { PaymentResult } from '../../providers/payments/payment-provider.ts';
import type { JourneyRepository } from '../health-journeys/repository.ts';
import { issuePolicy } from './issue-policy.ts';
import type { PaymentRepository } from './repository.ts';

export type SettleDeps = { payments: PaymentRepository; journeys: JourneyRepository };

/**
 * Applies a verified gateway result (from the browser return or the webhook, whichever comes first). An amount
 * that is not the attempt's own turns a success into a failure: the server's premium is the only price.
 */
export async function settlePayment(deps: SettleDeps, provider: string, result: PaymentResult): Promise<string | null> {
  const attempt = result.attemptId ? await deps.payments.findAttempt(result.attemptId) : result.providerOrderId ? await deps.payments.findAttemptByOrder(provider, result.providerOrderId) : undefined;
  if (!attempt || attempt.provider !== provider) return null;
  const amountOk = result.amountPaise === null || result.amountPaise === attempt.amountPaise;
  const status = result.status === 'SUCCESS' && amountOk ? 'SUCCESS' : 'FAILED';
  const reason = amountOk ? result.reason : 'The amount paid does not match the premium';
  await deps.payments.settle(attempt.id, status, reason);
  const current = await deps.payments.findAttempt(attempt.id);
  if (current?.status === 'SUCCESS') await issuePolicy(deps, current);
  return attempt.id;
}
