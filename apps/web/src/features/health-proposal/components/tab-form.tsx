import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useKeptRefusals } from '../../../shared/form/kept-refusals.ts';
import { focusFirstError, type TextValues } from '../../../shared/form/rhf-form-fields.tsx';
import type { FieldErrors, FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import { ContinueButton } from './continue-button.tsx';
import { keepFocus } from './keep-focus.ts';

type Props = {
  /** Every field the form may show, in display order (the first with an error takes focus). */
  fields: readonly FieldSpec[];
  schema: z.ZodType;
  defaultValues: FormValues;
  /** Errors found while this form was not open, or by the API: shown once, then `onShown`. */
  pending: FieldErrors | undefined;
  onShown: () => void;
  /** Every edit, so what is typed survives a tab switch or a reload. */
  onValues: (values: FormValues) => void;
  onValid: (values: FormValues) => Promise<void>;
  children: (form: UseFormReturn<TextValues>) => ReactNode;
};

/**
 * One member-step tab's form on react-hook-form with its zod schema (docs/product/proposal-kyc.md §5): a field is
 * checked when it loses focus, its error clears when it is edited, and Continue checks them all and focuses the first
 * error. An error shown on opening or from the API stays while its field holds the value it was given for.
 */
export function TabForm({ fields, schema, defaultValues, pending, onShown, onValues, onValid, children }: Props) {
  const formEl = useRef<HTMLFormElement>(null);
  const refusals = useKeptRefusals(
    zodResolver(schema as z.ZodType<TextValues, TextValues>, undefined, { raw: true }) as Resolver<TextValues>,
  );
  const form = useForm<TextValues>({
    resolver: refusals.resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: { ...defaultValues },
  });
  const { subscribe, setError, getValues } = form;
  const { keep } = refusals;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onValues({ ...values }) }),
    [subscribe, onValues],
  );
  // Errors waiting when the form opens are shown while its title takes focus, so the new form is announced first;
  // errors arriving later, as the API's on Continue, take focus themselves. Either stays until its field changes.
  const opened = useRef(false);
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    if (!pending) return;
    keep(getValues(), pending);
    for (const [key, message] of Object.entries(pending)) setError(key, { message });
    if (!first) focusFirstError(formEl.current, fields, pending);
    onShown();
  }, [pending, setError, getValues, keep, fields, onShown]);

  const submit = (e: FormEvent) =>
    form.handleSubmit(onValid, (errors) => focusFirstError(formEl.current, fields, errors))(e);
  const saving = form.formState.isSubmitting;
  return (
    <form ref={formEl} onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6">
      {children(form)}
      <ContinueButton type="submit" onMouseDown={keepFocus} saving={saving} />
    </form>
  );
}
