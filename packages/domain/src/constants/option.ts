/**
 * A choice shown in a dropdown or radio list. `is_default` is part of every option because the spec
 * takes defaults "from the option lists (the first marked as default)" (docs/product/quotes.md §9).
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
 * A label table's keys, refused when one reads as a whole number: JavaScript would list it first, whatever its place.
 */
type LabelRecord<K extends string> = { readonly [P in K]: P extends `${bigint}` ? never : string };

/** A code list, written once as its label table: the codes in the order written, their labels, and their options. */
export type CodeList<K extends string> = {
  readonly labels: Readonly<Record<K, string>>;
  readonly codes: readonly [K, ...K[]];
  readonly options: readonly Option<K>[];
};

/**
 * Everything a code list needs from its one table, so a code cannot be listed without its label or labelled without
 * being listed, and options cannot pair one list's codes with another's labels. Declare a list in code-lists/ (the
 * product's words in one place) as `export const { codes: FOOS, options: FOO_OPTIONS } = codeList({ ... })`, then
 * its type and `z.enum(FOOS)`.
 * The zod enum stays a top-level `z.enum` line, not made here: the web build takes top-level `z` calls as pure
 * and drops them from pages that read only the options, which it could not do for one made inside this call.
 */
export function codeList<K extends string>(labels: LabelRecord<K>): CodeList<K>;
/** With a default: its option is marked default, and `defaultCode` is typed as one of the codes. */
export function codeList<K extends string>(
  labels: LabelRecord<K>,
  defaultCode: NoInfer<K>,
): CodeList<K> & { readonly defaultCode: K };
export function codeList<K extends string>(labels: LabelRecord<K>, defaultCode?: K): CodeList<K> & { defaultCode?: K } {
  const codes = codesOf(labels);
  return { labels, codes, options: toOptions(codes, labels, defaultCode), defaultCode };
}

/** Whether a value is one of a list's codes, narrowing it to them: a `readonly` tuple read as plain strings, once. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** The codes of a table keyed by code, in the order written; typed non-empty so `z.enum` takes it. */
export function codesOf<K extends string>(table: Readonly<Record<K, unknown>>): readonly [K, ...K[]] {
  return Object.keys(table) as [K, ...K[]];
}

/**
 * A table with an entry for each of `codes`, made by `make`: checked complete before it is typed so, where
 * `Object.fromEntries` would answer a table of any string. `codes` are all of K (a code list's codes).
 */
export function tableOf<K extends string, T>(codes: readonly K[], make: (code: K) => T): Record<K, T> {
  const table: Partial<Record<K, T>> = {};
  for (const code of codes) table[code] = make(code);
  if (!hasEvery(table, codes)) throw new Error(`A table lacks one of ${codes.join(', ')}`);
  return table;
}

const hasEvery = <K extends string, T>(table: Partial<Record<K, T>>, codes: readonly K[]): table is Record<K, T> =>
  codes.every((code) => code in table);

/** A list known to hold something, typed so (`z.enum` takes it); an empty one is a programming error. */
export function nonEmpty<T>(list: readonly T[]): readonly [T, ...T[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error('An empty list where one is needed');
  return [first, ...rest];
}
