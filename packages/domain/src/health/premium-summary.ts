import type { TAggregatedPremiumResponse } from '../api/health/journey';
import type { TPremiumBreakup } from '../api/health/quote';

type Summary = Pick<TAggregatedPremiumResponse, 'premium_summary' | 'plan_premium_breakups'>;

/**
 * docs/product/review-payment-term-bike.md §3.8: a priced plan as the review and add-on panel read it. The whole
 * period's base and add-on premiums are worked out here, once, so neither app multiplies money on its own (issue 16).
 */
export function premiumSummaryOf(p: TPremiumBreakup): Summary {
  return {
    premium_summary: {
      monthly_premium: p.monthly_premium,
      total_premium: p.total_premium,
      base_premium: p.base_premium,
      tax: p.tax,
      total_addon_premium: p.total_addon_premium,
      discount_amount: p.discount_amount,
      deductible: p.deductible ?? 0,
      period_years: p.policy_years,
      period_base_premium: p.base_premium * p.policy_years,
      period_addon_premium: p.total_addon_premium * p.policy_years,
    },
    plan_premium_breakups: [
      {
        plan_id: p.plan_id,
        sum_insured: p.sum_insured,
        policy_years: p.policy_years,
        monthly_premium: p.monthly_premium,
        base_premium: p.base_premium,
        total_premium: p.total_premium,
        addons: p.addons,
      },
    ],
  };
}

/** How far the add-ons chosen moved the premium over the whole period from the quote card's (docs/decisions.md §4a). */
export const addonPremiumChange = (quoted: TPremiumBreakup, priced: TPremiumBreakup) =>
  (priced.total_addon_premium - quoted.total_addon_premium) * priced.policy_years;
