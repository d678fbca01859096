import type { TAddon } from '../api/health/plan-information';
import type { TAddonRequestItem } from '../api/health/quote-request';
import { formatInr } from '../format/money';

/** The option a rider names its own cover by (accidental death, critical illness). */
const SUM_ASSURED = 'SUM_ASSURED';

/**
 * IRDAI's rider rules: a rider's sum assured is at most the base policy's life cover, or an accident would pay out
 * several lives. Answers why a chosen rider breaks it, or null.
 */
export function riderAboveCover(item: TAddonRequestItem, cover: number): string | null {
  const value = item.addon_options.find((o) => o.addon_option_type === SUM_ASSURED)?.addon_option_value;
  return value !== undefined && Number(value) > cover
    ? `A rider cannot cover more than the life cover of ${formatInr(cover)}`
    : null;
}

/** The riders as offered on a cover: each rider's sum-assured choices above the life cover left out. */
export function ridersWithinCover(addons: readonly TAddon[], cover: number): TAddon[] {
  return addons.map((a) => ({
    ...a,
    addon_options: a.addon_options.map((o) =>
      o.addon_option_type === SUM_ASSURED
        ? { ...o, addon_option_values: o.addon_option_values.filter((v) => Number(v.addon_option_key) <= cover) }
        : o,
    ),
  }));
}
