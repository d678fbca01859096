import domainHindi from '@kavach/domain/i18n/locales/hi.json';
import { translateDomainText } from '@kavach/domain/i18n/domain-texts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@kavach/domain/i18n/languages';
import i18next, { type TFunction } from 'i18next';
import errorsEn from './locales/en/errors.json';
import errorsHi from './locales/hi/errors.json';
import noticesEn from './locales/en/notices.json';
import noticesHi from './locales/hi/notices.json';
import scheduleEn from './locales/en/schedule.json';
import scheduleHi from './locales/hi/schedule.json';

/**
 * The server's one i18next (docs/i18n.md): the texts it writes itself — the policy schedule and its CIS, the notices —
 * one namespace per document kind, in `locales/<language>/<namespace>.json`. English is the texts as they always read;
 * a key another language lacks falls back to it. `errors`, its own error messages, is keyed by the English itself
 * (dots, colons and all), so it is read by `errorText`, never through `t`.
 */
export const RESOURCES = {
  en: { schedule: scheduleEn, notices: noticesEn, errors: errorsEn },
  hi: { schedule: scheduleHi, notices: noticesHi, errors: errorsHi },
} as const satisfies Record<Language, Record<string, unknown>>;
export type ServerNamespace = Exclude<keyof (typeof RESOURCES)['en'], 'errors'>;

const serverI18n = i18next.createInstance();
void serverI18n.init({
  resources: RESOURCES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  ns: Object.keys(RESOURCES.en),
  // Documents and notices are plain text: nothing is escaped for HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** A namespace's texts in one language, for a document written in it. */
export function textsIn(language: Language, namespace: ServerNamespace): TFunction {
  return serverI18n.getFixedT(language, namespace);
}

/**
 * The texts the domain package writes (validation messages, option labels, plan facts), keyed by their English, in the
 * catalogue the web shows them from too (packages/domain/src/i18n/locales). A text it lacks stays English.
 */
const DOMAIN_CATALOGUES: Record<Language, Readonly<Record<string, string>>> = { en: {}, hi: domainHindi };

export function domainText(language: Language, english: string): string {
  return DOMAIN_CATALOGUES[language][english] ?? english;
}

/** `domainText` for one language, to hand to code that writes many. */
export const domainTextIn =
  (language: Language) =>
  (english: string): string =>
    domainText(language, english);

/**
 * A value put into an error message's template: one word (a count, a policy number, a date), a plan's name, or the
 * domain's words (a rule's reason, a field's label), which are said in the message's language too.
 */
const VALUE = { word: String.raw`\S+`, name: '.+?', text: '.+' } as const;
const NAMES: ReadonlySet<string> = new Set(['plan']);
const TEXTS: ReadonlySet<string> = new Set(['reason', 'label']);

/** The domain's words put into a message, as the domain's catalogue says them; a label lower-cased mid-sentence too. */
function domainValue(language: Language, value: string): string {
  const catalogue = DOMAIN_CATALOGUES[language];
  const said = translateDomainText(value, catalogue);
  if (said !== value) return said;
  const capitalised = value.replace(/^./, (c) => c.toUpperCase());
  const asLabel = translateDomainText(capitalised, catalogue);
  return asLabel === capitalised ? value : asLabel;
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The messages the API builds with values ("A claim takes at most {{max}} files"), each with the pattern it makes. */
const valuePattern = (name: string) => (NAMES.has(name) ? VALUE.name : TEXTS.has(name) ? VALUE.text : VALUE.word);

const ERROR_TEMPLATES = Object.keys(errorsEn)
  .filter((key) => key.includes('{{'))
  .map((key) => {
    // split() with a group alternates fixed text (even places) and placeholder names (odd places).
    const source = key
      .split(/{{(\w+)}}/)
      .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : `(?<${part}>${valuePattern(part)})`))
      .join('');
    return { key, pattern: new RegExp(`^${source}$`, 'u') };
  });

/**
 * An error message in a language: the domain's catalogue first (the texts the domain writes, a built one by its
 * template as the web reads it), then the API's own (`locales/<language>/errors.json`, keyed by the English; a message
 * built with values by its template, the values put in as they are). English when neither has it.
 */
export function errorText(language: Language, english: string): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const domain = translateDomainText(english, DOMAIN_CATALOGUES[language]);
  if (domain !== english) return domain;
  const catalogue: Readonly<Record<string, string>> = RESOURCES[language].errors;
  const whole = catalogue[english];
  if (whole) return whole;
  for (const { key, pattern } of ERROR_TEMPLATES) {
    const values = pattern.exec(english)?.groups;
    const said = values && catalogue[key];
    if (said)
      return said.replace(/{{(\w+)}}/g, (_, name: string) =>
        TEXTS.has(name) ? domainValue(language, values[name] ?? '') : (values[name] ?? ''),
      );
  }
  return english;
}
