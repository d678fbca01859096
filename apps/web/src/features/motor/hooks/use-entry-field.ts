import type { MotorEntry, MotorEntryField, TMotorEntryForm } from '@kavach/domain';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';

/** The entry page's form: its fields as typed, checked into the entry the quote list asks with. */
export type EntryFormApi = UseFormReturn<TMotorEntryForm, unknown, MotorEntry>;

/**
 * One entry field bound to the form: its value, the error the last Proceed found in it (the domain schema's message,
 * in the page's language), and an edit that clears that error. Nothing is checked while typing: the next Proceed
 * checks the field again.
 */
export function useEntryField<N extends MotorEntryField>(form: EntryFormApi, name: N) {
  const { field, fieldState } = useController({ control: form.control, name });
  const td = useDomainText();
  const message = fieldState.error?.message;
  return {
    value: field.value,
    error: message && td(message),
    /** For the focus a refused Proceed moves here (setFocus). */
    ref: field.ref,
    edit: (value: TMotorEntryForm[N]) => {
      field.onChange(value);
      form.clearErrors(name);
    },
  };
}
