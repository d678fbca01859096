import type { Resolver } from 'react-hook-form';
import type { FormValues } from './form-types.ts';

/** The server's refusal of each field, with the value it refused. */
export type Refusals = Readonly<Record<string, { value: unknown; message: string }>>;

/**
 * `resolver`, keeping the server's refusal of a field through the check made as that field loses focus, for as long as
 * it holds the value refused: the buyer's own checks pass on it, so without this the refusal went the moment focus
 * left the field, though nothing had changed. A save checks every field afresh and asks the server again.
 */
export function keepingRefusals(resolver: Resolver<FormValues>, refusals: Refusals): Resolver<FormValues> {
  return async (values, context, options) => {
    const checked = await resolver(values, context, options);
    // One field named: a field's own check (a save names every field).
    const [name, ...others] = options.names ?? [];
    const refused = name === undefined ? undefined : refusals[name];
    if (!name || others.length > 0 || !refused || refused.value !== values[name] || checked.errors[name])
      return checked;
    return { values: {}, errors: { ...checked.errors, [name]: { type: 'server', message: refused.message } } };
  };
}
