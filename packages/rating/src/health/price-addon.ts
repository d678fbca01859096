import type { AddonDefinition } from './catalogue-schema.ts';

/** What the buyer chose for one add-on: option type → value ("NA" when none). */
export type AddonChoice = ReadonlyMap<string, string>;

/**
 * The annual premium of one add-on for a quote. Priced whether opted or not, so the panel can show what
 * adding it would cost; an option not chosen yet is priced at the add-on's first listed value.
 */
export function priceAddon(
  def: AddonDefinition,
  ctx: { basePremium: number; memberCount: number; choice: AddonChoice | undefined },
): number {
  const pricing = def.pricing;
  switch (pricing.kind) {
    case 'PERCENT_OF_BASE':
      return ctx.basePremium * pricing.percent;
    case 'PERCENT_OF_BASE_BY_OPTION': {
      const value = chosenValue(def, ctx.choice);
      const percent =
        (value !== undefined ? pricing.by_option[value] : undefined) ?? Object.values(pricing.by_option)[0] ?? 0;
      return ctx.basePremium * percent;
    }
    case 'PER_MEMBER_PER_UNIT': {
      const units = Number(chosenValue(def, ctx.choice) ?? 0);
      return Number.isFinite(units) ? ctx.memberCount * units * pricing.rupees_per_unit : 0;
    }
    case 'FLAT':
      return pricing.rupees;
  }
}

/** The value chosen for the add-on's first list option (free-text options do not change the price). */
function chosenValue(def: AddonDefinition, choice: AddonChoice | undefined): string | undefined {
  const option = def.addon_options.find((o) => o.addon_option_values.length > 0);
  if (!option) return undefined;
  const chosen = choice?.get(option.addon_option_type);
  const valid = option.addon_option_values.some((v) => v.addon_option_key === chosen);
  return valid ? chosen : option.addon_option_values[0]?.addon_option_key;
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
 * same for health add-ons and term riders.
 */
export function priceAddonLines(
  addonIds: readonly string[],
  library: ReadonlyMap<string, AddonDefinition>,
  ctx: { basePremium: number; memberCount: number; choices: ReadonlyMap<string, AddonChoice> },
): { lines: AddonLine[]; total: number } {
  const lines = addonIds.flatMap((id) => {
    const def = library.get(id);
    if (!def) return [];
    const choice = ctx.choices.get(def.addon_type);
    const price = Math.round(priceAddon(def, { basePremium: ctx.basePremium, memberCount: ctx.memberCount, choice }));
    return [
      {
        addon_id: def.addon_id,
        addon_type: def.addon_type,
        display_name: def.addon_name,
        total_premium: price,
        is_opted: choice ? ('YES' as const) : ('NO' as const),
      },
    ];
  });
  return { lines, total: lines.filter((a) => a.is_opted === 'YES').reduce((sum, a) => sum + a.total_premium, 0) };
}
