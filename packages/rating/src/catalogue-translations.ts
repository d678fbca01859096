import { LANGUAGE_CODES, DEFAULT_LANGUAGE, type Language } from '@kavach/domain/i18n/languages';
import { z } from 'zod';
import { parseCatalogueFile, type CatalogueReader } from './catalogue-files.ts';

/**
 * A catalogue's own texts in another language, keyed by the English as the catalogue writes it (docs/i18n.md): a
 * question, a hint, an add-on's description. They are the insurer's words, so the folder that holds them holds their
 * translations too, in `i18n/<language>.json`; a language without a file, or a text without an entry, stays English.
 */
export type CatalogueTranslations = Partial<Record<Language, ReadonlyMap<string, string>>>;

const ZTranslationFile = z.record(z.string().min(1), z.string().trim().min(1, 'the translation is empty'));

/** Where a catalogue folder keeps a language's translations of its texts. */
export const translationFile = (language: Language) => `i18n/${language}.json`;

/** Every text a parsed catalogue file holds, at any depth: what a translation may be keyed by. */
export function catalogueTexts(...values: unknown[]): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  values.forEach(walk);
  return texts;
}

/**
 * The translations a catalogue folder carries, each file checked: a missing file is no translation, but an entry
 * for a text the catalogue does not hold is refused, as it would never be shown (a text since reworded, a typo).
 */
export function parseCatalogueTranslations(
  read: CatalogueReader,
  texts: ReadonlySet<string>,
): { translations: CatalogueTranslations; problems: string[] } {
  const translations: CatalogueTranslations = {};
  const problems: string[] = [];
  for (const language of LANGUAGE_CODES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    const file = translationFile(language);
    const given = read(file);
    if ('missing' in given && given.missing) continue;
    const result = parseCatalogueFile(() => given, file, ZTranslationFile);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const stale = Object.keys(result.value).filter((text) => !texts.has(text));
    problems.push(...stale.map((text) => `${file}: "${text}": the catalogue has no such text`));
    translations[language] = new Map(Object.entries(result.value));
  }
  return { translations, problems };
}

/** A catalogue text in one language (what `catalogueText` gives). */
export type CatalogueText = (text: string) => string;

/** A catalogue text in `language`: its translation where the catalogue carries one, else as written. */
export const catalogueText =
  (translations: CatalogueTranslations, language: Language): CatalogueText =>
  (text: string): string =>
    translations[language]?.get(text) ?? text;

type Feature = { feature_name: string; feature_description: string; feature_explanation: string };

/** A plan's features (health's and term's have the same texts), what each says through `text`. New objects. */
export function translateFeatures<F extends Feature>(features: readonly F[], text: CatalogueText): F[] {
  return features.map((f) => ({
    ...f,
    feature_name: text(f.feature_name),
    feature_description: text(f.feature_description),
    feature_explanation: text(f.feature_explanation),
  }));
}
