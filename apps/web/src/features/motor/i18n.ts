import type { ParseKeys, TFunction } from 'i18next';
import { englishNamespace } from '../../shared/i18n/english-namespace.ts';
import en from './locales/en.json';

/** The motor pages' texts (docs/i18n.md): their English travels with the motor chunks that import this. */
export const NS = englishNamespace('motor', en);

/** The namespace's `t`, for the helpers that word a text outside a component (a breakup line, a compare row). */
export type MotorT = TFunction<typeof NS>;

/** A key of the namespace, for a text named in data and worded where it is shown (a proposal field's label). */
export type MotorKey = ParseKeys<typeof NS>;
