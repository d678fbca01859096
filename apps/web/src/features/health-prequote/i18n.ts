import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The health pre-quote's texts (docs/i18n.md), added when its page's chunk loads. */
export const NS = englishNamespace('health-prequote', en);
