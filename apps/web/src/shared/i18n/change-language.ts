import { DEFAULT_LANGUAGE, type Language } from '@kavach/domain/i18n/languages';
import { apiRequest } from '../api/client.ts';
import { readSessionData } from '../auth/auth-session.ts';
import { i18n } from './i18n.ts';
import { keepLanguage } from './keep-language.ts';

/**
 * The header's switch: the page changes at once, this browser remembers it, and a signed-in buyer's account keeps it
 * for the schedules and notices the server writes. An account that cannot be told now is told at the next choice;
 * the page has changed either way.
 */
export async function changeLanguage(language: Language): Promise<void> {
  keepLanguage(language);
  await i18n.changeLanguage(language);
  if (readSessionData()) await rememberForAccount(language);
}

/** The account's copy of the choice (a sign-in sends this browser's to an account that has none). */
export async function rememberForAccount(language: Language): Promise<void> {
  // No response schema: the answer repeats the choice, and zod would weigh on every page's first script.
  await apiRequest('/v1/users/me/language', { method: 'PUT', body: { language } }).catch((err: unknown) =>
    console.error('Could not keep the language on the account', err),
  );
}

/**
 * A sign-in: an account that chose a language before brings it to this browser; one that never chose takes this
 * browser's, if it is not the default.
 */
export async function adoptAccountLanguage(accountLanguage: Language | null): Promise<void> {
  if (accountLanguage) {
    keepLanguage(accountLanguage);
    await i18n.changeLanguage(accountLanguage);
  } else if (i18n.language !== DEFAULT_LANGUAGE) await rememberForAccount(i18n.language as Language);
}
