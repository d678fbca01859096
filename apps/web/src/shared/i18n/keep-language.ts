import { LANGUAGE_COOKIE } from '@kavach/domain/i18n/languages';
import { localStore } from '../lib/storage.ts';

const A_YEAR_S = 365 * 24 * 3600;

/**
 * This browser's choice of language, kept in local storage for the app and in a cookie for the server, which sends a
 * prerendered page drawn in it (docs/i18n.md): a Hindi reader's first paint is Hindi, not English replaced.
 */
export function keepLanguage(language: string): void {
  localStore.set('language', language);
  writeLanguageCookie(language);
}

/** The cookie alone, as a browser that chose before the cookie existed has only the stored choice. */
export function writeLanguageCookie(language: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${A_YEAR_S}; samesite=lax${secure}`;
}
