import { z } from 'zod';
import { isOneOf } from './option';
import type { JourneyVertical, PaymentRecordStatus } from '../code-lists/cover';

export const PAYMENT_STATUSES = ['SUCCESS', 'PAY_IN_SUCCESS', 'FAILED', 'PENDING'] as const;

/** The two states of money being given back. */
export const REFUND_STATUSES = ['REFUND_DUE', 'REFUNDED'] as const satisfies readonly PaymentRecordStatus[];
export const ZRefundStatus = z.enum(REFUND_STATUSES);

/** docs/product/review-payment-term-bike.md §4.10: SUCCESS and PAY_IN_SUCCESS both mean paid. */
export function isPaymentSuccess(status: string): boolean {
  return status === 'SUCCESS' || status === 'PAY_IN_SUCCESS';
}

// docs/product/review-payment-term-bike.md §2.8: the vertical is the first path segment of the page.
export const VERTICALS = ['health-insurance', 'term-insurance', 'bike-insurance'] as const;
export type Vertical = (typeof VERTICALS)[number];
export const DEFAULT_VERTICAL: Vertical = 'health-insurance';

/**
 * A journey's API prefix (/v1/{prefix}/journey/…, /payments/…, /policy/…): the spec names health's; term follows its
 * quotes.
 */
export const JOURNEY_API_PREFIXES = { HEALTH: 'health', TERM: 'termlife', MOTOR: 'motor' } as const satisfies Readonly<
  Record<JourneyVertical, string>
>;
/** The page a journey's buyer works in (/{page}/proposal, /{page}/{provider}/redirect). */
export const JOURNEY_PAGES = {
  HEALTH: 'health-insurance',
  TERM: 'term-insurance',
  MOTOR: 'bike-insurance',
} as const satisfies Readonly<Record<JourneyVertical, Vertical>>;

// docs/product/review-payment-term-bike.md §7: the same verticals as they appear in API paths
// (/{health|term|motor}/payments/...).
export const API_VERTICALS = ['health', 'term', 'motor'] as const;
export type ApiVertical = (typeof API_VERTICALS)[number];
export const ZApiVertical = z.enum(API_VERTICALS);
export const VERTICAL_API_NAMES = {
  'health-insurance': 'health',
  'term-insurance': 'term',
  'bike-insurance': 'motor',
} as const satisfies Readonly<Record<Vertical, ApiVertical>>;

/** docs/product/review-payment-term-bike.md §2.8: the vertical named by a page path, health-insurance when none is. */
export function verticalFromPath(pathname: string): Vertical {
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  return isOneOf(VERTICALS, first) ? first : DEFAULT_VERTICAL;
}

/**
 * docs/product/review-payment-term-bike.md §4.11: 'health-policy-' plus the policy number, or 'document' when there is
 * none.
 */
export function policyFileName(policyNumber: string | null | undefined, vertical: JourneyVertical = 'HEALTH'): string {
  return `${{ HEALTH: 'health', TERM: 'term', MOTOR: 'motor' }[vertical]}-policy-${policyNumber || 'document'}.pdf`;
}

// docs/product/review-payment-term-bike.md §9.
export const PAYMENT_RETRY_WINDOW_HOURS = 24;
export const PAYMENT_SUCCESS_POLL_INTERVAL_MS = 3000;
export const PAYMENT_PROCESSING_POLL_INTERVAL_MS = 2000;
export const PAYMENT_PROCESSING_INITIAL_DELAY_MS = 1000;
export const REVIEW_MAX_ADDONS = 6;
