import { toOptions } from './option';
import { MARITAL_STATUS_LABELS, type MaritalStatus } from '../code-lists/proposal';

// docs/product/proposal-kyc.md §3 "Select option sets". Values are the wire values exactly as the spec spells them
// (some lower case, some upper case); gender is lower case here and upper-cased when sent.

// Insured members choose only single or married (docs/product/proposal-kyc.md §3).
export const MEMBER_MARITAL_STATUSES = ['single', 'married'] as const satisfies readonly MaritalStatus[];
export const MEMBER_MARITAL_STATUS_OPTIONS = toOptions(MEMBER_MARITAL_STATUSES, MARITAL_STATUS_LABELS);

/**
 * docs/product/proposal-kyc.md §7: the nominee save fills these when the form leaves them out. BUSINESSMAN is not an
 * occupation option; it is what the product sends, so it stays a separate constant.
 */
export const NOMINEE_DEFAULTS = { gender: 'MALE', occupation: 'BUSINESSMAN', appointee_relation: 'SELF' } as const;
