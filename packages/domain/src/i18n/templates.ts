// A text the domain builds with values (a premium, a date, a policy number) has one catalogue entry: its template, the
// English with {{name}} where each value goes. The template is cut from a text its builder really made, with sample
// values, so it cannot drift from the English the builder writes.

/** One text a builder made, with the sample values it was given, each under the placeholder name it takes. */
export type BuiltText = { readonly text: string; readonly samples?: Readonly<Record<string, string>> };

/** What a value may look like: a figure (18, 7.5, ₹12,345, 2,50,000), a DD/MM/YYYY date, or any text. */
export type ValueKind = 'figure' | 'date' | 'text';

export type DomainTemplate = {
  /** The catalogue key: the English with {{name}} placeholders. */
  readonly key: string;
  /** Matches a text the builder made, each value in a named group (a repeated one by back-reference). */
  readonly pattern: RegExp;
  readonly kinds: Readonly<Record<string, ValueKind>>;
  /** Characters of fixed text: the more, the more particular the template (tried first). */
  readonly fixedLength: number;
};

const FIGURE = /^-?₹?\d[\d,]*(?:\.\d+)?$/;
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const KIND_PATTERN: Record<ValueKind, string> = {
  figure: String.raw`-?₹?\d[\d,]*(?:\.\d+)?`,
  date: String.raw`\d{2}/\d{2}/\d{4}`,
  text: '.+?',
};
const PLACEHOLDER = /{{(\w+)}}/g;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const kindOf = (sample: string): ValueKind => (FIGURE.test(sample) ? 'figure' : DATE.test(sample) ? 'date' : 'text');

/** The placeholder names of a catalogue text, sorted ({{x}} in "Policy {{x}} ends"). */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();

/**
 * The template of a built text: each sample, wherever it stands whole (not inside a longer word or figure), becomes
 * its {{name}}. Longer samples first, so ₹50 Lakh is taken whole before a 50 elsewhere. Throws when a sample is not
 * found or a placeholder is left over: the builder no longer writes what its samples say.
 */
export function templateOf(built: BuiltText): string {
  const samples = Object.entries(built.samples ?? {}).sort(([, a], [, b]) => b.length - a.length);
  let key = built.text;
  for (const [name, sample] of samples) {
    const whole = new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?<!\d[,.])${escapeRegExp(sample)}(?![\p{L}\p{N}])(?![,.]\d)`,
      'gu',
    );
    if (!whole.test(key)) throw new Error(`The sample "${sample}" for {{${name}}} is not in "${built.text}"`);
    key = key.replace(whole, `{{${name}}}`);
  }
  const names = samples.map(([name]) => name).sort();
  if ([...new Set(placeholdersOf(key))].join() !== names.join())
    throw new Error(`"${key}" does not have exactly the placeholders ${names.join(', ')}`);
  return key;
}

/** The kind of each value a built text was made with, by placeholder name. */
export const kindsOf = (built: BuiltText): Record<string, ValueKind> =>
  Object.fromEntries(Object.entries(built.samples ?? {}).map(([name, s]) => [name, kindOf(s)]));

/** A template (its key and its values' kinds), ready to match texts its builder makes. */
export function compileTemplate(key: string, kinds: Readonly<Record<string, ValueKind>>): DomainTemplate {
  const seen = new Set<string>();
  const parts = key.split(PLACEHOLDER);
  // split() with a group alternates fixed text (even places) and placeholder names (odd places).
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      if (seen.has(part)) return String.raw`\k<${part}>`;
      seen.add(part);
      return `(?<${part}>${KIND_PATTERN[kinds[part] ?? 'text']})`;
    })
    .join('');
  const fixedLength = parts.filter((_, i) => i % 2 === 0).join('').length;
  // A template of values alone would match any text (and its values again, for ever).
  if (fixedLength === 0) throw new Error(`"${key}" has no fixed text to recognise it by`);
  return { key, pattern: new RegExp(`^${source}$`, 'u'), kinds, fixedLength };
}

/** The template of a built text with placeholders, ready to match texts that builder makes. */
export const domainTemplate = (built: BuiltText): DomainTemplate => compileTemplate(templateOf(built), kindsOf(built));
