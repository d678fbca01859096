import type { Ref } from 'react';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { describedBy, HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from './field-styles.ts';

type Props = {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder: string;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
};

/** A labelled native select: the platform's own picker on a phone, and a combobox for assistive technology. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  hint,
  disabled,
  selectRef,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && `${id}-error`)}
        className={`${INPUT_CLASS} disabled:bg-slate-100 disabled:text-slate-500`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
