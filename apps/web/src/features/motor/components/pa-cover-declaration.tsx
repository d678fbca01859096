import { useTranslation } from 'react-i18next';
import { TICK_CLASS } from '../../../shared/ui/field-styles.ts';
import { NS } from '../i18n.ts';

type Props = { declared: boolean; onChange: (declared: boolean) => void };

/**
 * The owner-driver's personal accident cover is compulsory with third party, unless the owner already holds PA cover
 * of ₹15 lakh or more: this declaration leaves it, and its premium, out (docs/decisions.md §3).
 */
export function PaCoverDeclaration({ declared, onChange }: Props) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('paCover.legend')}</legend>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={declared}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby="motor-pa-hint"
          className={`mt-0.5 ${TICK_CLASS}`}
        />
        {t('paCover.declare')}
      </label>
      <p id="motor-pa-hint" className="mt-1 text-xs text-slate-600">
        {t('paCover.hint')}
      </p>
    </fieldset>
  );
}
