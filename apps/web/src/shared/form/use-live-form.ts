import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from './fields-schema.ts';

/**
 * A pre-quote step's form on react-hook-form, whose messages follow the values as they stand
 * (docs/product/quotes.md §5, docs/product/review-payment-term-bike.md §5.4: shown as the visitor types, Continue
 * enabled only once valid). react-hook-form holds the values and checks them with the schema on submit. The live
 * messages are read from the same schema in the render that shows the value: react-hook-form's own check of a change
 * lands a render later, so each keystroke would first show the message of the value before it — a valid date would
 * flash "Please enter a valid date" in an alert, which a screen reader reads out. `errors` holds each field's first
 * message by its name ('dob', 'members.1.dob'); a field decides when to show it (a date, only once complete or left).
 */
export function useLiveForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    // Continue is disabled while any message stands, so a submit never lands on an error to focus.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control });
  const errors = fieldErrorsOf(schema, values);
  return { form, errors, valid: Object.keys(errors).length === 0 };
}
