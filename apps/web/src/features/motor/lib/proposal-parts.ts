import {
  GENDER_LABELS,
  GENDERS,
  MOTOR_PROPOSAL_STEPS,
  hasPaCover,
  TERM_NOMINEE_RELATION_OPTIONS,
  type MotorProposalStep,
  toDisplayDate,
  ZMotorNominee,
  ZMotorOwner,
  ZMotorVehicleDetails,
  type TMotorJourneyDetailsResponse,
} from '@kavach/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import { typedDateToWire } from '../../../shared/form/typed-date.ts';
import type { MotorKey } from '../i18n.ts';

type Details = TMotorJourneyDetailsResponse;

/**
 * A field as a part names it: its label a key of the motor namespace, its options' labels the domain's English, both
 * worded where the form is shown.
 */
export type PartField = Omit<FieldSpec, 'label'> & { readonly label: MotorKey };

/** One proposal part: its fields, the values a saved journey gives them, and the wire form the API checks. */
export type ProposalPart = {
  key: 'owner' | 'vehicle_details' | 'nominee';
  title: MotorKey;
  intro: MotorKey;
  fields: (details: Details) => readonly PartField[];
  initial: (details: Details) => FormValues;
  schema: z.ZodType;
  toWire: (values: FormValues, details: Details) => unknown;
};

const text = (v: string | undefined) => v?.trim() ?? '';
const orNull = (v: string | undefined) => text(v) || null;

export const OWNER_PART: ProposalPart = {
  key: 'owner',
  title: 'owner.title',
  intro: 'owner.intro',
  fields: () => [
    { key: 'full_name', label: 'owner.fullName', kind: 'text', autoComplete: 'name', maxLength: 50 },
    { key: 'dob', label: 'owner.dob', kind: 'dob', autoComplete: 'bday' },
    {
      key: 'gender',
      label: 'owner.gender',
      kind: 'radio',
      options: GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
    },
    { key: 'pan_number', label: 'owner.pan', kind: 'text', upperCase: true, maxLength: 10 },
    { key: 'mobile', label: 'owner.mobile', kind: 'digits', maxLength: 10, autoComplete: 'tel-national' },
    { key: 'email', label: 'owner.email', kind: 'email', autoComplete: 'email' },
    { key: 'address_1', label: 'owner.address', kind: 'text', maxLength: 200, autoComplete: 'street-address' },
    { key: 'city', label: 'owner.city', kind: 'text', maxLength: 80 },
    { key: 'state', label: 'owner.state', kind: 'text', maxLength: 80 },
    { key: 'pincode', label: 'owner.pincode', kind: 'digits', maxLength: 6, autoComplete: 'postal-code' },
  ],
  // Saved answers, else what the buyer gave Kavach before (issue 48: not asked again), to check and save.
  initial: (d): FormValues => {
    const o = d.owner ?? d.known_owner;
    return { ...o, dob: o.dob ? toDisplayDate(o.dob) : '' };
  },
  schema: ZMotorOwner,
  toWire: (v) => ({
    full_name: text(v.full_name),
    dob: typedDateToWire(text(v.dob)),
    gender: text(v.gender),
    pan_number: text(v.pan_number).toUpperCase(),
    mobile: text(v.mobile),
    email: text(v.email),
    address_1: text(v.address_1),
    city: text(v.city),
    state: text(v.state),
    pincode: text(v.pincode),
  }),
};

