import type { ContactFieldCode } from '../code-lists/proposal';

/**
 * A contact field's key in the form and the saved contact: its code without the prefix, in lower case
 * (docs/product/proposal-kyc.md §3).
 */
export type ContactFieldKey<C extends ContactFieldCode = ContactFieldCode> = C extends `CONTACT_${infer K}`
  ? Lowercase<K>
  : never;
export const contactFieldKey = <C extends ContactFieldCode>(code: C): ContactFieldKey<C> =>
  code.slice('CONTACT_'.length).toLowerCase() as ContactFieldKey<C>;

/** docs/product/proposal-kyc.md §5: address lines 2 and 3 are optional even when enabled. */
export const OPTIONAL_CONTACT_FIELD_CODES = [
  'CONTACT_ADDRESS_LINE_2',
  'CONTACT_ADDRESS_LINE_3',
] as const satisfies readonly ContactFieldCode[];
