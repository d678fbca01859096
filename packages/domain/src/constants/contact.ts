import { codeList } from './option';

/**
 * spec 2 §3: the journey config enables contact fields by these codes. The labels are the table the codes come
 * from; the required message is built from them in lower case (spec 2 §5).
 */
export const { labels: CONTACT_FIELD_LABELS, codes: CONTACT_FIELD_CODES } = codeList({
  CONTACT_MOBILE: 'Mobile Number',
  CONTACT_EMAIL: 'Email',
  CONTACT_ADDRESS_LINE_1: 'Address Line 1',
  CONTACT_ADDRESS_LINE_2: 'Address Line 2',
  CONTACT_ADDRESS_LINE_3: 'Address Line 3',
  CONTACT_CITY: 'City',
  CONTACT_STATE: 'State',
  CONTACT_PINCODE: 'Pincode',
  CONTACT_AREA: 'Area',
});
export type ContactFieldCode = (typeof CONTACT_FIELD_CODES)[number];

/** A contact field's key in the form and the saved contact: its code without the prefix, in lower case (spec 2 §3). */
export type ContactFieldKey<C extends ContactFieldCode = ContactFieldCode> = C extends `CONTACT_${infer K}`
  ? Lowercase<K>
  : never;
export const contactFieldKey = <C extends ContactFieldCode>(code: C): ContactFieldKey<C> =>
  code.slice('CONTACT_'.length).toLowerCase() as ContactFieldKey<C>;

/** spec 2 §5: address lines 2 and 3 are optional even when enabled. */
export const OPTIONAL_CONTACT_FIELD_CODES = [
  'CONTACT_ADDRESS_LINE_2',
  'CONTACT_ADDRESS_LINE_3',
] as const satisfies readonly ContactFieldCode[];
