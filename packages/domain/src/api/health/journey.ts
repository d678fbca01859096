import { z } from 'zod';
import { ZRowId, ZRupees } from '../wire';
import { ZMemberCoveragePlanType } from '../../constants/health-members';
import { ZAddonPremiumLine } from './quote';
import { ZAddonRequestItem, zAddonChoices } from './quote-request';
import { JOURNEY_REF } from '../journey-ref';

// POST /v1/health/journey/initiate-journey (docs/product/quotes.md §7).
export const ZInitiateJourneyRequest = z
  .object({
    quote_id: z.uuid('Unknown quote'),
    plan_id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown plan'),
    insurer_id: z.string().max(64),
    // The journey belongs to the caller's session (and user after OTP login); a body user_id is ignored.
    user_id: z.string().max(64).nullish(),
    // A single quote's token (issue 14): the quote is stored, priced again by the server, when acted on.
    quote_token: z.string().max(16_384, 'Invalid quote token').optional(),
  })
  .strict();
export type TInitiateJourneyRequest = z.infer<typeof ZInitiateJourneyRequest>;

export const ZInitiateJourneyResponse = z.object({ journey_id: ZRowId });

export const ZJourneyParams = z.object(JOURNEY_REF);

// PUT /v1/health/journey/{journey_id}/addons (docs/decisions.md §2): the buyer's add-on choice, re-priced.
export const ZJourneyAddonsRequest = z.object({ addons: zAddonChoices(30) }).strict();
export type TJourneyAddonsRequest = z.infer<typeof ZJourneyAddonsRequest>;

// GET /v1/health/journey/aggregated-premium-details/{journey_id} (docs/product/review-payment-term-bike.md §3.8).
export const ZAggregatedPremiumResponse = z.object({
  journey_id: ZRowId,
  premium_summary: z.object({
    monthly_premium: z.number(),
    total_premium: ZRupees,
    base_premium: z.number(),
    tax: z.number(),
    total_addon_premium: z.number(),
    discount_amount: z.number(),
    /** The voluntary deductible a year the base premium was discounted for: claims are paid above it (0: none). */
    deductible: ZRupees,
    /** The base and add-on premiums are annual; these are their totals over the policy period, as charged. */
    period_years: z.number(),
    period_base_premium: z.number(),
    period_addon_premium: z.number(),
  }),
  plan_premium_breakups: z.array(
    z.object({
      plan_id: z.string(),
      sum_insured: ZRupees,
      policy_years: z.number(),
      monthly_premium: z.number(),
      base_premium: z.number(),
      total_premium: ZRupees,
      addons: z.array(ZAddonPremiumLine),
    }),
  ),
  /** The add-on choice saved on the journey, with its option values, so a client can send it back whole. */
  selected_addons: z.array(ZAddonRequestItem),
  member_coverage_plan_type: ZMemberCoveragePlanType,
  /** Why the premium differs from the quote card, when it does (docs/decisions.md §4a); empty when it does not. */
  premium_changes: z.array(z.object({ reason: z.string(), amount: z.number() })),
});
export type TAggregatedPremiumResponse = z.infer<typeof ZAggregatedPremiumResponse>;
