import { z } from 'zod';
import { ZPincode } from '../../validation/fields';

// docs/product/quotes.md §7 / docs/product/review-payment-term-bike.md §7: GET /v1/utility/lookup/pincodes/{pincode} —
// district and state.
export const ZPincodeLookupParams = z.object({
  pincode: ZPincode,
});

export const ZPincodeLookupResponse = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
});
export type TPincodeLookupResponse = z.infer<typeof ZPincodeLookupResponse>;
