import { z } from 'zod';

// spec 1 §7 / spec 3 §7: GET /v1/utility/lookup/pincodes/{pincode} — district and state.
export const ZPincodeLookupParams = z.object({
  pincode: z.string().regex(/^\d{6}$/, 'Enter a valid 6-digit pincode'),
});

export const ZPincodeLookupResponse = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
});
export type TPincodeLookupResponse = z.infer<typeof ZPincodeLookupResponse>;
