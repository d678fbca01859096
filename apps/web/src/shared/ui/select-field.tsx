import type { Ref } from 'react';
import { INPUT_CLASS } from './field-styles.ts';
import { LabelledField, fieldDescribedBy } from './labelled-field.tsx';
import { NativeSelect, type SelectOption } from './native-select.tsx';

type Props = {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
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
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <NativeSelect
        ref={selectRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        className={`${INPUT_CLASS} disabled:bg-slate-100 disabled:text-slate-500`}
        options={options}
        placeholder={placeholder}
      />
    </LabelledField>
  );
}
