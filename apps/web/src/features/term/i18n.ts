import type { TFunction } from 'i18next';
import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The term wizard's, list's and plan page's texts (docs/i18n.md), their English bundled with this feature. */
export const NS = englishNamespace('term', en);

/** `t` of this namespace, for helpers that build texts outside a component. */
export type TermT = TFunction<typeof NS>;
