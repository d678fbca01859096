import type { Ref } from 'react';
import { INPUT_CLASS } from '../../../shared/ui/field-styles.ts';
import { LabelledField, fieldDescribedBy } from '../../../shared/ui/labelled-field.tsx';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string | undefined;
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A native date input (the value is YYYY-MM-DD; the browser shows it in the visitor's own format). */
export function DateField({ id, label, value, onChange, hint, error, max, inputRef }: Props) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        ref={inputRef}
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        className={INPUT_CLASS}
      />
    </LabelledField>
  );
}
