import { z } from 'zod';
import { ZRowId } from './wire';
import { ZPollingStatus, ZQuoteRequestType } from '../constants/health';

// What the health and term quote calls have in common (docs/product/quotes.md §3–§4,
// docs/product/review-payment-term-bike.md §3.12–§3.16): the fields a quote request opens with, gender and pincode as
// clients send them, and the two answers that carry a quotation list.

/** Gender in whichever case the client stores it (Male, male, MALE), upper-cased for the wire. */
export const ZUpperGender = z
  .enum(['MALE', 'FEMALE', 'Male', 'Female', 'male', 'female'])
  .transform((g) => g.toUpperCase() as 'MALE' | 'FEMALE');

/** The fields every quote request opens with, for the vertical's plan category (HEALTH_INSURANCE…), its own to name. */
export function quoteRequestOpening<C extends string>(planCategory: C) {
  return {
    request_type: ZQuoteRequestType,
    plan_category: z.literal(planCategory).default(planCategory),
    // The buyer is known from the session, never from the body; accepted and ignored for the spec's payload.
    user_id: z.string().max(64).nullish(),
    quote_id: z.string().max(64).nullish(),
    plan_id: z.string().max(64).nullish(),
  };
}

/**
 * GET /v1/{vertical}/async-quote/{quotation_list_id}: the list as far as it has come (the vertical adds its request).
 */
export function quotationListResponse<Q extends z.ZodType>(quote: Q) {
  return z.object({
    quotation_list_id: ZRowId,
    quotation_status: z.object({
      polling_status: ZPollingStatus,
      quotes_expected: z.number(),
      quotes_received: z.number(),
    }),
    quotation_list: z.array(quote),
  });
}

/** POST /v1/{vertical}/single-quote: one plan, priced now. */
export function singleQuoteResponse<Q extends z.ZodType>(quote: Q) {
  return z.object({
    quotation_list_id: ZRowId,
    quotation_list: z.array(quote).min(1),
    // A single quote is not stored (issue 14): pass this to initiate-journey to act on it within the hour.
    quote_token: z.string(),
  });
}
