import type { ParseKeys, TFunction } from 'i18next';
import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The health proposal's texts (docs/i18n.md), their English bundled with this feature. */
export const NS = englishNamespace('health-proposal', en);

/** A key of this namespace, where a helper names a text before a component says it (a field's label). */
export type ProposalKey = ParseKeys<typeof NS>;

/**
 * What a helper needs to word a text outside a component: this namespace's `t`, and the domain's texts (relations,
 * option labels) in the page's language (shared/i18n/use-domain-text.ts).
 */
export type ProposalWords = { t: TFunction<typeof NS>; td: (text: string) => string };
