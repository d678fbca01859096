import { ApiError } from '../../../shared/api/client.ts';

// spec 3 §8, the payment pages' texts.
export const STATUS_NOT_FOUND = 'Payment information not found. Please contact support.';
export const STATUS_VERIFY_FAILED = 'Failed to verify payment status. Please contact support.';
export const PENDING_MESSAGE = 'Payment status is pending. Please wait...';
export const DOWNLOAD_FAILED = 'Failed to download policy. Please try again or contact support.';
export const DECLINED_FALLBACK = 'Payment was declined by your bank or payment provider';
export const FAILED_NOT_FOUND = 'Payment information not found';
export const FAILED_UNVERIFIED = 'Unable to verify payment status';
export const FAILED_DEFAULT_TEXT = 'Your payment could not be processed. This might be due to insufficient funds, card limits, or technical issues.';
export const RETRY_FALLBACK = 'Failed to retry payment. Please try again.';
export const PAYMENT_URL_MISSING = 'Payment URL not received';

/** The status pages' message for a failed status call: not found (404, or no ids at all) or not verified. */
export function statusErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? STATUS_NOT_FOUND : STATUS_VERIFY_FAILED;
}

// Sandbox installation values; an operator puts the real helpline here (spec 3 §2.7: static text).
export const SUPPORT_PHONE = '1800 123 4455';
export const SUPPORT_EMAIL = 'support@kavach.example';