export const VEHICLE_PART: ProposalPart = {
  key: 'vehicle_details',
  title: 'vehicle.title',
  intro: 'vehicle.intro',
  fields: (d) => [
    ...(d.registration_date
      ? [
          {
            key: 'registration_number',
            label: 'vehicle.registrationNumber',
            kind: 'text',
            upperCase: true,
            maxLength: 13,
          } as const,
        ]
      : []),
    { key: 'engine_number', label: 'vehicle.engineNumber', kind: 'text', upperCase: true, maxLength: 17 },
    { key: 'chassis_number', label: 'vehicle.chassisNumber', kind: 'text', upperCase: true, maxLength: 17 },
    {
      key: 'financier',
      label: 'vehicle.financier',
      kind: 'text',
      maxLength: 100,
      optional: true,
    },
    ...(d.has_previous_policy
      ? ([
          { key: 'previous_insurer', label: 'vehicle.previousInsurer', kind: 'text', maxLength: 100 },
          { key: 'previous_policy_number', label: 'vehicle.previousPolicyNumber', kind: 'text', maxLength: 30 },
        ] as const)
      : []),
    // Own damage alone: the third-party policy it sits beside, which its schedule names.
    ...(d.third_party_until
      ? ([
          { key: 'third_party_insurer', label: 'vehicle.thirdPartyInsurer', kind: 'text', maxLength: 100 },
          { key: 'third_party_policy_number', label: 'vehicle.thirdPartyPolicyNumber', kind: 'text', maxLength: 30 },
        ] as const)
      : []),
  ],
  initial: (d): FormValues => {
    const v = d.vehicle_details;
    // The number the quote was looked up by: the vehicle step does not ask it again (issue 48).
    if (!v) return { registration_number: d.quoted_registration_number ?? '' };
    return {
      registration_number: v.registration_number ?? '',
      engine_number: v.engine_number,
      chassis_number: v.chassis_number,
      financier: v.financier ?? '',
      previous_insurer: v.previous_policy?.insurer_name ?? '',
      previous_policy_number: v.previous_policy?.policy_number ?? '',
      third_party_insurer: v.third_party_policy?.insurer_name ?? '',
      third_party_policy_number: v.third_party_policy?.policy_number ?? '',
    };
  },
  schema: ZMotorVehicleDetails,
  toWire: (v, d) => ({
    registration_number: d.registration_date ? text(v.registration_number) : null,
    engine_number: text(v.engine_number),
    chassis_number: text(v.chassis_number),
    financier: orNull(v.financier),
    previous_policy: d.has_previous_policy
      ? { insurer_name: text(v.previous_insurer), policy_number: text(v.previous_policy_number) }
      : null,
    third_party_policy: d.third_party_until
      ? { insurer_name: text(v.third_party_insurer), policy_number: text(v.third_party_policy_number) }
      : null,
  }),
};

export const NOMINEE_PART: ProposalPart = {
  key: 'nominee',
  title: 'nominee.title',
  intro: 'nominee.intro',
  fields: () => [
    { key: 'full_name', label: 'nominee.fullName', kind: 'text', maxLength: 50 },
    { key: 'relation', label: 'nominee.relation', kind: 'select', options: TERM_NOMINEE_RELATION_OPTIONS },
    { key: 'age', label: 'nominee.age', kind: 'digits', maxLength: 3 },
    {
      key: 'appointee_name',
      label: 'nominee.appointee',
      kind: 'text',
      maxLength: 50,
      optional: true,
    },
  ],
  initial: (d): FormValues => {
    const n = d.nominee;
    if (!n) return {};
    return { full_name: n.full_name, relation: n.relation, age: String(n.age), appointee_name: n.appointee_name ?? '' };
  },
  schema: ZMotorNominee,
  toWire: (v) => ({
    full_name: text(v.full_name),
    relation: text(v.relation),
    age: text(v.age) === '' ? undefined : Number(v.age),
    appointee_name: orNull(v.appointee_name),
  }),
};

// The vehicle part's wire paths that differ from its field keys.
const FIELD_OF_PATH: Readonly<Record<string, string>> = {
  'previous_policy.insurer_name': 'previous_insurer',
  'previous_policy.policy_number': 'previous_policy_number',
  previous_policy: 'previous_insurer',
  'third_party_policy.insurer_name': 'third_party_insurer',
  'third_party_policy.policy_number': 'third_party_policy_number',
  third_party_policy: 'third_party_insurer',
};

/** Each field's first problem, from the domain schema's issues (or the API's paths under the part). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = FIELD_OF_PATH[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * react-hook-form's resolver for a part: the typed values' wire form checked by the domain's schema (the one the API
 * checks), each problem on its own field, in the page's language (`word`: the domain's text for the page).
 */
export function partResolver(
  part: ProposalPart,
  details: Details,
  word: (text: string) => string,
): Resolver<FormValues> {
  return (values) => {
    const checked = part.schema.safeParse(part.toWire(values, details));
    if (checked.success) return { values, errors: {} };
    const errors = Object.entries(fieldErrorsOf(checked.error.issues)).map(([key, message]) => [
      key,
      { type: 'validate', message: word(message) },
    ]);
    return { values: {}, errors: Object.fromEntries(errors) };
  };
}

/** The API's field problems under this part (`vehicle_details.chassis_number`), by field key. */
export function savedFieldErrors(part: ProposalPart, fields: Readonly<Record<string, string>>) {
  const prefix = `${part.key}.`;
  return fieldErrorsOf(
    Object.entries(fields)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => ({ path: path.slice(prefix.length).split('.'), message })),
  );
}

/** The proposal's steps for this journey: the nominee's only where there is a PA cover to name one for. */
export function motorStepsFor(details: Pick<Details, 'cover'>): readonly MotorProposalStep[] {
  return hasPaCover(details.cover) ? MOTOR_PROPOSAL_STEPS : MOTOR_PROPOSAL_STEPS.filter((s) => s !== 'NOMINEE');
}
