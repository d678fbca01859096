import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form over wire type T whose number fields K are held as the text typed (a box may be blank or half-typed). */
export type WithTextNumbers<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

/**
 * The wire values of a form: each number box as a number (grouping commas dropped), a blank one left out so the
 * schema's own message is shown. Anything that is not a number stays text and the schema refuses it.
 */
export function toNumbers<T extends Record<string, unknown>>(
  values: T,
  keys: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const key of keys) {
    const raw = String(values[key] ?? '')
      .replaceAll(',', '')
      .trim();
    out[key] = raw === '' ? undefined : /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  return out;
}

/** A resolver that checks the domain schema on the form's wire values (the API takes numbers, the boxes hold text). */
export function wireResolver<F extends FieldValues, S extends z.ZodType>(
  schema: S,
  toWire: (values: F) => unknown,
): Resolver<F, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<F, unknown, z.output<S>>;
  return (values, context, options) => resolve(toWire(values) as F, context, options);
}
