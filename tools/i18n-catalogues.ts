import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's catalogues checked against each other and the code (docs/i18n.md): a key missing in a language, a
// key no code names, a placeholder one language has and another lacks, an empty text.

export type Catalogue = { folder: string; language: string; texts: Record<string, string> };

/** A catalogue's nested keys as i18next reads them: `a.b.c` for { a: { b: { c } } }. */
export function flatten(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  if (typeof tree !== 'object' || tree === null) return { [prefix]: String(tree) };
  return Object.assign(
    {},
    ...Object.entries(tree).map(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key)),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

/**
 * What is wrong between one namespace's catalogues: `english` is the reference, each of `others` must say the same
 * keys with the same placeholders. Plural forms may differ by language (Intl.PluralRules), their base key may not.
 */
export function catalogueProblems(english: Catalogue, others: Catalogue[]): string[] {
  const problems: string[] = [];
  const base = (key: string) => key.replace(PLURAL, '');
  for (const other of others) {
    const where = `${other.folder}/locales/${other.language}.json`;
    const bases = new Set(Object.keys(other.texts).map(base));
    const englishBases = new Set(Object.keys(english.texts).map(base));
    for (const key of englishBases) if (!bases.has(key)) problems.push(`${where}: missing "${key}"`);
    for (const key of bases) if (!englishBases.has(key)) problems.push(`${where}: "${key}" is not in English`);
    for (const [key, text] of Object.entries(other.texts)) {
      if (!text.trim()) problems.push(`${where}: "${key}" is empty`);
      const englishText = english.texts[key] ?? english.texts[`${base(key)}_other`];
      if (englishText !== undefined && placeholders(englishText).join() !== placeholders(text).join())
        problems.push(
          `${where}: "${key}" has placeholders ${JSON.stringify(placeholders(text))}, English ${JSON.stringify(placeholders(englishText))}`,
        );
    }
  }
  return problems;
}

/** Words every language writes as English does: the brand, codes a buyer knows as they are, a date's pattern. */
const AS_IS = /\b(Kavach|PAN|OTP|KYC|CKYC|IDV|UPI|IFSC|CIS|NCB|IRDAI|GST|RTO|CNG|LPG|DD|MM|YYYY|ABCDE\d{4}F)\b/g;

/** Texts another language left as the English, word for word: a copy, not a translation. */
export function englishCopies(english: Catalogue, other: Catalogue): string[] {
  return Object.entries(other.texts)
    .filter(([key, text]) => text === english.texts[key])
    .filter(([, text]) => /[A-Za-z]{3,}/.test(text.replace(/{{[^}]*}}|<\/?\d+>/g, '').replace(AS_IS, '')))
    .map(([key]) => `${other.folder}/locales/${other.language}.json: "${key}" is the English, untranslated`);
}

/** English keys no source names: a key is used where its whole name is a string literal (docs/i18n.md). */
export function unusedKeys(english: Catalogue, sources: string[]): string[] {
  const literals = new Set(sources.flatMap((source) => [...source.matchAll(/(['"`])([\w.:-]+)\1/g)].map((m) => m[2])));
  const namespaced = (key: string) => `${path.basename(english.folder)}:${key}`;
  return [...new Set(Object.keys(english.texts).map((key) => key.replace(PLURAL, '')))]
    .filter((key) => !literals.has(key) && !literals.has(namespaced(key)))
    .map((key) => `${english.folder}/locales/en.json: "${key}" is named by no code`);
}

/** Every folder under `root` with a `locales/` of its own, and its catalogues. */
export function cataloguesUnder(root: string): { folder: string; catalogues: Catalogue[] }[] {
  const found: { folder: string; catalogues: Catalogue[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.name !== 'locales') {
        walk(full);
        continue;
      }
      const catalogues = readdirSync(full)
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({
          folder: dir,
          language: file.replace(/\.json$/, ''),
          texts: flatten(JSON.parse(readFileSync(path.join(full, file), 'utf8'))),
        }));
      found.push({ folder: dir, catalogues });
    }
  };
  walk(root);
  return found;
}

/** The source files under `root` that may name a key: code, not tests or catalogues. */
export function sourcesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'));
}
