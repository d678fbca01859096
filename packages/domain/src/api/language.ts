import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';

// PUT /v1/users/me/language: the signed-in buyer's language, kept on their account so a notice, a schedule or
// another device speaks it too (docs/i18n.md).
export const ZLanguage = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);
export const ZSetLanguageRequest = z.strictObject({ language: ZLanguage });
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;
export const ZSetLanguageResponse = z.object({ language: ZLanguage });
export type TSetLanguageResponse = z.infer<typeof ZSetLanguageResponse>;
