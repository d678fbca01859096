import type { z } from 'zod';

/**
 * A stored proposal part read as complete, with every field its step requires (its schema's fields, without the
 * checks a save makes on the day); null when it is not: not saved yet, or a record reduced at account deletion.
 */
export function completePart<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Keys of a JSON value that are kept, at any depth: `true` keeps a value whole; a list is kept item by item. */
export type Keep = { readonly [key: string]: true | Keep };

export const keepKeys = (...names: string[]): Keep => Object.fromEntries(names.map((name) => [name, true]));

/** How to reach the policyholder, for servicing, renewal notices and claims. */
export const KEEP_CONTACT = keepKeys(
  'mobile',
  'email',
  'address_1',
  'address_2',
  'address_3',
  'area',
  'city',
  'state',
  'pincode',
);

/**
 * What account deletion keeps of a paid journey of one vertical (SECURITY.md, "Account deletion"): of its proposal,
 * only the parts and keys named; of the request it was quoted on, the keys named (`true`: all of it).
 */
export type Retained = { proposal: Keep; quoteRequest: Keep | true };

/** `value` reduced to the keys `keep` names, at any depth. */
export function pickKeys(value: unknown, keep: Keep | true): unknown {
  if (keep === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => pickKeys(v, keep));
  return Object.fromEntries(
    Object.entries(value).flatMap(([k, v]) => {
      const inner = keep[k];
      return inner === undefined ? [] : [[k, pickKeys(v, inner)]];
    }),
  );
}
