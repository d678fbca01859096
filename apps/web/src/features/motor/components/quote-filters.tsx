import { formatInr, MOTOR_ADDON_LABELS, MOTOR_ADDON_TYPES, type MotorAddonType } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { ToggleChip } from '../../../shared/ui/toggle-chip.tsx';
import { NS } from '../i18n.ts';

type Props = {
  idv: number;
  idvRange: { min: number; max: number } | null;
  onIdvChange: (idv: number) => void;
  deductibles: readonly number[];
  deductible: number | null;
  onDeductibleChange: (deductible: number | null) => void;
  addons: readonly MotorAddonType[];
  onAddonToggle: (addon: MotorAddonType) => void;
};

/** Issue 18: the own-damage choices that re-quote on the server — IDV, voluntary deductible and add-ons. */
export function QuoteFilters(props: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { idv, idvRange, onIdvChange, deductibles, deductible, onDeductibleChange, addons, onAddonToggle } = props;
  const step = idvRange && idvRange.max - idvRange.min > 200_000 ? 1000 : 100;
  // Bounds on the step, so the slider's ends are values it can take (the server keeps each insurer in its range).
  const bounds = idvRange && {
    min: Math.ceil(idvRange.min / step) * step,
    max: Math.max(Math.ceil(idvRange.min / step) * step, Math.floor(idvRange.max / step) * step),
  };
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_240px] sm:items-start">
        {bounds && (
          <div>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor="motor-idv" className={LABEL_CLASS}>
                {t('filters.idv')}
              </label>
              <output htmlFor="motor-idv" className="text-base font-bold text-slate-900">
                {formatInr(idv)}
              </output>
            </div>
            <input
              id="motor-idv"
              type="range"
              min={bounds.min}
              max={bounds.max}
              step={step}
              value={idv}
              onChange={(e) => onIdvChange(Number(e.target.value))}
              aria-valuetext={formatInr(idv)}
              aria-describedby="motor-idv-hint"
              className="mt-3 block w-full accent-brand-700"
            />
            <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
              <span>{formatInr(bounds.min)}</span>
              <span>{formatInr(bounds.max)}</span>
            </p>
            <p id="motor-idv-hint" className="mt-1 text-xs text-slate-600">
              {t('filters.idvRange', { min: formatInr(bounds.min), max: formatInr(bounds.max) })}
            </p>
          </div>
        )}
        <SelectField
          id="motor-deductible"
          label={t('filters.deductible')}
          value={deductible === null ? '' : String(deductible)}
          options={deductibles.map((d) => ({ value: String(d), label: formatInr(d) }))}
          placeholder={t('filters.deductibleNone')}
          hint={t('filters.deductibleHint')}
          onChange={(v) => onDeductibleChange(v ? Number(v) : null)}
        />
      </div>
      <div role="group" aria-label={t('filters.addons')} className="flex flex-wrap gap-2">
        {MOTOR_ADDON_TYPES.map((addon) => (
          <ToggleChip key={addon} pressed={addons.includes(addon)} onClick={() => onAddonToggle(addon)}>
            {td(MOTOR_ADDON_LABELS[addon])}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}
