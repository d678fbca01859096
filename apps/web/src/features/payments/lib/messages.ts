import { MESSAGES } from '@kavach/domain';
import { ApiError } from '../../../shared/api/client.ts';

// docs/product/review-payment-term-bike.md §8: the payment pages' texts are MESSAGES in @kavach/domain, shared with the
// server.

/** The status pages' message for a failed status call: not found (404, or no ids at all) or not verified. */
export function statusErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? MESSAGES.PAYMENT_INFO_NOT_FOUND_CONTACT
    : MESSAGES.PAYMENT_VERIFY_FAILED_CONTACT;
}
