import { z } from 'zod';
import { ZRowId, ZRupees } from '../wire';
import { ZMemberCoveragePlanType } from '../../constants/health-members';
import { ZPlanCardType, ZYesNo } from '../../constants/health';
import { ZPolicyPeriod, ZRoomRentType, ZHealthInsurerId } from '../../code-lists/cover';

export const ZAddonPremiumLine = z.object({
  addon_id: z.string(),
  addon_type: z.string(),
  display_name: z.string(),
  /** Negative for an add-on that lowers the premium (a voluntary co-payment, a deductible). */
  total_premium: z.number(),
  is_opted: ZYesNo,
});

/**
 * A premium breakup (docs/product/quotes.md §3, docs/product/review-payment-term-bike.md §3.8): annual base, add-ons,
 * multi-year discount, tax, total, monthly.
 */
export const ZPremiumBreakup = z.object({
  plan_id: z.string(),
  sum_insured: ZRupees,
  /** Health: the voluntary deductible a year the base premium is discounted for (0: none). Term and motor: absent. */
  deductible: ZRupees.optional(),
  policy_years: z.number(),
  base_premium: z.number(),
  total_addon_premium: z.number(),
  discount_amount: z.number(),
  tax: z.number(),
  total_premium: ZRupees,
  monthly_premium: z.number(),
  addons: z.array(ZAddonPremiumLine),
  /**
   * Each condition's loading and the member codes (SELF, FATHER, CHILD_01…) whose premium share it raises; premiums
   * priced before loadings were per member, and term's, name no members.
   */
  loadings: z.array(z.object({ condition: z.string(), percent: z.number(), members: z.array(z.string()).optional() })),
});
export type TPremiumBreakup = z.infer<typeof ZPremiumBreakup>;

export const ZHealthQuote = z.object({
  quote_id: ZRowId,
  quotation_list_id: ZRowId,
  plan_id: z.string(),
  insurer_id: ZHealthInsurerId,
  insurer_name: z.string(),
  plan_name: z.string(),
  insurer_logo_url: z.string(),
  sum_insured: ZRupees,
  policy_period: ZPolicyPeriod,
  member_coverage_plan_type: ZMemberCoveragePlanType,
  /** Value score: quality points per ₹10,000 of annual premium (packages/rating/README.md). Highest first. */
  priority: z.number(),
  plan_card_type: ZPlanCardType,
  room_rent_type: ZRoomRentType,
  maternity_cover: z.boolean(),
  maternity_waiting_period_months: z.number().nullable(),
  ped_waiting_period_months: z.number(),
  is_portable: z.boolean(),
  special_feature_tags: z.array(z.string()),
  claim_settlement_ratio: z.number(),
  /** The year of the published ratio (IRDAI annual report), and the plan's own co-payment and no-claim bonus rule. */
  claim_settlement_year: z.string().nullish(),
  cashless_hospitals: z.number(),
  co_payment_percent: z.number().nullish(),
  no_claim_bonus: z.string().nullish(),
  periodic_premium_breakups: ZPremiumBreakup,
  plan_premium_breakups: z.array(ZPremiumBreakup),
});
export type THealthQuote = z.infer<typeof ZHealthQuote>;
