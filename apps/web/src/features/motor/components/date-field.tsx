import type { Ref } from 'react';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { describedBy, HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from './field-styles.ts';

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
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        className={INPUT_CLASS}
      />
      <p id={`${id}-hint`} className={HINT_CLASS}>
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
