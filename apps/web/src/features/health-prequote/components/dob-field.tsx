import { ageLabel } from '@kavach/domain/validation/age';
import { formatDobInput, parseDisplayDate } from '@kavach/domain/validation/dates';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { LabelledInput } from '../../../shared/ui/labelled-field.tsx';
import { NS } from '../i18n.ts';
import type { PreQuoteFieldProps } from './name-field.tsx';

type Props = PreQuoteFieldProps & {
  /** The form's message for the date as it stands. */
  error: string | undefined;
  /** The visitor has left the field once. */
  touched: boolean;
  onBlur: () => void;
};

/**
 * docs/product/quotes.md §5: date of birth typed as DD/MM/YYYY, digits only, slashes added, at most 10 characters. The
 * error shows once the date is complete or the field is left, so it does not shout while typing.
 */
export function DobField({ value, onChange, error, touched, autoComplete = 'off', ...field }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const shown = error && (touched || value.length === 10) ? td(error) : null;
  const iso = error ? null : parseDisplayDate(value);
  // The domain's words for the age (years, else months, else days, else newborn), in the page's language.
  const age = iso ? ageLabel(iso) : '';
  const hint = age ? t('dob.age', { age: td(age) }) : undefined;
  return (
    <LabelledInput
      {...field}
      hint={hint}
      error={shown}
      type="text"
      inputMode="numeric"
      maxLength={10}
      placeholder={t('dob.placeholder')}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(formatDobInput(e.target.value))}
    />
  );
}
