import type { ReactNode } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from './field-styles.ts';

// The API accepts names of up to 50 characters (member_covered.name), so the field stops there.
const MAX_NAME_LENGTH = 50;

export function NameField({
  id,
  label,
  value,
  onChange,
  autoComplete = 'off',
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Enter Your Name"
        maxLength={MAX_NAME_LENGTH}
        autoComplete={autoComplete}
        className={INPUT_CLASS}
      />
    </div>
  );
}
