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

/** Key of each field in the contact form (spec 2 §3 "Contact"). */
export const CONTACT_FIELD_KEYS = {
  CONTACT_MOBILE: 'mobile',
  CONTACT_EMAIL: 'email',
  CONTACT_ADDRESS_LINE_1: 'address_line_1',
  CONTACT_ADDRESS_LINE_2: 'address_line_2',
  CONTACT_ADDRESS_LINE_3: 'address_line_3',
  CONTACT_CITY: 'city',
  CONTACT_STATE: 'state',
  CONTACT_PINCODE: 'pincode',
  CONTACT_AREA: 'area',
} as const satisfies Readonly<Record<ContactFieldCode, string>>;

/** spec 2 §5: address lines 2 and 3 are optional even when enabled. */
export const OPTIONAL_CONTACT_FIELD_CODES = [
  'CONTACT_ADDRESS_LINE_2',
  'CONTACT_ADDRESS_LINE_3',
] as const satisfies readonly ContactFieldCode[];
