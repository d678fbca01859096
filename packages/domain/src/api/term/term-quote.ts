import { z } from 'zod';
import { ZRowId, ZRupees } from '../wire';
import { ZYesNo } from '../../constants/health';
import { DEFAULT_TERM_COVER_TILL_AGE, TERM_COVER_TILL_AGES, TERM_PAYMENT_FREQUENCIES } from '../../constants/term';
import { ZTermNoQuoteReason } from '../../term/no-quote-reason';
import { ZTermCoverAmount } from '../../code-lists/cover';
import { DEFAULT_QUALIFICATION, ZIncomeBand, ZQualification } from '../../code-lists/proposal';
import { ZDob, ZPincodeValue } from '../../validation/fields';
import { zAddonChoices } from '../health/quote-request';
import { ZAddon, ZPlanFeature } from '../health/plan-information';
import { ZPremiumBreakup } from '../health/quote';
import { ZUpperGender, quotationListResponse, quoteRequestOpening, singleQuoteResponse } from '../quotation-list';

// docs/product/review-payment-term-bike.md §3.12–§3.16: the term quote request (async and single) and what the term
// list and detail read. The spec's YES/NO, or a boolean from a client that sends one.
const ZYesNoOrBoolean = z.union([ZYesNo, z.boolean().transform((b) => (b ? 'YES' : 'NO') as 'YES' | 'NO')]);

export const ZTermQuoteRequest = z
  .object({
    ...quoteRequestOpening('TERM_LIFE_INSURANCE'),
    insurer_id: z.string().max(64).nullish(),
    gender: ZUpperGender,
    dob: ZDob,
    occupation: z.literal('SALARIED').default('SALARIED'),
    annual_income: ZIncomeBand,
    education: ZQualification.default(DEFAULT_QUALIFICATION),
    is_smoker: ZYesNoOrBoolean,
    pincode: ZPincodeValue,
    sum_assured: ZTermCoverAmount,
    /** The age the cover runs till, as the buyer chose it; a plan that does not offer it is not quoted. */
    cover_till_age: z.literal(TERM_COVER_TILL_AGES).default(DEFAULT_TERM_COVER_TILL_AGE),
    // The term runs from the entry age to cover_till_age: sent by the browser, recomputed by the server.
    policy_term: z.number().int().min(-60).max(60).optional(),
    premium_paying_term: z.number().int().min(-60).max(60).optional(),
    payment_type: z.literal('REGULAR').default('REGULAR'),
    payment_frequency: z.enum(TERM_PAYMENT_FREQUENCIES).default('YEARLY'),
    payout_type: z.literal('LUMPSUM').default('LUMPSUM'),
    whole_life_cover: z.literal('NO').default('NO'),
    addons: zAddonChoices(20).default([]),
    filter_criteria: z
      .object({
        insurers: z
          .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
          .max(20)
          .default([]),
      })
      .strict()
      .nullish(),
  })
  .strict();
export type TTermQuoteRequest = z.infer<typeof ZTermQuoteRequest>;
export type TTermQuoteRequestInput = z.input<typeof ZTermQuoteRequest>;

export const ZTermQuote = z.object({
  quote_id: ZRowId,
  quotation_list_id: ZRowId,
  plan_id: z.string(),
  insurer_id: z.string(),
  insurer_name: z.string(),
  plan_name: z.string(),
  insurer_logo_url: z.string(),
  sum_insured: ZRupees,
  policy_term: z.number(),
  /** The age the cover runs till (absent from quotes stored before the buyer could choose it: 65). */
  cover_till_age: z.number().int().nullish(),
  claim_settlement_ratio: z.number(),
  claim_settlement_year: z.string().nullish(),
  /** How many riders the plan offers. */
  rider_count: z.number().nullish(),
  /**
   * Each cover rider's highest sum assured IRDAI's rider ceilings allow on this premium, alone; null when none
   * (ridersWithinCover). Absent from quotes stored before it was worked out.
   */
  rider_cover_limits: z.record(z.string(), ZRupees.nullable()).nullish(),
  /** Value score: quality points per ₹10,000 of annual premium (packages/rating/README.md). */
  priority: z.number(),
  periodic_premium_breakups: ZPremiumBreakup,
  plan_premium_breakups: z.array(ZPremiumBreakup),
});
export type TTermQuote = z.infer<typeof ZTermQuote>;

export const ZTermQuotationStatusResponse = quotationListResponse(ZTermQuote).extend({
  termlife_quotation_request: z.record(z.string(), z.unknown()),
  /** Why the list is empty, once it is complete with no quote; null otherwise. */
  no_quotes_reason: ZTermNoQuoteReason.nullish(),
});
export type TTermQuotationStatusResponse = z.infer<typeof ZTermQuotationStatusResponse>;

export const ZTermSingleQuoteResponse = singleQuoteResponse(ZTermQuote);

/** GET /v1/termlife/plan-information (docs/product/review-payment-term-bike.md §3.9). */
export const ZTermPlanInformationResponse = z.array(
  z.object({
    plan_id: z.string(),
    plan_meta_json: z.object({
      plan_name: z.string(),
      insurer_id: z.string(),
      insurer_name: z.string(),
      insurer_logo_url: z.string(),
      tagline: z.string(),
      claim_settlement_ratio: z.number(),
      claim_settlement_year: z.string(),
      max_cover: z.number(),
      min_entry_age: z.number(),
      max_entry_age: z.number(),
      /** The ages this plan's cover can run till, youngest first. */
      cover_till_ages: z.array(z.number()),
      features: z.array(ZPlanFeature),
    }),
    plan_config_json: z.object({ addons: z.array(ZAddon) }),
  }),
);
export type TTermPlanInformationResponse = z.infer<typeof ZTermPlanInformationResponse>;
