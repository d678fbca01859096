// The add-on panel's selection rules, shared by the health add-ons and the term riders (docs/product/quotes.md §4,
// docs/product/review-payment-term-bike.md §4.14).
import {
  ADDON_OPTION_NONE,
  MESSAGES,
  addonGroupMissing,
  isFreeTextAddonOption,
  type TAddon,
  type TAddonRequestItem,
} from '@kavach/domain';

/** What the buyer has chosen for one add-on: opted or not, and a value per option type. */
export type AddonChoice = { opted: boolean; options: Record<string, string> };
export type AddonSelection = Record<string, AddonChoice>;

export type AddonGroup = { id: string; mode: TAddon['addon_group_selection_type']; addons: TAddon[] };

/** docs/product/quotes.md §2: add-ons are grouped by addon_group_id, in catalogue order. */
export function groupAddons(addons: readonly TAddon[]): AddonGroup[] {
  const groups: AddonGroup[] = [];
  for (const addon of addons) {
    const group = groups.find((g) => g.id === addon.addon_group_id);
    if (group) group.addons.push(addon);
    else groups.push({ id: addon.addon_group_id, mode: addon.addon_group_selection_type, addons: [addon] });
  }
  return groups;
}

/** The selection implied by the journey's saved add-ons (from the premium breakup's is_opted flags). */
export function selectionFromItems(items: readonly TAddonRequestItem[]): AddonSelection {
  const selection: AddonSelection = {};
  for (const item of items) {
    selection[item.addon_type] = {
      opted: item.is_opted === 'YES',
      options: Object.fromEntries(
        item.addon_options
          .filter((o) => o.addon_option_value !== ADDON_OPTION_NONE)
          .map((o) => [o.addon_option_type, o.addon_option_value]),
      ),
    };
  }
  return selection;
}

export const isOpted = (selection: AddonSelection, addon: TAddon) => selection[addon.addon_type]?.opted === true;

/**
 * docs/product/quotes.md §5: an add-on with list options (free-text ones aside) needs an option chosen before it is
 * added.
 */
export function missingOption(addon: TAddon, selection: AddonSelection): boolean {
  const chosen = selection[addon.addon_type]?.options ?? {};
  return addon.addon_options.some(
    (o) =>
      !isFreeTextAddonOption(o.addon_option_type) && o.addon_option_values.length > 0 && !chosen[o.addon_option_type],
  );
}

export type ToggleResult = { selection: AddonSelection } | { error: string };

/**
 * docs/product/quotes.md §4 selection modes: EITHER — adding one removes the others of the group; ALL — the whole group
 * together; ANY — independent toggles. `target` is one add-on, or the whole group (ALL, and ANY's "Add All").
 */
export function toggle(selection: AddonSelection, group: AddonGroup, target: TAddon | 'group'): ToggleResult {
  const next: AddonSelection = { ...selection };
  const set = (addon: TAddon, opted: boolean) => {
    next[addon.addon_type] = { opted, options: selection[addon.addon_type]?.options ?? {} };
  };
  if (target === 'group' || group.mode === 'ALL') {
    // Issue 48: the group's button removes only when every add-on is in; with some in, it adds the rest.
    const adding = !allOpted(selection, group);
    if (adding) {
      const missing = group.addons.filter((a) => missingOption(a, selection));
      if (missing.length > 0) return { error: addonGroupMissing(missing.map((a) => a.addon_name)) };
    }
    group.addons.forEach((a) => set(a, adding));
    return { selection: next };
  }
  const adding = !isOpted(selection, target);
  if (adding && missingOption(target, selection)) return { error: MESSAGES.ADDON_OPTION_MISSING };
  if (adding && group.mode === 'EITHER') group.addons.forEach((a) => set(a, false));
  set(target, adding);
  return { selection: next };
}

export function setOption(selection: AddonSelection, addon: TAddon, optionType: string, value: string): AddonSelection {
  const current = selection[addon.addon_type] ?? { opted: false, options: {} };
  return { ...selection, [addon.addon_type]: { ...current, options: { ...current.options, [optionType]: value } } };
}

/** docs/product/quotes.md §7: every add-on of the plan, opted or not, with its options ("NA" when none). */
export function toRequestItems(addons: readonly TAddon[], selection: AddonSelection): TAddonRequestItem[] {
  return addons.map((addon) => {
    const choice = selection[addon.addon_type];
    const options = addon.addon_options.map((o) => ({
      addon_option_type: o.addon_option_type,
      addon_option_value: choice?.options[o.addon_option_type]?.trim() || ADDON_OPTION_NONE,
    }));
    return {
      addon_type: addon.addon_type,
      is_opted: choice?.opted ? 'YES' : 'NO',
      addon_options:
        options.length > 0
          ? options
          : [{ addon_option_type: ADDON_OPTION_NONE, addon_option_value: ADDON_OPTION_NONE }],
    };
  });
}

/** Whether every add-on of the group is in the plan: its button then reads "Remove All". */
export function allOpted(selection: AddonSelection, group: AddonGroup): boolean {
  return group.addons.every((a) => isOpted(selection, a));
}

/** docs/product/quotes.md §2 button texts by group mode; a group's `selected` is all of it (allOpted). */
export function buttonText(mode: AddonGroup['mode'], selected: boolean, scope: 'addon' | 'group'): string {
  if (mode === 'EITHER' || (mode === 'ANY' && scope === 'addon')) return selected ? 'Remove' : 'Add';
  return selected ? 'Remove All' : 'Add All';
}
