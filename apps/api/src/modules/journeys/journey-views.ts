import type { TAggregatedPremiumResponse } from '@kavach/domain';
import { addonPremiumChange, premiumSummaryOf } from '@kavach/domain/health/premium-summary';
import type { JourneyRow } from './repository.ts';

/** spec 3 §3.8, plus the reasons the premium moved from the quote card (DESIGN.md §4a). */
export function toAggregatedPremium(journey: JourneyRow): TAggregatedPremiumResponse {
  const p = journey.premium;
  const quoted = journey.quotedPremium;
  const changes: TAggregatedPremiumResponse['premium_changes'] = [];
  const addonDelta = addonPremiumChange(quoted, p);
  if (addonDelta !== 0) changes.push({ reason: 'Add-ons you changed', amount: addonDelta });
  const rest = p.total_premium - quoted.total_premium - addonDelta;
  // A declaration that loads the premium (term life) says so; anything else is a re-price on the journey's facts.
  const loaded = JSON.stringify(p.loadings ?? []) !== JSON.stringify(quoted.loadings ?? []);
  if (rest !== 0)
    changes.push({
      reason: loaded ? 'Your declaration: loadings and smoker status' : 'Re-priced for your journey',
      amount: rest,
    });
  return {
    journey_id: journey.id,
    ...premiumSummaryOf(p),
    selected_addons: journey.addons,
    member_coverage_plan_type:
      journey.quoteRequest.member_coverage_plan_type ??
      (journey.quoteRequest.member_covered?.length > 1 ? 'FAMILY_FLOATER' : 'INDIVIDUAL'),
    premium_changes: changes,
  };
}
