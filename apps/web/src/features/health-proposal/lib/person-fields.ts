import {
  EDUCATION_OPTIONS,
  GENDER_OPTIONS,
  INCOME_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  MEMBER_MARITAL_STATUS_OPTIONS,
  MESSAGES,
  OCCUPATION_OPTIONS,
  ZInsuredMember,
  ZProposerDetails,
  checkChildAge,
  checkProposalAdultAge,
  parseDisplayDate,
  type TJourneyConfigResponse,
} from '@kavach/domain';
import { z } from 'zod';
import { fieldsSchema } from '../../../shared/form/fields-schema.ts';
import type { FieldSpec } from '../../../shared/form/form-types.ts';
import type { ProposalKey } from '../i18n.ts';

/**
 * Who a member-step form describes: the proposer alone, the proposer who is also the insured SELF
 * (one form, docs/product/proposal-kyc.md §2 "Me"), an insured adult or an insured child. Each has its own rules
 * (docs/product/proposal-kyc.md §5).
 */
export type PersonKind = 'proposer' | 'self' | 'adult' | 'child';

/** A field as this feature declares it: its label is a key of the feature's catalogue (hooks/use-field-text.ts). */
export type KeyedFieldSpec = Omit<FieldSpec, 'key' | 'label'> & { readonly label: ProposalKey };

// Display order; the journey config decides which of them appear.
const PERSON_FIELDS: Readonly<Record<string, KeyedFieldSpec>> = {
  full_name: { label: 'fields.person.fullName', kind: 'text', maxLength: 50 },
  gender: { label: 'fields.person.gender', kind: 'radio', options: GENDER_OPTIONS },
  dob: { label: 'fields.person.dob', kind: 'dob' },
  marital_status: { label: 'fields.person.maritalStatus', kind: 'select', options: MARITAL_STATUS_OPTIONS },
  education: { label: 'fields.person.education', kind: 'select', options: EDUCATION_OPTIONS },
  pan_number: { label: 'fields.person.pan', kind: 'text', maxLength: 10, upperCase: true },
  height_feet: { label: 'fields.person.heightFeet', kind: 'digits', maxLength: 1 },
  height_inch: { label: 'fields.person.heightInches', kind: 'digits', maxLength: 2 },
  weight: { label: 'fields.person.weight', kind: 'decimal', maxLength: 5 },
  mobile: {
    label: 'fields.person.mobile',
    kind: 'digits',
    maxLength: 10,
    optional: true,
    autoComplete: 'tel-national',
  },
  pincode: { label: 'fields.person.pincode', kind: 'digits', maxLength: 6, autoComplete: 'postal-code' },
  occupation: { label: 'fields.person.occupation', kind: 'select', options: OCCUPATION_OPTIONS, optional: true },
  income: { label: 'fields.person.income', kind: 'select', options: INCOME_OPTIONS, optional: true },
};

/**
 * The journey config names the PAN field 'pan'; the request calls it pan_number (docs/product/proposal-kyc.md §3, §7).
 */
const CONFIG_NAMES: Readonly<Record<string, string>> = { pan: 'pan_number' };

function enabledFor(kind: PersonKind, config: TJourneyConfigResponse): readonly string[] {
  const proposer = config.proposer_config.enabled_proposer_fields;
  const { adult_member_enabled_fields: adult, child_member_enabled_fields: child } = config.insured_member_config;
  if (kind === 'proposer') return proposer;
  if (kind === 'self') return [...proposer, ...adult];
  return kind === 'adult' ? adult : child;
}

/** The fields of one person's form, in display order, as enabled by the journey config; labels are catalogue keys. */
export function personFields(kind: PersonKind, config: TJourneyConfigResponse): FieldSpec[] {
  const enabled = new Set(enabledFor(kind, config).map((name) => CONFIG_NAMES[name] ?? name));
  return Object.entries(PERSON_FIELDS)
    .filter(([key]) => enabled.has(key))
    .map(([key, spec]) => {
      // Insured members choose only single or married (docs/product/proposal-kyc.md §3); the SELF form is also a
      // member.
      const options = key === 'marital_status' && kind !== 'proposer' ? MEMBER_MARITAL_STATUS_OPTIONS : spec.options;
      return { key, ...spec, ...(options ? { options } : {}) };
    });
}

/**
 * A quoted member's date of birth and gender priced the quote; the API refuses a change to them ("get a
 * new quote"), so the form shows them locked instead of letting the buyer type into a certain error.
 */
export function lockQuoted(fields: readonly FieldSpec[]): FieldSpec[] {
  return fields.map((f) => (f.key === 'dob' || f.key === 'gender' ? { ...f, locked: true } : f));
}

const proposerShape: Readonly<Record<string, z.ZodType>> = ZProposerDetails.shape;
const memberShape: Readonly<Record<string, z.ZodType>> = ZInsuredMember.shape;

/**
 * A date typed DD/MM/YYYY: required, a real past date, then the age rule of who it describes
 * (docs/product/proposal-kyc.md §5).
 */
export const zDisplayDob = (ageRule: (iso: string) => string | null) =>
  z.string().superRefine((raw, ctx) => {
    const iso = parseDisplayDate(raw);
    const message = raw.trim() === '' ? MESSAGES.DATE_REQUIRED : iso ? ageRule(iso) : MESSAGES.DOB_INVALID;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * One field's schema (docs/product/proposal-kyc.md §5): the same domain schema the API parses with. The age rule of the
 * date of birth and an adult member's marital status live in object-level refinements there, which zod runs only once
 * every field is valid, so they are given per field here.
 */
export function personFieldSchema(kind: PersonKind, key: string): z.ZodType | null {
  if (key === 'dob') return zDisplayDob(kind === 'child' ? checkChildAge : checkProposalAdultAge);
  if (key === 'marital_status' && kind === 'adult') return z.string().min(1, MESSAGES.SELECT_REQUIRED);
  return (kind === 'proposer' || kind === 'self' ? proposerShape[key] : undefined) ?? memberShape[key] ?? null;
}

/** The schema of one person's form (react-hook-form's resolver, and the check of a tab that is not open). */
export function personSchema(kind: PersonKind, fields: readonly FieldSpec[]) {
  return fieldsSchema(fields, (field) => personFieldSchema(kind, field.key));
}
