import type { TAddon } from '../api/health/plan-information';
import type { TAddonRequestItem } from '../api/health/quote-request';
import { formatInr } from '../format/money';

/** The option a rider names its own cover by (accidental death, critical illness). */
export const RIDER_COVER_OPTION = 'SUM_ASSURED';

/**
 * IRDAI's rider rules: a rider's sum assured is at most the base policy's life cover, or an accident would pay out
 * several lives. Answers why a chosen rider breaks it, or null.
 */
export function riderAboveCover(item: TAddonRequestItem, cover: number): string | null {
  const value = item.addon_options.find((o) => o.addon_option_type === RIDER_COVER_OPTION)?.addon_option_value;
  return value !== undefined && Number(value) > cover
    ? `A rider cannot cover more than the life cover of ${formatInr(cover)}`
    : null;
}

/**
 * The riders as offered on a cover: each rider's sum-assured choices above the life cover left out, and above the
 * highest the premium ceilings allow (`limits`, the quote's rider_cover_limits); a rider none of whose covers is
 * left is not offered, and is named in `unaffordable`.
 */
export function ridersWithinCover(
  addons: readonly TAddon[],
  cover: number,
  limits: Readonly<Record<string, number | null>> = {},
): { riders: TAddon[]; unaffordable: string[] } {
  const riders: TAddon[] = [];
  const unaffordable: string[] = [];
  for (const a of addons) {
    const limit = limits[a.addon_type];
    const most = limit === undefined ? cover : Math.min(cover, limit ?? 0);
    const options = a.addon_options.map((o) =>
      o.addon_option_type === RIDER_COVER_OPTION
        ? { ...o, addon_option_values: o.addon_option_values.filter((v) => Number(v.addon_option_key) <= most) }
        : o,
    );
    if (options.some((o) => o.addon_option_type === RIDER_COVER_OPTION && o.addon_option_values.length === 0))
      unaffordable.push(a.addon_name);
    else riders.push({ ...a, addon_options: options });
  }
  return { riders, unaffordable };
}
