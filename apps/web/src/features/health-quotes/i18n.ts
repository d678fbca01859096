import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/**
 * The health quote list's, plan page's and comparison's texts (docs/i18n.md), added when the first of them loads — at
 * build time too, where prerender.tsx renders the list and the plan page in Node.
 */
export const NS = englishNamespace('health-quotes', en);
