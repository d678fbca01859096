import { MESSAGES, type TAddon, type TAggregatedPremiumResponse } from '@kavach/domain';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { saveTermJourneyAddons } from '../api/journey.ts';
import { createTermSingleQuote } from '../api/quotes.ts';
import { buttonText, groupAddons, isOpted, selectionFromItems, setOption, toggle, toRequestItems, type AddonGroup, type AddonSelection } from '../../../shared/lib/addon-selection.ts';
import { buildSingleQuoteRequest, type QuotedPlan } from '../lib/quote-request.ts';
import type { TermDetails } from '../lib/term-details.ts';
import { AddonRow } from '../../../shared/ui/addon-row.tsx';

type Props = {
  addons: TAddon[];
  journeyId: string;
  quote: QuotedPlan;
  details: TermDetails;
  premium: TAggregatedPremiumResponse;
  onPremium: (premium: TAggregatedPremiumResponse) => void;
};

const GROUP_TITLES: Record<string, string> = {
  riders: 'Riders',
  'cover-variant': 'Cover variant (choose one)',
  'family-protect': 'Family protection (added together)',
};

// The journey's saved choice, options included, so a later change sends the whole choice back intact.
function initialSelection(premium: TAggregatedPremiumResponse): AddonSelection {
  return selectionFromItems(premium.selected_addons ?? []);
}

/** spec 3 §8: the server's message, else the error's, else the fallback. */
export function addonErrorMessage(err: unknown): string {
  const fromServer = err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : null;
  return fromServer || (err instanceof Error && err.message) || MESSAGES.ADDON_UPDATE_FAILED;
}

/**
 * spec 3 §2.11 "Must Haves" / §4.14: riders grouped with their EITHER/ALL/ANY buttons. Each change prices the
 * plan again (single quote) and saves the choice on the journey, which answers with the refreshed premium.
 */
export function TermAddonPanel({ addons, journeyId, quote, details, premium, onPremium }: Props) {
  const [selection, setSelection] = useState<AddonSelection>(() => initialSelection(premium));
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const prices = new Map((premium.plan_premium_breakups[0]?.addons ?? []).map((l) => [l.addon_type, l.total_premium]));

  // The selection changes only once the server agreed to it.
  const save = async (next: AddonSelection, pendingKey: string) => {
    const items = toRequestItems(addons, next);
    setPending(pendingKey);
    setError(null);
    try {
      await createTermSingleQuote(buildSingleQuoteRequest(details, quote, items));
      onPremium(await saveTermJourneyAddons(journeyId, items));
      setSelection(next);
    } catch (err) {
      console.error('Rider update failed', err);
      setError(addonErrorMessage(err));
    } finally {
      setPending(null);
    }
  };

  const apply = (group: AddonGroup, target: TAddon | 'group') => {
    const result = toggle(selection, group, target);
    if ('error' in result) return showAlert(result.error);
    return save(result.selection, target === 'group' ? group.id : target.addon_type);
  };

  // A new option on a rider already in the plan re-prices at once; otherwise it waits for "Add".
  const changeOption = (addon: TAddon, type: string, value: string) => {
    const next = setOption(selection, addon, type, value);
    if (isOpted(selection, addon) && value) void save(next, addon.addon_type);
    else setSelection(next);
  };

  return (
    <div>
      {error && (
        <div role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </div>
      )}
      <div className="space-y-5">
        {groupAddons(addons).map((group) => {
          const anySelected = group.addons.some((a) => isOpted(selection, a));
          return (
            <section key={group.id} aria-labelledby={`term-group-${group.id}`} className="rounded-2xl border border-slate-200 p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`term-group-${group.id}`} className="font-semibold text-slate-900">
                  {GROUP_TITLES[group.id] ?? group.id.replaceAll('-', ' ')}
                </h3>
                {group.mode !== 'EITHER' && (
                  <button
                    type="button"
                    disabled={pending !== null}
                    onClick={() => void apply(group, 'group')}
                    className={`min-h-10 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${anySelected ? 'border border-red-700 text-red-700' : 'bg-brand-700 text-white'}`}
                  >
                    {pending === group.id ? 'Loading...' : buttonText(group.mode, anySelected, 'group')}
                  </button>
                )}
              </div>
              <ul className="mt-3 space-y-3">
                {group.addons.map((addon) => (
                  <AddonRow
                    key={addon.addon_id}
                    addon={addon}
                    premium={prices.get(addon.addon_type)}
                    options={selection[addon.addon_type]?.options ?? {}}
                    opted={isOpted(selection, addon)}
                    loading={pending === addon.addon_type || pending === group.id}
                    disabled={pending !== null}
                    buttonLabel={group.mode === 'ALL' ? null : buttonText(group.mode, isOpted(selection, addon), 'addon')}
                    onOption={(type, value) => changeOption(addon, type, value)}
                    onToggle={() => void apply(group, addon)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
