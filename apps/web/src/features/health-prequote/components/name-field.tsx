import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledInput } from '../../../shared/ui/labelled-field.tsx';
import { NS } from '../i18n.ts';

// The API accepts names of up to 50 characters (member_covered.name), so the field stops there.
const MAX_NAME_LENGTH = 50;

/** A pre-quote text box: its id and label, its text and what a change does. */
export type PreQuoteFieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
};

export function NameField({ onChange, autoComplete = 'off', ...field }: PreQuoteFieldProps) {
  const { t } = useTranslation(NS);
  return (
    <LabelledInput
      {...field}
      type="text"
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('namePlaceholder')}
      maxLength={MAX_NAME_LENGTH}
      autoComplete={autoComplete}
    />
  );
}
