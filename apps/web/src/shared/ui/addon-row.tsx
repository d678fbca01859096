import { formatInr, isFreeTextAddonOption, type TAddon } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

type Props = {
  addon: TAddon;
  premium: number | undefined;
  options: Record<string, string>;
  opted: boolean;
  loading: boolean;
  disabled: boolean;
  buttonLabel: string | null;
  onOption: (optionType: string, value: string) => void;
  onToggle: () => void;
};

/** One add-on: name, short description, premium, its option inputs and (per mode) its own button. */
export function AddonRow({
  addon,
  premium,
  options,
  opted,
  loading,
  disabled,
  buttonLabel,
  onOption,
  onToggle,
}: Props) {
  const { t } = useTranslation(NS);
  return (
    <li
      className={`rounded-xl border p-3 sm:p-4 ${opted ? 'border-brand-600 bg-brand-50/40' : 'border-slate-200'}`}
      aria-busy={loading}
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {addon.addon_name}
            {opted && (
              <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t('addonRow.added')}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">{addon.addon_short_description}</p>
        </div>
        <p className="text-sm font-semibold text-slate-900">
          {premium === undefined
            ? '—'
            : premium < 0
              ? t('addonRow.saves', { amount: formatInr(-premium) })
              : t('addonRow.perYear', { amount: formatInr(premium) })}
        </p>
      </div>
      {addon.addon_options.length > 0 && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {addon.addon_options.map((o) => {
            const id = `${addon.addon_id}-${o.addon_option_type}`;
            return (
              <div key={o.addon_option_type}>
                <label htmlFor={id} className="text-xs font-medium text-slate-600">
                  {o.addon_option_label}
                </label>
                {isFreeTextAddonOption(o.addon_option_type) || o.addon_option_values.length === 0 ? (
                  <input
                    id={id}
                    value={options[o.addon_option_type] ?? ''}
                    disabled={disabled}
                    onChange={(e) =>
                      onOption(
                        o.addon_option_type,
                        o.addon_option_type === 'PROPOSER_PAN' ? e.target.value.toUpperCase() : e.target.value,
                      )
                    }
                    maxLength={o.addon_option_type === 'PROPOSER_PAN' ? 10 : 50}
                    className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                  />
                ) : (
                  <select
                    id={id}
                    value={options[o.addon_option_type] ?? ''}
                    disabled={disabled}
                    onChange={(e) => onOption(o.addon_option_type, e.target.value)}
                    className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
                  >
                    <option value="">{t('addonRow.select')}</option>
                    {o.addon_option_values.map((v) => (
                      <option key={v.addon_option_key} value={v.addon_option_key}>
                        {v.addon_option_label}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            );
          })}
        </div>
      )}
      {buttonLabel && (
        <button
          type="button"
          onClick={onToggle}
          disabled={disabled}
          aria-label={
            loading
              ? t('addonRow.loadingLabel', { name: addon.addon_name })
              : t('addonRow.buttonLabel', { action: buttonLabel, name: addon.addon_name })
          }
          className={`mt-3 min-h-10 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${opted ? 'border border-red-700 text-red-700' : 'bg-brand-700 text-white'}`}
        >
          {loading ? t('addonRow.loading') : buttonLabel}
        </button>
      )}
    </li>
  );
}
