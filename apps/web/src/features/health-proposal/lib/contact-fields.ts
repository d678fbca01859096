import {
  CONTACT_FIELD_CODES,
  contactFieldKey,
  CONTACT_FIELD_LABELS,
  OPTIONAL_CONTACT_FIELD_CODES,
  ZContactMobile,
  ZContactPincode,
  ZEmail,
  zContactText,
  type ContactFieldCode,
  type TContactDetails,
  type TJourneyConfigResponse,
  isOneOf,
} from '@kavach/domain';
import { z } from 'zod';
import type { FieldSpec, FormValues } from '../../../shared/form/form-types.ts';

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

// docs/product/proposal-kyc.md §2: city, state and pincode come from the pre-quote and are read-only once known.
const PREFILLED = ['CONTACT_CITY', 'CONTACT_STATE', 'CONTACT_PINCODE'] as const satisfies readonly ContactFieldCode[];
const isPrefilled = (code: ContactFieldCode): code is (typeof PREFILLED)[number] => isOneOf(PREFILLED, code);

const isCode = (code: string): code is ContactFieldCode => isOneOf(CONTACT_FIELD_CODES, code);
const codeOf = (key: string) => CONTACT_FIELD_CODES.find((c) => contactFieldKey(c) === key);

/** The contact fields enabled by the journey config, in the spec's order. */
export function contactFields(config: TJourneyConfigResponse): FieldSpec[] {
  const enabled = new Set(config.contact_config.enabled_contact_fields.filter(isCode));
  return CONTACT_FIELD_CODES.filter((code) => enabled.has(code)).map((code) => {
    return {
      key: contactFieldKey(code),
      label: CONTACT_FIELD_LABELS[code],
      ...SPECS[code],
      optional: isOneOf(OPTIONAL_CONTACT_FIELD_CODES, code),
      readOnly: isPrefilled(code) && config.prefill[contactFieldKey(code)].trim() !== '',
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

const schemaOf = (code: ContactFieldCode) =>
  code === 'CONTACT_MOBILE'
    ? ZContactMobile
    : code === 'CONTACT_EMAIL'
      ? ZEmail
      : code === 'CONTACT_PINCODE'
        ? ZContactPincode
        : zContactText(CONTACT_FIELD_LABELS[code]);

// A blank optional field is no answer, not a wrong one; anything typed there meets the field's rule.
const blankAsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * docs/product/proposal-kyc.md §5 "Contact": the form's schema, one domain schema per enabled field in the contact
 * screen's own wording; read-only prefilled fields are not checked.
 */
export function contactSchema(fields: readonly FieldSpec[]) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => {
        const code = codeOf(field.key);
        if (!code || field.readOnly) return [field.key, z.string()];
        const schema = schemaOf(code);
        return [field.key, field.optional ? z.preprocess(blankAsNone, schema.optional()) : schema];
      }),
    ),
  );
}

/**
 * The save body's contact_details: the form's address_line_N is address_N on the wire
 * (docs/product/proposal-kyc.md §7).
 */
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
