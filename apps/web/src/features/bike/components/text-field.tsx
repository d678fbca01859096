import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { describedBy, HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from './field-styles.ts';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled input with an optional hint, its error tied to it for screen readers. */
export function TextField({ id, label, value, onChange, error, hint, inputRef, className = '', ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        className={INPUT_CLASS}
        {...input}
      />
      {hint && (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
