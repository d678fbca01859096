/**
 * A choice shown in a dropdown or radio list. `is_default` is part of every option because the spec
 * takes defaults "from the option lists (the first marked as default)" (spec 1 §9).
 */
export type Option<V extends string | number = string> = {
  readonly value: V;
  readonly label: string;
  readonly is_default: boolean;
};

/**
 * Builds options from a value tuple and a label record. The record is typed `Record<V, string>` so
 * adding a value without a label fails to compile.
 */
export function toOptions<V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  defaultValue?: V,
): readonly Option<V>[] {
  return values.map((value) => ({ value, label: labels[value], is_default: value === defaultValue }));
}

/** The option marked default, else the first one. */
export function defaultOption<V extends string | number>(options: readonly Option<V>[]): Option<V> | undefined {
  return options.find((o) => o.is_default) ?? options[0];
}

/**
 * A code list's labels, written once as one table: its keys are the codes, in the order written, and `codesOf`
 * reads the list back from it, so a code cannot be listed without its label or labelled without being listed.
 * A key that reads as a whole number is refused: JavaScript would list it first, whatever its place.
 */
export function labelTable<K extends string>(labels: {
  readonly [P in K]: P extends `${bigint}` ? never : string;
}): Readonly<Record<K, string>> {
  return labels;
}

/** The codes of a table keyed by code, in the order written; typed non-empty so `z.enum` takes it. */
export function codesOf<K extends string>(table: Readonly<Record<K, unknown>>): readonly [K, ...K[]] {
  return Object.keys(table) as [K, ...K[]];
}
