import { ADDON_OPTION_NONE, MESSAGES, ZFullName, ZPan, riderAboveCover, type TAddonRequestItem } from '@kavach/domain';
import type { AddonDefinition } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';

/**
 * Checks a buyer's add-on choice against what the plan offers (docs/product/quotes.md §4–§5): known add-ons only, an
 * option chosen from the list where one is needed, valid proposer name and PAN in the free-text options, and the
 * group modes (EITHER: one at most; ALL: the whole group or none); given the policy's `cover`, no add-on (a term
 * rider) covering more than it. Throws 400 naming each bad item.
 */
export function validateAddonChoices(
  catalogue: { addons: ReadonlyMap<string, AddonDefinition> },
  plan: { addon_ids: readonly string[] },
  items: readonly TAddonRequestItem[],
  cover?: number,
): TAddonRequestItem[] {
  const offered = new Map<string, AddonDefinition>();
  for (const id of plan.addon_ids) {
    const def = catalogue.addons.get(id);
    if (def) offered.set(def.addon_type, def);
  }
  const fields: Record<string, string> = {};
  const opted = new Map<string, TAddonRequestItem>();
  items.forEach((item, i) => {
    const def = offered.get(item.addon_type);
    if (!def) {
      fields[`addons.${i}.addon_type`] = 'This plan does not offer this add-on';
      return;
    }
    if (item.is_opted !== 'YES') return;
    const problem = optionProblem(def, item) ?? (cover === undefined ? null : riderAboveCover(item, cover));
    if (problem) fields[`addons.${i}.addon_options`] = problem;
    opted.set(item.addon_type, item);
  });
  for (const [group, defs] of groupsOf(offered)) {
    const chosen = defs.filter((d) => opted.has(d.addon_type));
    const mode = defs[0]?.addon_group_selection_type;
    if (mode === 'EITHER' && chosen.length > 1)
      fields[`addons.${group}`] = `Choose only one of: ${defs.map((d) => d.addon_name).join(', ')}`;
    if (mode === 'ALL' && chosen.length > 0 && chosen.length < defs.length)
      fields[`addons.${group}`] = `These add-ons go together: ${defs.map((d) => d.addon_name).join(', ')}`;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid add-on choice', { fields });
  return [...items];
}

function optionProblem(def: AddonDefinition, item: TAddonRequestItem): string | null {
  for (const option of def.addon_options) {
    const value = item.addon_options.find((o) => o.addon_option_type === option.addon_option_type)?.addon_option_value;
    const given = value !== undefined && value !== ADDON_OPTION_NONE && value.trim() !== '' ? value.trim() : undefined;
    if (option.addon_option_values.length > 0) {
      if (given === undefined) return MESSAGES.ADDON_OPTION_MISSING;
      if (!option.addon_option_values.some((v) => v.addon_option_key === given))
        return `Choose one of the listed options for ${def.addon_name}`;
      continue;
    }
    // Free-text options (docs/product/quotes.md §5): not needed to add, but what is typed must be valid.
    if (given === undefined) continue;
    if (option.addon_option_type === 'PROPOSER_FULL_NAME' && !ZFullName.safeParse(given).success)
      return MESSAGES.NAME_INVALID;
    if (option.addon_option_type === 'PROPOSER_PAN' && !ZPan.safeParse(given).success) return MESSAGES.PAN_INVALID;
  }
  return null;
}

function groupsOf(offered: Map<string, AddonDefinition>): Map<string, AddonDefinition[]> {
  const groups = new Map<string, AddonDefinition[]>();
  for (const def of offered.values()) groups.set(def.addon_group_id, [...(groups.get(def.addon_group_id) ?? []), def]);
  return groups;
}

/**
 * A quote list prices every plan on the same answers, and plans offer different add-ons with different options: a
 * choice is checked and priced on one plan (single quote, the journey's add-on PUT), so the list takes none.
 */
export function refuseListAddons(request: { addons: readonly Pick<TAddonRequestItem, 'is_opted'>[] }): void {
  if (request.addons.some((a) => a.is_opted === 'YES'))
    throw new AppError('VALIDATION_FAILED', 'Invalid add-on choice', {
      fields: { addons: 'Add-ons are chosen on one plan: ask for its single quote' },
    });
}
