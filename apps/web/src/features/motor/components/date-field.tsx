import type { Ref } from 'react';
import { LabelledInput } from '../../../shared/ui/labelled-field.tsx';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string | undefined;
  max?: string;
  /** Shown but not editable: a fact the vehicle registry records. */
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A native date input (the value is YYYY-MM-DD; the browser shows it in the visitor's own format). */
export function DateField({ onChange, inputRef, ...field }: Props) {
  return <LabelledInput {...field} ref={inputRef} type="date" onChange={(e) => onChange(e.target.value)} />;
}
