import type { TAddonRequestItem, TAggregatedPremiumResponse, TPremiumBreakup } from '@kavach/domain';
import { addonPremiumChange, premiumSummaryOf } from '@kavach/domain/health/premium-summary';

/**
 * The plan page's premium before any journey exists (issue 17), in the shape the add-on panel reads: the priced
 * quote's breakup, the add-on choice it was priced with, and how far the add-ons moved it from the card's premium
 * (docs/decisions.md §4a; the same reason the journey's premium gives, journey-views.ts).
 */
export function planPremium(
  quoted: TPremiumBreakup,
  priced: TPremiumBreakup,
  selected: readonly TAddonRequestItem[],
  planType: TAggregatedPremiumResponse['member_coverage_plan_type'],
): TAggregatedPremiumResponse {
  const addonDelta = addonPremiumChange(quoted, priced);
  return {
    journey_id: '',
    ...premiumSummaryOf(priced),
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
