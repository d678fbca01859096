import type { TFunction } from 'i18next';
import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The term proposal's and review's texts (docs/i18n.md), their English bundled with this feature. */
export const NS = englishNamespace('term-proposal', en);

/** `t` of this namespace, for the steps' field lists built outside a component. */
export type TermProposalT = TFunction<typeof NS>;
