import { MESSAGES, type TAddon, type TAddonRequestItem, type TAggregatedPremiumResponse } from '@kavach/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import {
  allOpted,
  buttonText,
  groupAddons,
  isOpted,
  selectionFromItems,
  setOption,
  toggle,
  toRequestItems,
  type AddonGroup,
  type AddonSelection,
} from '../lib/addon-selection.ts';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { AddonRow } from '../ui/addon-row.tsx';
import { useAddonPreview, type PreviewPrice } from './addon-preview.ts';
import { NS } from './i18n.ts';

// buttonText's English words (lib/addon-selection.ts), each as this namespace's key.
const BUTTON_KEYS: Readonly<Record<string, 'addons.add' | 'addons.remove' | 'addons.addAll' | 'addons.removeAll'>> = {
  Add: 'addons.add',
  Remove: 'addons.remove',
  'Add All': 'addons.addAll',
  'Remove All': 'addons.removeAll',
};

/** What a vertical tells the add-on panel: its group titles and how a choice is priced and saved. */
export type AddonPanelConfig = {
  /** Headings by addon_group_id; a group without one shows its id in words. */
  groupTitles: Readonly<Record<string, string>>;
  /** Prices the plan with these add-ons (single quote) and saves them on the journey; answers with the new premium. */
  priceAndSave: (items: TAddonRequestItem[]) => Promise<TAggregatedPremiumResponse>;
  /** Prices without saving: an add-on's price with its chosen options, shown before Add. */
  preview?: PreviewPrice;
};

type Props = AddonPanelConfig & {
  addons: TAddon[];
  premium: TAggregatedPremiumResponse;
  onPremium: (premium: TAggregatedPremiumResponse) => void;
  /** One level below the plan's own heading (axe heading-order: h2 under a plan page's h1). */
  groupHeadingLevel: 'h2' | 'h3';
};

/**
 * docs/product/quotes.md §8 / docs/product/review-payment-term-bike.md §8: the server's message, else the error's, else
 * the fallback.
 */
export function addonErrorMessage(err: unknown): string {
  const fromServer = err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : null;
  return fromServer || (err instanceof Error && err.message) || MESSAGES.ADDON_UPDATE_FAILED;
}

/**
 * docs/product/quotes.md §2 "Must Haves" / docs/product/review-payment-term-bike.md §2.11: add-ons (riders) grouped
 * with their EITHER/ALL/ANY buttons. Every change prices the plan again and saves the choice on the journey; the
 * selection changes only once the server agreed.
 */
export function AddonPanel({
  addons,
  premium,
  onPremium,
  groupTitles,
  priceAndSave,
  preview,
  groupHeadingLevel,
}: Props) {
  const GroupHeading = groupHeadingLevel;
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const button = (text: string) => {
    const key = BUTTON_KEYS[text];
    return key ? t(key) : text;
  };
  // The journey's saved choice, options included, so a later change sends the whole choice back intact.
  const [selection, setSelection] = useState<AddonSelection>(() => selectionFromItems(premium.selected_addons));
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Issue 17: a missing option is said on its own row (or group), not in a modal; the next change clears it.
  const [optionError, setOptionError] = useState<{ key: string; message: string } | null>(null);
  const prices = new Map((premium.plan_premium_breakups[0]?.addons ?? []).map((l) => [l.addon_type, l.total_premium]));
  // The quote prices every add-on it offers these members; one it leaves out could pay them nothing (maternity cover
  // for a single man, issue 46), so it is not shown either.
  const offered = prices.size > 0 ? addons.filter((a) => prices.has(a.addon_type)) : addons;

  const save = async (next: AddonSelection, pendingKey: string) => {
    setPending(pendingKey);
    setError(null);
    try {
      onPremium(await priceAndSave(toRequestItems(addons, next)));
      setSelection(next);
    } catch (err) {
      console.error('Add-on update failed', err);
      setError(addonErrorMessage(err));
    } finally {
      setPending(null);
    }
  };

  const apply = (group: AddonGroup, target: TAddon | 'group') => {
    const result = toggle(selection, group, target);
    const key = target === 'group' ? group.id : target.addon_type;
    if ('error' in result) return setOptionError({ key, message: result.error });
    setOptionError(null);
    return save(result.selection, key);
  };

  // A new choice from an option list, on an add-on already in the plan, re-prices at once; typed text (a name, a PAN)
  // would re-price at every key, so it waits for the next Add.
  const changeOption = (addon: TAddon, type: string, value: string) => {
    setOptionError(null);
    const next = setOption(selection, addon, type, value);
    const fromList = addon.addon_options.some((o) => o.addon_option_type === type && o.addon_option_values.length > 0);
    if (fromList && isOpted(selection, addon) && value) void save(next, addon.addon_type);
    else setSelection(next);
  };

  return (
    <div>
      {error && (
        <div role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {td(error)}
        </div>
      )}
      <div className="space-y-5">
        {groupAddons(offered).map((group) => {
          const allSelected = allOpted(selection, group);
          return (
            <section
              key={group.id}
              aria-labelledby={`addon-group-${group.id}`}
              className="rounded-2xl border border-slate-200 p-3 sm:p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <GroupHeading id={`addon-group-${group.id}`} className="font-semibold text-slate-900">
                  {groupTitles[group.id] ?? group.id.replaceAll('-', ' ')}
                </GroupHeading>
                {group.mode !== 'EITHER' && (
                  <button
                    type="button"
                    disabled={pending !== null}
                    onClick={() => void apply(group, 'group')}
                    className={`min-h-10 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${allSelected ? 'border border-red-700 text-red-700' : 'bg-brand-700 text-white'}`}
                  >
                    {pending === group.id ? t('addons.loading') : button(buttonText(group.mode, allSelected, 'group'))}
                  </button>
                )}
              </div>
              {optionError?.key === group.id && (
                <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {td(optionError.message)}
                </p>
              )}
              <ul className="mt-3 space-y-3">
                {group.addons.map((addon) => (
                  <Fragment key={addon.addon_id}>
                    <PricedAddonRow
                      preview={preview}
                      addons={addons}
                      selection={selection}
                      group={group}
                      addon={addon}
                      premium={prices.get(addon.addon_type)}
                      options={selection[addon.addon_type]?.options ?? {}}
                      opted={isOpted(selection, addon)}
                      loading={pending === addon.addon_type || pending === group.id}
                      disabled={pending !== null}
                      buttonLabel={
                        group.mode === 'ALL' ? null : button(buttonText(group.mode, isOpted(selection, addon), 'addon'))
                      }
                      onOption={(type, value) => changeOption(addon, type, value)}
                      onToggle={() => void apply(group, addon)}
                    />
                    {optionError?.key === addon.addon_type && (
                      <li className="-mt-2 px-3">
                        <p role="alert" className="text-sm font-medium text-red-700">
                          {td(optionError.message)}
                        </p>
                      </li>
                    )}
                  </Fragment>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** A row with its price: the plan's line once added, else the server's preview of it with the row's options. */
function PricedAddonRow({
  preview,
  addons,
  selection,
  group,
  premium,
  ...row
}: Parameters<typeof AddonRow>[0] & {
  preview: PreviewPrice | undefined;
  addons: TAddon[];
  selection: AddonSelection;
  group: AddonGroup;
}) {
  const previewed = useAddonPreview(preview, addons, selection, group, row.addon, row.opted);
  return <AddonRow {...row} premium={row.opted ? premium : (premium ?? previewed)} />;
}
