import { useTranslation } from 'react-i18next';
import { MONTH_KEYS, dayChoices, dobYearChoices, withDobPart, type DobParts } from '../lib/dob-choices.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { NS } from '../i18n.ts';

const SELECT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-2.5 text-base text-slate-900 focus:border-brand-600 aria-invalid:border-red-600';

type Props = { value: DobParts; onChange: (next: DobParts) => void; invalid: boolean; describedBy: string | undefined };

/**
 * docs/product/review-payment-term-bike.md §5.4: the date of birth as day, month and year, the years those of ages 18
 * to 75 today.
 */
export function DobSelects({ value, onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation(NS);
  const days = dayChoices(value.month ? Number(value.month) : null, value.year ? Number(value.year) : null);
  const field = (part: keyof DobParts, label: string, options: { value: string; label: string }[]) => (
    <label className="block min-w-0 text-sm text-slate-700">
      {label}
      <NativeSelect
        value={value[part]}
        onChange={(e) => onChange(withDobPart(value, part, e.target.value))}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete={part === 'day' ? 'bday-day' : part === 'month' ? 'bday-month' : 'bday-year'}
        className={SELECT}
        options={options}
        placeholder={label}
      />
    </label>
  );
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{t('dob.legend')}</legend>
      <div className="mt-1.5 grid max-w-md grid-cols-[4.5rem_minmax(0,1fr)_6rem] gap-2">
        {field(
          'day',
          t('dob.day'),
          days.map((d) => ({ value: String(d), label: String(d) })),
        )}
        {field(
          'month',
          t('dob.month'),
          MONTH_KEYS.map((m, i) => ({ value: String(i + 1), label: t(m) })),
        )}
        {field(
          'year',
          t('dob.year'),
          dobYearChoices().map((y) => ({ value: String(y), label: String(y) })),
        )}
      </div>
    </fieldset>
  );
}
