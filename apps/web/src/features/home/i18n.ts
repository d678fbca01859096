import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The home page's texts (docs/i18n.md), for its components' useTranslation. */
export const NS = englishNamespace('home', en);
