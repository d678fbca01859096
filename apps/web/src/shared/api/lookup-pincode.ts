import { ZPincodeLookupResponse } from '@kavach/domain/api/utility/pincode-lookup';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

// docs/product/quotes.md §7 / docs/product/review-payment-term-bike.md §7: GET /v1/utility/lookup/pincodes/{pincode}
// gives the district and state to show and store (404 for an unknown code). `signal` drops a lookup the buyer has typed
// past.
export function lookupPincode(pincode: string, signal?: AbortSignal) {
  return apiRequest(`/v1/utility/lookup/pincodes/${encodeURIComponent(pincode)}`, {
    schema: ZPincodeLookupResponse,
    ...(signal ? { signal } : {}),
  });
}

/**
 * A mutation rather than a query: the lookup is fired by the sixth digit (docs/product/quotes.md §4), and a 404 is an
 * answer ("invalid pincode") that must not be retried or refetched.
 */
export const lookupPincodeMutation = () =>
  mutationOptions({ mutationFn: (pincode: string) => lookupPincode(pincode), retry: false });
