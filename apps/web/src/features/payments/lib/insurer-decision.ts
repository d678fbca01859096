import type { TPaymentStatusResponse } from '@kavach/domain';

/**
 * Paid, then refunded on the insurer's word — a decline, or its counter-offer declined (docs/product/insurer-cases.md):
 * the success page says what the insurer decided. It is not a failed payment, and paying again would buy nothing.
 */
export const refundedOnInsurersWord = (result: Pick<TPaymentStatusResponse, 'status' | 'with_insurer'>): boolean =>
  result.status === 'FAILED' && result.with_insurer === true;
