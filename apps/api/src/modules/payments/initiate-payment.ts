import type { TInitiatePaymentResponse } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { JourneyRow } from '../health-journeys/repository.ts';
import type { PaymentRepository } from './repository.ts';

/**
 * POST /v1/health/payments/initiate: a new attempt for the journey's own premium (never an amount from the
 * browser), opened with the gateway. A paid journey cannot be paid again; an unconfirmed one not yet.
 */
export async function initiatePayment(deps: { payments: PaymentRepository; provider: PaymentProvider }, journey: JourneyRow): Promise<TInitiatePaymentResponse> {
  if (journey.status === 'PAID' || (await deps.payments.successfulAttempt(journey.id))) throw new AppError('CONFLICT', 'This journey is already paid');
  if (journey.status !== 'CONFIRMED') throw new AppError('CONFLICT', 'Please review and confirm your details first');
  const amountPaise = Math.round(journey.premium.total_premium * 100);
  const attempt = await deps.payments.insertAttempt({ journeyId: journey.id, provider: deps.provider.id, amountPaise });
  let opened;
  try {
    opened = await deps.provider.createPayment({ id: attempt.id, amountPaise, journeyId: journey.id });
  } catch {
    await deps.payments.settle(attempt.id, 'FAILED', 'The payment gateway could not be reached');
    throw new AppError('SERVICE_UNAVAILABLE', 'Payment initiation failed');
  }
  await deps.payments.setOrderId(attempt.id, opened.providerOrderId);
  return { payment_attempt_id: attempt.id, payment_url: opened.paymentUrl };
}
