import type { AddonDefinition } from './catalogue-schema.ts';

/** What the buyer chose for one add-on: option type → value ("NA" when none). */
export type AddonChoice = ReadonlyMap<string, string>;

/**
 * The annual premium of one add-on for a quote. Priced whether opted or not, so the panel can show what
 * adding it would cost; an add-on not opted is priced at its first listed value. Undefined for an opted value the
 * add-on does not list: a price is never made up for a choice the plan does not offer.
 */
export function priceAddon(
  def: AddonDefinition,
  ctx: { basePremium: number; memberCount: number; eldestAge: number; choice: AddonChoice | undefined },
): number | undefined {
  const pricing = def.pricing;
  switch (pricing.kind) {
    case 'PERCENT_OF_BASE':
      return ctx.basePremium * pricing.percent;
    case 'PERCENT_OF_BASE_BY_OPTION': {
      const value = pricedValue(def, ctx.choice);
      const percent = value === undefined ? undefined : pricing.by_option[value];
      return percent === undefined ? undefined : ctx.basePremium * percent;
    }
    case 'PER_MEMBER_PER_UNIT': {
      const value = pricedValue(def, ctx.choice);
      return value === undefined ? undefined : ctx.memberCount * Number(value) * pricing.rupees_per_unit;
    }
    case 'FLAT':
      return pricing.rupees;
    case 'PER_UNIT_BY_AGE': {
      const value = pricedValue(def, ctx.choice);
      const band = pricing.rates_by_age.findLast((b) => b.from_age <= ctx.eldestAge);
      // An age below every band is not priced: a price is never made up for an age the table does not rate.
      return value === undefined || band === undefined ? undefined : Number(value) * band.rupees_per_unit;
    }
  }
}

/**
 * The value priced for the add-on's list option (free-text options do not change the price): the buyer's when
 * opted, only if listed; the first listed when not opted (what adding it would cost at least).
 */
function pricedValue(def: AddonDefinition, choice: AddonChoice | undefined): string | undefined {
  const option = def.addon_options.find((o) => o.addon_option_values.length > 0);
  if (!option) return undefined;
  if (!choice) return option.addon_option_values[0]?.addon_option_key;
  const chosen = choice.get(option.addon_option_type);
  return option.addon_option_values.some((v) => v.addon_option_key === chosen) ? chosen : undefined;
}

/** One add-on for a quote: its annual premium whether or not it is opted (the panel shows it). */
export type AddonLine = {
  addon_id: string;
  addon_type: string;
  display_name: string;
  total_premium: number;
  is_opted: 'YES' | 'NO';
};

/**
 * A plan's add-on lines, every one priced (opted or not) on `basePremium`, and the total of the opted ones: the
 * same for health add-ons and term riders. `unlisted` names an opted add-on whose chosen value it does not list:
 * such a choice is refused, never priced.
 */
export function priceAddonLines(
  addonIds: readonly string[],
  library: ReadonlyMap<string, AddonDefinition>,
  ctx: { basePremium: number; memberCount: number; eldestAge: number; choices: ReadonlyMap<string, AddonChoice> },
): { lines: AddonLine[]; total: number } | { unlisted: string } {
  const lines: AddonLine[] = [];
  for (const id of addonIds) {
    const def = library.get(id);
    if (!def) continue;
    const choice = ctx.choices.get(def.addon_type);
    const { basePremium, memberCount, eldestAge } = ctx;
    const price = priceAddon(def, { basePremium, memberCount, eldestAge, choice });
    if (price === undefined) return { unlisted: def.addon_name };
    lines.push({
      addon_id: def.addon_id,
      addon_type: def.addon_type,
      display_name: def.addon_name,
      total_premium: Math.round(price),
      is_opted: choice ? 'YES' : 'NO',
    });
  }
  return { lines, total: lines.filter((a) => a.is_opted === 'YES').reduce((sum, a) => sum + a.total_premium, 0) };
}

/** Why a plan with an opted add-on value it does not list is not priced. */
export const unlistedAddonReason = (addonName: string) => `${addonName}: choose one of the listed options`;
