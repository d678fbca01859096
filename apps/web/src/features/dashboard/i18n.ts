import type { TFunction } from 'i18next';
import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The buyer's dashboard's texts (docs/i18n.md), their English bundled with this feature. */
export const NS = englishNamespace('dashboard', en);

/** `t` of this namespace, for helpers that build texts outside a component. */
export type DashboardT = TFunction<typeof NS>;
