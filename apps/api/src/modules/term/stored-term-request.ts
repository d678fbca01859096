import { ZTermQuoteRequest } from '@kavach/domain';
import { z } from 'zod';

/**
 * A term journey's request as stored: the quote's (ZTermQuoteRequest, whose checks hold on any later day), with the
 * policy term it was priced for (entry age to cover_till_age) and the place its pincode resolved to.
 */
export const ZStoredTermRequest = z.object({
  ...ZTermQuoteRequest.shape,
  policy_term: z.number().int(),
  premium_paying_term: z.number().int().optional(),
  pincode_details: z.object({ district: z.string(), state: z.string() }),
});
export type StoredTermRequest = z.output<typeof ZStoredTermRequest>;

/**
 * What every term journey's request keeps, a paid one's after account deletion too (TERM_RETAINED): whose life is
 * covered, for how much, for how long and paid how often. The schedule and the policy's term read only this.
 */
export const ZTermCoverOnRecord = ZStoredTermRequest.pick({
  dob: true,
  gender: true,
  sum_assured: true,
  policy_term: true,
  cover_till_age: true,
  payment_frequency: true,
});
