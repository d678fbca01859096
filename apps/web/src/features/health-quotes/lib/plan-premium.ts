import type { TAddonRequestItem, TAggregatedPremiumResponse, TPremiumBreakup } from '@kavach/domain';

/**
 * The plan page's premium before any journey exists (issue 17), in the shape the add-on panel reads: the priced
 * quote's breakup, the add-on choice it was priced with, and how far the add-ons moved it from the card's premium
 * (DESIGN.md §4a; the same reason the journey's premium gives, journey-views.ts).
 */
export function planPremium(
  quoted: TPremiumBreakup,
  priced: TPremiumBreakup,
  selected: readonly TAddonRequestItem[],
  planType: TAggregatedPremiumResponse['member_coverage_plan_type'],
): TAggregatedPremiumResponse {
  const addonDelta = (priced.total_addon_premium - quoted.total_addon_premium) * priced.policy_years;
  return {
    journey_id: '',
    premium_summary: {
      monthly_premium: priced.monthly_premium,
      total_premium: priced.total_premium,
      base_premium: priced.base_premium,
      tax: priced.tax,
      total_addon_premium: priced.total_addon_premium,
      discount_amount: priced.discount_amount,
      period_years: priced.policy_years,
      period_base_premium: priced.base_premium * priced.policy_years,
      period_addon_premium: priced.total_addon_premium * priced.policy_years,
    },
    plan_premium_breakups: [
      {
        plan_id: priced.plan_id,
        sum_insured: priced.sum_insured,
        policy_years: priced.policy_years,
        monthly_premium: priced.monthly_premium,
        base_premium: priced.base_premium,
        total_premium: priced.total_premium,
        addons: priced.addons,
      },
    ],
    selected_addons: [...selected],
    member_coverage_plan_type: planType,
    premium_changes: addonDelta === 0 ? [] : [{ reason: 'Add-ons you changed', amount: addonDelta }],
  };
}

/** The add-on choice kept in the page's history entry, so a reload prices the plan with it again. */
export function addonsFromState(state: unknown): TAddonRequestItem[] {
  const addons = (state as { addons?: unknown } | null)?.addons;
  return Array.isArray(addons) ? (addons as TAddonRequestItem[]) : [];
}
