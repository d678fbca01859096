import { addedLoadings, declaredConditionsReason, type TAggregatedPremiumResponse } from '@kavach/domain';
import { addonPremiumChange, premiumSummaryOf } from '@kavach/domain/health/premium-summary';
import type { CatalogueText } from '@kavach/rating';
import { isJourneyOf, type Journey } from './journey.ts';

/**
 * docs/product/review-payment-term-bike.md §3.8, plus the reasons the premium moved from the quote card
 * (docs/decisions.md §4a).
 */
export function toAggregatedPremium(journey: Journey): TAggregatedPremiumResponse {
  const p = journey.premium;
  const quoted = journey.quotedPremium;
  const changes: TAggregatedPremiumResponse['premium_changes'] = [];
  const addonDelta = addonPremiumChange(quoted, p);
  if (addonDelta !== 0) changes.push({ reason: 'Add-ons you changed', amount: addonDelta });
  const rest = p.total_premium - quoted.total_premium - addonDelta;
  if (rest !== 0) changes.push({ reason: restReason(journey), amount: rest });
  return {
    journey_id: journey.id,
    ...premiumSummaryOf(p),
    selected_addons: journey.addons,
    // One person's cover unless a health request says or insures more.
    member_coverage_plan_type: isJourneyOf(journey, 'HEALTH')
      ? (journey.quoteRequest.member_coverage_plan_type ??
        (journey.quoteRequest.member_covered?.length > 1 ? 'FAMILY_FLOATER' : 'INDIVIDUAL'))
      : 'INDIVIDUAL',
    premium_changes: changes,
  };
}

/**
 * The premium's add-ons named in the reader's language (`text`, the plan catalogue's): a journey keeps them as priced,
 * in the catalogue's English. A new object.
 */
export function translatePremiumAddons(
  premium: TAggregatedPremiumResponse,
  text: CatalogueText,
): TAggregatedPremiumResponse {
  return {
    ...premium,
    plan_premium_breakups: premium.plan_premium_breakups.map((b) => ({
      ...b,
      addons: b.addons.map((a) => ({ ...a, display_name: text(a.display_name) })),
    })),
  };
}

/**
 * Why the premium moved other than by add-ons: a declaration that loads it says so — health names the conditions its
 * medical declaration added to the quote's and whom each loads, term its loadings and smoker status; anything else is a re-price on the
 * journey's facts (an age on the day).
 */
function restReason({ vertical, premium, quotedPremium }: Journey): string {
  const quotedLoadings = quotedPremium.loadings ?? [];
  if (JSON.stringify(premium.loadings ?? []) === JSON.stringify(quotedLoadings)) return 'Re-priced for your journey';
  if (vertical === 'TERM') return 'Your declaration: loadings and smoker status';
  const added = addedLoadings(premium.loadings ?? [], quotedLoadings);
  return vertical === 'HEALTH' && added.length > 0 ? declaredConditionsReason(added) : 'Re-priced for your journey';
}
