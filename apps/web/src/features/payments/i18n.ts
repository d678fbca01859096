import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The payment pages' texts (docs/i18n.md), their English bundled with this feature. */
export const NS = englishNamespace('payments', en);
