import { RIDER_COVER_OPTION, riderPremiumAboveCap } from '@kavach/domain';
import { priceAddon } from '../health/price-addon.ts';
import type { TermCatalogue, TermPlan } from './term-catalogue.ts';

/**
 * Each cover rider's highest sum assured whose premium, taken alone, keeps within IRDAI's ceilings on this life
 * cover's premium (riderPremiumAboveCap): what the plan page offers, so a young buyer's small cover is not shown a
 * rider it cannot buy. Null when no listed cover fits. Riders chosen together may still break a ceiling between
 * them; the single quote refuses that with the reason.
 */
export function riderCoverLimits(
  catalogue: TermCatalogue,
  plan: TermPlan,
  prices: { standard: number; base: number; age: number },
): Record<string, number | null> {
  const limits: Record<string, number | null> = {};
  for (const id of plan.addon_ids) {
    const def = catalogue.addons.get(id);
    const option = def?.addon_options.find((o) => o.addon_option_type === RIDER_COVER_OPTION);
    if (!def || !option) continue;
    let most: number | null = null;
    for (const { addon_option_key: value } of option.addon_option_values) {
      const choice = new Map([[RIDER_COVER_OPTION, value]]);
      const price = priceAddon(def, { basePremium: prices.standard, memberCount: 1, eldestAge: prices.age, choice });
      if (price === undefined) continue;
      const line = { addon_type: def.addon_type, total_premium: Math.round(price), is_opted: 'YES' as const };
      if (!riderPremiumAboveCap([line], prices.base) && Number(value) > (most ?? 0)) most = Number(value);
    }
    limits[def.addon_type] = most;
  }
  return limits;
}
