import { z } from 'zod';
import type { PaymentRecordStatus } from '../code-lists/cover';
import { VERTICAL_REGISTRY, type JourneyVertical } from '../verticals/registry';

export const PAYMENT_STATUSES = ['SUCCESS', 'PAY_IN_SUCCESS', 'FAILED', 'PENDING'] as const;

/** The two states of money being given back. */
export const REFUND_STATUSES = ['REFUND_DUE', 'REFUNDED'] as const satisfies readonly PaymentRecordStatus[];
export const ZRefundStatus = z.enum(REFUND_STATUSES);

/** docs/product/review-payment-term-bike.md §4.10: SUCCESS and PAY_IN_SUCCESS both mean paid. */
export function isPaymentSuccess(status: string): boolean {
  return status === 'SUCCESS' || status === 'PAY_IN_SUCCESS';
}

/**
 * docs/product/review-payment-term-bike.md §4.11: '{vertical}-policy-' plus the policy number, or 'document' when there
 * is none.
 */
export function policyFileName(policyNumber: string | null | undefined, vertical: JourneyVertical): string {
  return `${VERTICAL_REGISTRY[vertical].paymentsApi}-policy-${policyNumber || 'document'}.pdf`;
}

// docs/product/review-payment-term-bike.md §9.
export const PAYMENT_RETRY_WINDOW_HOURS = 24;
export const PAYMENT_SUCCESS_POLL_INTERVAL_MS = 3000;
export const PAYMENT_PROCESSING_POLL_INTERVAL_MS = 2000;
export const PAYMENT_PROCESSING_INITIAL_DELAY_MS = 1000;
export const REVIEW_MAX_ADDONS = 6;
