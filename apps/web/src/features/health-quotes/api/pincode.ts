import type { TPincodeLookupResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

export const lookupPincode = (pincode: string) =>
  apiRequest<TPincodeLookupResponse>(`/v1/utility/lookup/pincodes/${encodeURIComponent(pincode)}`);
