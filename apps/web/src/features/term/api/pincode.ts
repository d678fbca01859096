import type { TPincodeLookupResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

// spec 3 §7: GET /v1/utility/lookup/pincodes/{pincode} answers with the district (404 for an unknown code).
export function lookupPincode(pincode: string, signal?: AbortSignal): Promise<TPincodeLookupResponse> {
  return apiRequest<TPincodeLookupResponse>(
    `/v1/utility/lookup/pincodes/${encodeURIComponent(pincode)}`,
    signal ? { signal } : {},
  );
}
