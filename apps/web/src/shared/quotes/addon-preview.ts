import type { TAddon, TAddonRequestItem, TAggregatedPremiumResponse } from '@kavach/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { toggle, toRequestItems, type AddonGroup, type AddonSelection } from '../lib/addon-selection.ts';

/** Prices the plan with these add-ons without saving anything (a single quote): a preview of a choice. */
export type PreviewPrice = (items: TAddonRequestItem[]) => Promise<TAggregatedPremiumResponse>;

/**
 * Issue 17: what an add-on not yet in the plan would cost with the options chosen on its row, before Add — asked
 * of the server (a single quote with it added), never worked out in the browser. Undefined while the row still
 * lacks a required option, or when the vertical has no preview.
 */
export function useAddonPreview(
  preview: PreviewPrice | undefined,
  addons: TAddon[],
  selection: AddonSelection,
  group: AddonGroup,
  addon: TAddon,
  opted: boolean,
): number | undefined {
  const added = opted ? null : toggle(selection, group, group.mode === 'ALL' ? 'group' : addon);
  const items = added && 'selection' in added ? toRequestItems(addons, added.selection) : null;
  const priced = useQuery({
    queryKey: ['addon-preview', addon.addon_type, items],
    queryFn: preview && items ? () => preview(items) : skipToken,
    staleTime: Infinity,
    retry: false,
  });
  const line = priced.data?.plan_premium_breakups[0]?.addons.find((l) => l.addon_type === addon.addon_type);
  return items ? line?.total_premium : undefined;
}
