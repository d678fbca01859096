import { MESSAGES, buildHealthQuoteRequest, type PreQuoteDetails, type QuoteFilters, type TAddon, type TAggregatedPremiumResponse, type THealthQuote } from '@kavach/domain';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { saveJourneyAddons } from '../api/journey.ts';
import { createSingleQuote } from '../api/quotes.ts';
import { buttonText, groupAddons, isOpted, selectionFromItems, setOption, toggle, toRequestItems, type AddonGroup, type AddonSelection } from '../../../shared/lib/addon-selection.ts';
import { AddonRow } from '../../../shared/ui/addon-row.tsx';

type Props = {
  addons: TAddon[];
  journeyId: string;
  quote: THealthQuote;
  details: PreQuoteDetails;
  filters: QuoteFilters;
  premium: TAggregatedPremiumResponse;
  onPremium: (premium: TAggregatedPremiumResponse) => void;
};

const GROUP_TITLES: Record<string, string> = { essentials: 'Recommended add-ons', 'room-upgrade': 'Room upgrade (choose one)', 'maternity-bundle': 'Maternity (added together)', 'proposer-benefits': 'For the proposer' };

// The journey's saved choice, options included, so a later change sends the whole choice back intact.
function initialSelection(premium: TAggregatedPremiumResponse): AddonSelection {
  return selectionFromItems(premium.selected_addons);
}

/**
 * spec 1 §2 "Must Haves": add-ons grouped with their EITHER/ALL/ANY buttons. Every change prices the plan
 * again (single quote) and saves the choice on the journey, which answers with the refreshed premium.
 */
export function AddonPanel({ addons, journeyId, quote, details, filters, premium, onPremium }: Props) {
  const [selection, setSelection] = useState<AddonSelection>(() => initialSelection(premium));
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const prices = new Map((premium.plan_premium_breakups[0]?.addons ?? []).map((l) => [l.addon_type, l.total_premium]));

  // Prices the plan with the next selection and saves it; the selection changes only once the server agreed.
  const save = async (next: AddonSelection, pendingKey: string) => {
    const items = toRequestItems(addons, next);
    setPending(pendingKey);
    setError(null);
    try {
      const base = buildHealthQuoteRequest(details, filters);
      await createSingleQuote({ ...base, request_type: 'BASE_SINGLE_QUOTATION', quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id, addons: items, filter_criteria: null });
      onPremium(await saveJourneyAddons(journeyId, items));
      setSelection(next);
    } catch (err) {
      // spec 1 §8: the server's message, else the error's, else the fallback.
      const fromServer = err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : null;
      setError(fromServer || (err instanceof Error && err.message) || MESSAGES.ADDON_UPDATE_FAILED);
    } finally {
      setPending(null);
    }
  };

  const apply = (group: AddonGroup, target: TAddon | 'group') => {
    const result = toggle(selection, group, target);
    if ('error' in result) return showAlert(result.error);
    return save(result.selection, target === 'group' ? group.id : target.addon_type);
  };

  // A new option on an add-on already in the plan changes its price at once; otherwise it waits for "Add".
  const changeOption = (addon: TAddon, type: string, value: string) => {
    const next = setOption(selection, addon, type, value);
    const fromList = addon.addon_options.some((o) => o.addon_option_type === type && o.addon_option_values.length > 0);
    if (fromList && isOpted(selection, addon) && value) void save(next, addon.addon_type);
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
          const groupButton = group.mode !== 'EITHER';
          return (
            <section key={group.id} aria-labelledby={`group-${group.id}`} className="rounded-2xl border border-slate-200 p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`group-${group.id}`} className="font-semibold text-slate-900">
                  {GROUP_TITLES[group.id] ?? group.id.replaceAll('-', ' ')}
                </h3>
                {groupButton && (
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
