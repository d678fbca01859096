import {
  CONTACT_FIELD_CODES,
  CONTACT_FIELD_KEYS,
  CONTACT_FIELD_LABELS,
  OPTIONAL_CONTACT_FIELD_CODES,
  ZContactMobile,
  ZContactPincode,
  ZEmail,
  zContactText,
  type ContactFieldCode,
  type TContactDetails,
  type TJourneyConfigResponse,
} from '@kavach/domain';
import type { FieldErrors, FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import { validateFields } from './person-fields.ts';

const SPECS: Readonly<Record<ContactFieldCode, Pick<FieldSpec, 'kind' | 'maxLength' | 'autoComplete'>>> = {
  CONTACT_MOBILE: { kind: 'digits', maxLength: 10, autoComplete: 'tel-national' },
  CONTACT_EMAIL: { kind: 'email', maxLength: 120, autoComplete: 'email' },
  CONTACT_ADDRESS_LINE_1: { kind: 'text', maxLength: 200, autoComplete: 'address-line1' },
  CONTACT_ADDRESS_LINE_2: { kind: 'text', maxLength: 200, autoComplete: 'address-line2' },
  CONTACT_ADDRESS_LINE_3: { kind: 'text', maxLength: 200, autoComplete: 'address-line3' },
  CONTACT_CITY: { kind: 'text', maxLength: 80, autoComplete: 'address-level2' },
  CONTACT_STATE: { kind: 'text', maxLength: 80, autoComplete: 'address-level1' },
  CONTACT_PINCODE: { kind: 'digits', maxLength: 6, autoComplete: 'postal-code' },
  CONTACT_AREA: { kind: 'text', maxLength: 120 },
};

// spec 2 §2: city, state and pincode come from the pre-quote and are read-only once known.
const PREFILLED: Partial<Record<ContactFieldCode, 'city' | 'state' | 'pincode'>> = {
  CONTACT_CITY: 'city',
  CONTACT_STATE: 'state',
  CONTACT_PINCODE: 'pincode',
};

const isCode = (code: string): code is ContactFieldCode => (CONTACT_FIELD_CODES as readonly string[]).includes(code);
const codeOf = (key: string) => CONTACT_FIELD_CODES.find((c) => CONTACT_FIELD_KEYS[c] === key);

/** The contact fields enabled by the journey config, in the spec's order. */
export function contactFields(config: TJourneyConfigResponse): FieldSpec[] {
  const enabled = new Set(config.contact_config.enabled_contact_fields.filter(isCode));
  return CONTACT_FIELD_CODES.filter((code) => enabled.has(code)).map((code) => {
    const prefill = PREFILLED[code];
    return {
      key: CONTACT_FIELD_KEYS[code],
      label: CONTACT_FIELD_LABELS[code],
      ...SPECS[code],
      optional: (OPTIONAL_CONTACT_FIELD_CODES as readonly string[]).includes(code),
      readOnly: prefill !== undefined && config.prefill[prefill].trim() !== '',
    };
  });
}

type SessionUser = { mobile_number?: string | null; email?: string | null } | null;

/** Starting values: the login mobile and e-mail, and the pre-quote's city, state and pincode. */
export function contactPrefill(config: TJourneyConfigResponse, user: SessionUser): Record<string, string> {
  const values: Record<string, string> = {
    city: config.prefill.city,
    state: config.prefill.state,
    pincode: config.prefill.pincode,
  };
  if (user?.mobile_number) values.mobile = user.mobile_number;
  if (user?.email) values.email = user.email;
  return values;
}

/** spec 2 §5 "Contact": the contact screen's own wording of each rule. */
export function contactFieldError(key: string, values: FormValues): string | null {
  const code = codeOf(key);
  if (!code) return null;
  const value = values[key] ?? '';
  if ((OPTIONAL_CONTACT_FIELD_CODES as readonly string[]).includes(code) && value.trim() === '') return null;
  const schema =
    code === 'CONTACT_MOBILE'
      ? ZContactMobile
      : code === 'CONTACT_EMAIL'
        ? ZEmail
        : code === 'CONTACT_PINCODE'
          ? ZContactPincode
          : zContactText(CONTACT_FIELD_LABELS[code]);
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Read-only prefilled fields are skipped (spec 2 §5). */
export function validateContact(fields: readonly FieldSpec[], values: FormValues): FieldErrors {
  return validateFields(fields, (key) => contactFieldError(key, values));
}

/** The save body's contact_details: the form's address_line_N is address_N on the wire (spec 2 §7). */
export function toContactDetails(fields: readonly FieldSpec[], values: FormValues): TContactDetails {
  const wireKey = (key: string) => key.replace(/^address_line_/, 'address_');
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key]?.trim();
    if (value) out[wireKey(field.key)] = value;
  }
  return out as TContactDetails;
}

/** A 400's field path ('contact_details.address_1') as the form's key. */
export function contactKeyOfPath(path: string): string {
  return path.replace(/^contact_details\./, '').replace(/^address_(\d)$/, 'address_line_$1');
}
