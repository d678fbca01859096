import { useCallback, useRef } from 'react';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/** The server's refusal of each field, by the field's name in the form, with the value it refused. */
type Refusals = Readonly<Record<string, { value: unknown; message: string }>>;

/**
 * `resolver`, keeping the server's refusal of a field through the check made as that field loses focus, for as long as
 * it holds the value refused: the buyer's own checks pass on it, so without this the refusal went the moment focus
 * left the field, though nothing had changed. A save checks every field afresh and asks the server again.
 * `keep(values, placed)` records the refusals placed on the form's fields, with the values they were given for (held
 * in a ref: recording them is no render of its own; setError's is).
 */
export function useKeptRefusals<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>) {
  const refusals = useRef<Refusals>({});
  const kept: Resolver<T, C, O> = async (values, context, options) => {
    const checked = await resolver(values, context, options);
    // One field named: a field's own check (a save names every field).
    const [name, ...others] = options.names ?? [];
    const refused = name === undefined ? undefined : refusals.current[name];
    if (!name || others.length > 0 || !refused || refused.value !== get(values, name) || get(checked.errors, name))
      return checked;
    const errors = { ...checked.errors } as FieldErrors<T>;
    set(errors, name, { type: 'server', message: refused.message });
    return { values: {}, errors };
  };
  // One function for the form's life, so an effect that records refusals does not run again for it.
  const keep = useCallback((values: FieldValues, placed: Readonly<Record<string, string>>) => {
    refusals.current = Object.fromEntries(
      Object.entries(placed).map(([name, message]) => [name, { value: get(values, name), message }]),
    );
  }, []);
  return { resolver: kept, keep };
}
