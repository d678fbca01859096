import {
  GENDER_OPTIONS,
  INCOME_OPTIONS,
  MESSAGES,
  NOMINEE_DEFAULTS,
  NOMINEE_RELATION_OPTIONS,
  OCCUPATION_OPTIONS,
  ZNominee,
  ageOn,
  minAge,
  MAJORITY_AGE,
  needsAppointee,
  parseDisplayDate,
  type TNominee,
} from '@kavach/domain';
import { z } from 'zod';
import { fieldsSchema } from '../../../shared/form/fields-schema.ts';
import { filled, type FieldSpec, type FormValues } from '../../../shared/form/form-types.ts';
import { toWire } from './person-payload.ts';
import { zDisplayDob, type KeyedFieldSpec } from './person-fields.ts';

// Labels say "Nominee"; the appointee's say "Appointee" instead (docs/product/proposal-kyc.md §2). Each is a key of the
// feature's catalogue (hooks/use-field-text.ts).
const NOMINEE_FIELDS: Readonly<Record<string, KeyedFieldSpec>> = {
  full_name: { label: 'fields.nominee.fullName', kind: 'text', maxLength: 50 },
  gender: { label: 'fields.nominee.gender', kind: 'radio', options: GENDER_OPTIONS },
  dob: { label: 'fields.nominee.dob', kind: 'dob' },
  nominee_relation: { label: 'fields.nominee.relation', kind: 'select', options: NOMINEE_RELATION_OPTIONS },
  mobile: { label: 'fields.nominee.mobile', kind: 'digits', maxLength: 10, optional: true },
  height_feet: { label: 'fields.nominee.heightFeet', kind: 'digits', maxLength: 1, optional: true },
  height_inch: { label: 'fields.nominee.heightInches', kind: 'digits', maxLength: 2, optional: true },
  weight: { label: 'fields.nominee.weight', kind: 'decimal', maxLength: 5, optional: true },
  occupation: { label: 'fields.nominee.occupation', kind: 'select', options: OCCUPATION_OPTIONS, optional: true },
  income: { label: 'fields.nominee.income', kind: 'select', options: INCOME_OPTIONS, optional: true },
  address: { label: 'fields.nominee.address', kind: 'textarea', maxLength: 200 },
  pincode: { label: 'fields.nominee.pincode', kind: 'digits', maxLength: 6, optional: true },
};

const APPOINTEE_FIELDS: Readonly<Record<string, KeyedFieldSpec>> = {
  appointee_full_name: { ...NOMINEE_FIELDS.full_name!, label: 'fields.appointee.fullName' },
  appointee_gender: { ...NOMINEE_FIELDS.gender!, label: 'fields.appointee.gender' },
  appointee_dob: { ...NOMINEE_FIELDS.dob!, label: 'fields.appointee.dob' },
  appointee_relation: { ...NOMINEE_FIELDS.nominee_relation!, label: 'fields.appointee.relation' },
  appointee_mobile: { ...NOMINEE_FIELDS.mobile!, label: 'fields.appointee.mobile' },
  appointee_address: { ...NOMINEE_FIELDS.address!, label: 'fields.appointee.address', optional: true },
};

const pick = (specs: Readonly<Record<string, KeyedFieldSpec>>, enabled: ReadonlySet<string>): FieldSpec[] =>
  Object.entries(specs)
    .filter(([key]) => enabled.has(key))
    .map(([key, spec]) => ({ key, ...spec }));

/** The nominee's and the appointee's fields enabled by the journey config (docs/product/proposal-kyc.md §3). */
export function nomineeFields(enabledNames: readonly string[]): { nominee: FieldSpec[]; appointee: FieldSpec[] } {
  const enabled = new Set(enabledNames);
  return { nominee: pick(NOMINEE_FIELDS, enabled), appointee: pick(APPOINTEE_FIELDS, enabled) };
}

/** docs/product/proposal-kyc.md §5: an appointee is needed when the nominee, by date of birth, is under 18. */
export function appointeeNeeded(values: FormValues): boolean {
  return needsAppointee(parseDisplayDate(values.dob ?? ''));
}

const nomineeShape: Readonly<Record<string, z.ZodType>> = ZNominee.shape;

/** A nominee may be any age; an appointee is an adult (docs/product/proposal-kyc.md §5). */
const nomineeAge = (iso: string) => {
  const age = ageOn(iso);
  return age !== null && age < 0 ? MESSAGES.DOB_INVALID : null;
};
const appointeeAge = (iso: string) => {
  const age = ageOn(iso);
  if (age !== null && age < 0) return MESSAGES.DOB_INVALID;
  return age !== null && age < MAJORITY_AGE ? minAge(MAJORITY_AGE) : null;
};

/**
 * One nominee field's schema. The domain schema leaves gender and the appointee optional and requires the
 * appointee in an object-level rule; a field shown on screen is required here, so nobody is sent with a silent
 * default gender or half an appointee.
 */
function nomineeFieldSchema(field: FieldSpec): z.ZodType {
  const { key } = field;
  const blank = key.endsWith('gender') || key.endsWith('relation') ? MESSAGES.SELECT_REQUIRED : MESSAGES.REQUIRED;
  const rule =
    key === 'dob'
      ? zDisplayDob(nomineeAge)
      : key === 'appointee_dob'
        ? zDisplayDob(appointeeAge)
        : z
            .string()
            .trim()
            .min(1, blank)
            .pipe(
              (nomineeShape[key === 'appointee_relation' ? 'nominee_relation' : key] ?? z.string()) as z.ZodType<
                unknown,
                string
              >,
            );
  if (!field.optional) return rule;
  // A blank optional field is no answer; anything typed there meets the rule.
  return z.string().superRefine((raw, ctx) => {
    const result = raw.trim() === '' ? null : rule.safeParse(raw);
    if (result && !result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? blank });
  });
}

/** The nominee form's schema: the nominee's fields, and the appointee's while the nominee is under 18. */
export function nomineeSchema(fields: { nominee: readonly FieldSpec[]; appointee: readonly FieldSpec[] }) {
  return fieldsSchema([...fields.nominee, ...fields.appointee], nomineeFieldSchema, (values) =>
    appointeeNeeded(values as FormValues) ? [...fields.nominee, ...fields.appointee] : fields.nominee,
  );
}

/**
 * docs/product/proposal-kyc.md §7: the one nominee entry, with the product's defaults for what the form leaves out. A
 * default goes only into a field the plan collects (the API refuses any other), except occupation, which the API
 * accepts from every plan because the spec always sends it.
 */
export function toNomineeEntry(
  fields: { nominee: readonly FieldSpec[]; appointee: readonly FieldSpec[] },
  values: FormValues,
): TNominee {
  const keys = [...fields.nominee, ...(appointeeNeeded(values) ? fields.appointee : [])].map((f) => f.key);
  const collected = new Set([...fields.nominee, ...fields.appointee].map((f) => f.key));
  const defaults = Object.entries(NOMINEE_DEFAULTS).filter(([key]) => key === 'occupation' || collected.has(key));
  return { ...Object.fromEntries(defaults), ...toWire(filled(values, keys)) } as TNominee;
}
