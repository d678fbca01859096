import domainHindi from '@kavach/domain/i18n/locales/hi.json';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@kavach/domain/i18n/languages';
import i18next, { type TFunction } from 'i18next';
import noticesEn from './locales/en/notices.json';
import noticesHi from './locales/hi/notices.json';
import scheduleEn from './locales/en/schedule.json';
import scheduleHi from './locales/hi/schedule.json';

/**
 * The server's one i18next (docs/i18n.md): the texts it writes itself — the policy schedule and its CIS, the notices —
 * one namespace per document kind, in `locales/<language>/<namespace>.json`. English is the texts as they always read;
 * a key another language lacks falls back to it.
 */
export const RESOURCES = {
  en: { schedule: scheduleEn, notices: noticesEn },
  hi: { schedule: scheduleHi, notices: noticesHi },
} as const satisfies Record<Language, Record<string, unknown>>;
export type ServerNamespace = keyof (typeof RESOURCES)['en'];

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
