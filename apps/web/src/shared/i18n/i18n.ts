import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, type Language } from '@kavach/domain/i18n/languages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../lib/storage.ts';
import { writeLanguageCookie } from './keep-language.ts';
import common from './locales/en.json';

/**
 * The app's one i18next (docs/i18n.md). A namespace is a folder with a `locales/` of its own: a feature's is named after
 * the feature, a shared folder's (kyc, quotes) after the folder, and this folder's is `common`. English is bundled
 * with the code that shows it (`englishNamespace`), so an English page loads nothing more than before; another
 * language's namespace is fetched, as a chunk of its own, when first shown.
 */
export const i18n = i18next.createInstance();

type Catalogue = { default: Record<string, unknown> };
const CATALOGUES = import.meta.glob<Catalogue>(['../../**/locales/*.json', '!../../**/locales/en.json']);

/**
 * The texts the domain package writes (its messages, option labels, plan facts), keyed by their English, as the API
 * translates them too (docs/i18n.md): a line per language.
 */
const DOMAIN_CATALOGUES: Record<string, () => Promise<Catalogue>> = {
  hi: () => withDomainTranslator(import('@kavach/domain/i18n/locales/hi.json')),
};

type DomainTranslator = (text: string, catalogue: Readonly<Record<string, string>>) => string;
/** The domain's translator of built texts ("Policy … ends on …"), loaded with the first domain catalogue. */
export let translateDomainText: DomainTranslator | null = null;

/** Its code (every builder of the domain, to learn their templates) is kept out of English pages: it comes here. */
async function withDomainTranslator(catalogue: Promise<Catalogue>): Promise<Catalogue> {
  const [loaded, translator] = await Promise.all([catalogue, import('@kavach/domain/i18n/domain-texts')]);
  translateDomainText = translator.translateDomainText;
  return loaded;
}

/** `../../features/home/locales/hi.json` is namespace home; `./locales/hi.json`, this folder's, is common. */
function catalogueOf(language: string, namespace: string): (() => Promise<Catalogue>) | undefined {
  if (namespace === 'domain') return DOMAIN_CATALOGUES[language];
  const path = cataloguesIn(language).find((p) => namespaceOf(p) === namespace);
  return path === undefined ? undefined : CATALOGUES[path];
}

/** The catalogue files of `language`, by their paths. */
const cataloguesIn = (language: string) =>
  Object.keys(CATALOGUES).filter((path) => path.endsWith(`/locales/${language}.json`));

/** A catalogue file's namespace: its folder's name, or common for this folder's. */
const namespaceOf = (path: string) => {
  const folder = path.split('/locales/')[0] ?? path;
  return folder === '.' ? 'common' : (folder.split('/').pop() ?? folder);
};

/**
 * Every namespace with a catalogue in `language`, the domain's included: what the build loads before drawing a page in
 * it (scripts/prerender.mjs), as a render on the server cannot wait for one.
 */
export function catalogueNamespaces(language: string): string[] {
  const names = cataloguesIn(language).map(namespaceOf);
  return DOMAIN_CATALOGUES[language] ? [...names, 'domain'] : names;
}

/** The language this browser chose last (the header's switch), English before any choice. */
export function storedLanguage(): Language {
  const stored = localStore.get('language');
  return LANGUAGE_CODES.includes(stored as Language) ? (stored as Language) : DEFAULT_LANGUAGE;
}

/**
 * The pseudo-locale the crawl of every buyer page uses to find text that bypasses the catalogues (docs/i18n.md): the
 * page is English with every catalogue text marked ⟦…⟧, so whatever a reader sees unmarked was not translated. Chosen
 * by storing it as the language; the switch never offers it.
 */
export const PSEUDO_LOCALE = 'en-XA';
const pseudo = localStore.get('language') === PSEUDO_LOCALE;

void i18n
  .use(initReactI18next)
  .use({ type: 'postProcessor', name: 'pseudo', process: (value: string) => `⟦${value}⟧` })
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const load = catalogueOf(language, namespace);
      return load ? (await load()).default : {};
    }),
  )
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    // English is given above and by each feature; only other languages go to the backend.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    postProcess: pseudo ? ['pseudo'] : false,
  });

// The page says which language it is in: screen readers pronounce it, browsers pick fonts and hyphenation by it.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
// A choice made before the server was told of it by cookie (keep-language.ts).
if (typeof document !== 'undefined' && !document.cookie.includes(`${LANGUAGE_COOKIE}=`))
  writeLanguageCookie(storedLanguage());
