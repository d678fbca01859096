/**
 * The languages Kavach speaks (docs/i18n.md). English is the spec's own texts; a new language is a catalogue file per
 * namespace and a line here. Each is named in its own script, as a reader looking for it would recognise it.
 */
export const LANGUAGES = { en: 'English', hi: 'हिन्दी' } as const;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';
/**
 * The cookie that tells the server a browser's choice, so a page it prerendered comes drawn in it (the API's spa.ts);
 * the browser keeps the choice itself in local storage.
 */
export const LANGUAGE_COOKIE = 'kavach_language';
// No zod here: the web's first script reads this module (the header's switch), and zod is 27 KB of it.

/**
 * The language a request asks for: the first of its Accept-Language tags Kavach speaks (the web app sends exactly
 * one), English otherwise. Quality values are not weighed: a browser lists its tags best first.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const base = tag.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (base && base in LANGUAGES) return base as Language;
  }
  return DEFAULT_LANGUAGE;
}
