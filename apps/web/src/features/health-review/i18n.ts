import type { TFunction } from 'i18next';
import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The health review page's texts (docs/i18n.md), their English bundled with this feature. */
export const NS = englishNamespace('health-review', en);

/** `t` of this namespace, for helpers that word a text outside a component. */
export type ReviewT = TFunction<typeof NS>;
