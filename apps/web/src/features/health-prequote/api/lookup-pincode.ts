import type { TPincodeLookupResponse } from '@kavach/domain/api/utility/pincode-lookup';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

// spec 1 §7: GET /v1/utility/lookup/pincodes/{pincode} gives the district and state to show and store.
export function lookupPincode(pincode: string): Promise<TPincodeLookupResponse> {
  return apiRequest<TPincodeLookupResponse>(`/v1/utility/lookup/pincodes/${encodeURIComponent(pincode)}`);
}

/**
 * A mutation rather than a query: the lookup is fired by the sixth digit (spec 1 §4), and a 404 is an
 * answer ("invalid pincode") that must not be retried or refetched.
 */
export function useLookupPincode() {
  return useMutation({ mutationFn: lookupPincode, retry: false });
}
