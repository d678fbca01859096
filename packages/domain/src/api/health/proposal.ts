import { z } from 'zod';
import { ZRowId, ZRupees } from '../wire';
import { ZKycSummary } from '../kyc';
import { ZSectionType } from '../../constants/medical';
import {
  ZAnswerFieldType,
  EDUCATIONS,
  INCOMES,
  MARITAL_STATUSES,
  NOMINEE_RELATIONS,
  OCCUPATIONS,
  GENDERS,
  RELATIONS,
} from '../../code-lists/proposal';
import { MEMBER_MARITAL_STATUSES } from '../../constants/proposal-options';
import { MEMBER_TYPE_CODES } from '../../constants/proposal';
import { CHILD_MAX_AGE, PROPOSAL_ADULT_MIN_AGE, ageOn } from '../../validation/age';
import { MESSAGES, minAge } from '../../validation/messages';
import {
  ZDob,
  ZFullName,
  ZHeightFeet,
  ZHeightInch,
  ZMobile,
  ZNomineeAddress,
  ZPan,
  ZPincode,
  ZWeight,
  printable,
  zSelect,
} from '../../validation/fields';
import { JOURNEY_USER_REF } from '../journey-ref';

// docs/product/proposal-kyc.md §3, §5, §7: the proposal's request bodies. The browser's forms validate with these same
// schemas.

const ZUpperGender = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), zSelect(GENDERS));
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

// 18 or older; no upper cap here (issue 17: IRDAI removed the 65 cap): each plan's own maximum is checked against
// the quote (checkPlanEntryAge), which is the only upper limit.
function adultAge(dob: string, ctx: z.RefinementCtx, path: string) {
  const age = ageOn(dob);
  if (age !== null && age < PROPOSAL_ADULT_MIN_AGE)
    ctx.addIssue({ code: 'custom', path: [path], message: minAge(PROPOSAL_ADULT_MIN_AGE) });
}

export const ZProposerDetails = z
  .object({
    proposer_relation: optional(z.string().max(30)),
    full_name: ZFullName,
    gender: ZUpperGender,
    dob: ZDob,
    marital_status: zSelect(MARITAL_STATUSES),
    education: zSelect(EDUCATIONS),
    height_feet: ZHeightFeet,
    height_inch: ZHeightInch,
    weight: ZWeight,
    pan_number: ZPan,
    pincode: ZPincode,
    mobile: optional(ZMobile),
    occupation: optional(zSelect(OCCUPATIONS)),
    income: optional(zSelect(INCOMES)),
  })
  .strict()
  .superRefine((p, ctx) => adultAge(p.dob, ctx, 'dob'));
export type TProposerDetails = z.infer<typeof ZProposerDetails>;

const CHILD_RELATIONS = ['SON', 'DAUGHTER'];

export const ZInsuredMember = z
  .object({
    member_id: z.string().min(1).max(40),
    member_type: zSelect(MEMBER_TYPE_CODES),
    relation: zSelect(RELATIONS),
    full_name: ZFullName,
    gender: ZUpperGender,
    dob: ZDob,
    mobile: optional(ZMobile),
    height_feet: ZHeightFeet,
    height_inch: ZHeightInch,
    weight: ZWeight,
    occupation: optional(zSelect(OCCUPATIONS)),
    income: optional(zSelect(INCOMES)),
    marital_status: optional(zSelect(MEMBER_MARITAL_STATUSES)),
  })
  .strict()
  .superRefine((m, ctx) => {
    // docs/product/proposal-kyc.md §5: adults need a marital status and are 18 or older; a child is a dependant up to
    // 25 (issue 17).
    if (CHILD_RELATIONS.includes(m.relation)) {
      const age = ageOn(m.dob);
      if (age !== null && age > CHILD_MAX_AGE)
        ctx.addIssue({ code: 'custom', path: ['dob'], message: MESSAGES.CHILD_TOO_OLD });
      return;
    }
    if (!m.marital_status)
      ctx.addIssue({ code: 'custom', path: ['marital_status'], message: MESSAGES.SELECT_REQUIRED });
    adultAge(m.dob, ctx, 'dob');
  });
export type TInsuredMember = z.infer<typeof ZInsuredMember>;

export const ZSaveInsuredMembersRequest = z
  .object({
    ...JOURNEY_USER_REF,
    proposer_details: ZProposerDetails,
    insured_member_list: z.array(ZInsuredMember).min(1).max(8),
  })
  .strict();
export type TSaveInsuredMembersRequest = z.infer<typeof ZSaveInsuredMembersRequest>;

export const ZNominee = z
  .object({
    nominee_for_member: optional(z.string().max(40)),
    nominee_relation: zSelect(NOMINEE_RELATIONS),
    full_name: ZFullName,
    gender: optional(ZUpperGender),
    dob: ZDob,
    mobile: optional(ZMobile),
    height_feet: optional(ZHeightFeet),
    height_inch: optional(ZHeightInch),
    weight: optional(ZWeight),
    occupation: optional(z.string().max(30)),
    income: optional(zSelect(INCOMES)),
    pincode: optional(ZPincode),
    address: ZNomineeAddress,
    appointee_relation: optional(z.string().max(30)),
    appointee_full_name: optional(ZFullName),
    appointee_gender: optional(ZUpperGender),
    appointee_dob: optional(ZDob),
    appointee_mobile: optional(ZMobile),
    appointee_address: optional(ZNomineeAddress),
  })
  .strict()
  .superRefine((n, ctx) => {
    // docs/product/proposal-kyc.md §5: an appointee is required when the nominee is under 18, and names no one for an
    // adult (the schedule would print someone with no role). The spec's default appointee_relation alone names no one.
    const age = ageOn(n.dob);
    if (age !== null && age >= 18 && n.appointee_full_name)
      ctx.addIssue({ code: 'custom', path: ['appointee_full_name'], message: MESSAGES.APPOINTEE_FOR_MINORS_ONLY });
    if (age === null || age >= 18) return;
    if (!n.appointee_full_name)
      ctx.addIssue({ code: 'custom', path: ['appointee_full_name'], message: MESSAGES.REQUIRED });
    if (!n.appointee_dob) ctx.addIssue({ code: 'custom', path: ['appointee_dob'], message: MESSAGES.DATE_REQUIRED });
    else {
      const appointeeAge = ageOn(n.appointee_dob);
      if (appointeeAge !== null && appointeeAge < 18)
        ctx.addIssue({ code: 'custom', path: ['appointee_dob'], message: minAge(18) });
    }
  });
export type TNominee = z.infer<typeof ZNominee>;

export const ZSaveNomineeRequest = z
  .object({ ...JOURNEY_USER_REF, nominee_list: z.array(ZNominee).length(1, 'Exactly one nominee') })
  .strict();
export type TSaveNomineeRequest = z.infer<typeof ZSaveNomineeRequest>;

/** Contact details: which fields are required is decided by the plan's journey config, on both sides. */
export const ZContactDetails = z
  .object({
    mobile: optional(z.string().max(20)),
    email: optional(z.string().max(120)),
    address_1: optional(printable(z.string().max(200))),
    address_2: optional(printable(z.string().max(200))),
    address_3: optional(printable(z.string().max(200))),
    city: optional(printable(z.string().max(80))),
    state: optional(printable(z.string().max(80))),
    pincode: optional(z.string().max(10)),
    area: optional(printable(z.string().max(120))),
  })
  .strict();
export type TContactDetails = z.infer<typeof ZContactDetails>;

export const ZSaveContactRequest = z.object({ ...JOURNEY_USER_REF, contact_details: ZContactDetails }).strict();
export type TSaveContactRequest = z.infer<typeof ZSaveContactRequest>;

export const ZMedicalAnswer = z
  .object({
    journey_id: z.uuid().optional(),
    plan_id: z.string().max(64).optional(),
    member_id: z.string().max(40),
    question_id: z.string().regex(/^[A-Z0-9_]{1,80}$/),
    answer_field_type: ZAnswerFieldType,
    answer_field_text: z.string().max(500).nullish(),
    answer_field_number: z.union([z.number(), z.string().max(20)]).nullish(),
    answer_field_single_select: z.string().max(80).nullish(),
    answer_field_multi_select: z.array(z.string().max(80)).max(30).nullish(),
    answer_field_month_year: z.string().max(20).nullish(),
    answer_field_calender: z.string().max(20).nullish(),
    answer_field_mobile_number: z.string().max(20).nullish(),
    answer_field_pin_code: z.string().max(10).nullish(),
    answer_field_text_area: z.string().max(2000).nullish(),
  })
  .strict();
export type TMedicalAnswer = z.infer<typeof ZMedicalAnswer>;

export const ZSaveMedicalRequest = z
  .object({
    ...JOURNEY_USER_REF,
    plan_specific_medical_declarations: z
      .array(
        z
          .object({
            plan_id: z.string().max(64),
            member_specific_medical_declarations: z
              .array(
                z
                  .object({
                    member_id: z.string().max(40),
                    medical_declaration_answers: z.array(ZMedicalAnswer).max(200),
                  })
                  .strict(),
              )
              .max(8),
          })
          .strict(),
      )
      .length(1),
  })
  .strict();
export type TSaveMedicalRequest = z.infer<typeof ZSaveMedicalRequest>;

export const ZUserJourneyConfigRequest = z.object(JOURNEY_USER_REF).strict();

/** A quoted member, as the proposal starts from it. */
export const ZJourneyMember = z.object({
  member_id: z.string(),
  member_type: z.string(),
  relation: z.string(),
  full_name: z.string(),
  gender: z.string(),
  dob: z.string(),
});

const ZFieldList = z.array(z.string());
export const ZQuestion = z.object({
  question_id: z.string(),
  question_title: z.string(),
  question_description: z.string(),
  section_type: ZSectionType,
  section_id: z.string(),
  reflexive_id: z.string().nullable(),
  answer_field_type: ZAnswerFieldType,
  answer_field_options: z.array(z.object({ answer_option_key: z.string(), answer_option_label: z.string() })),
  answer_placeholder: z.string(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

/**
 * POST /v1/health/journey/user-journey-config (docs/product/proposal-kyc.md §3 "Journey config"), plus what the journey
 * holds so far.
 */
export const ZJourneyConfigResponse = z.object({
  journey_id: ZRowId,
  plan_id: z.string(),
  plan_name: z.string(),
  insurer_name: z.string(),
  proposer_config: z.object({ enabled_proposer_fields: ZFieldList }),
  insured_member_config: z.object({ adult_member_enabled_fields: ZFieldList, child_member_enabled_fields: ZFieldList }),
  nominee_config: z.object({ enabled_nominee_fields: ZFieldList }),
  contact_config: z.object({ enabled_contact_fields: ZFieldList }),
  plan_specific_question_set: z.array(z.object({ plan_id: z.string(), question_set: z.array(ZQuestion) })),
  kyc_staged_config: z.object({ any_of_poa: ZFieldList, any_of_poi: ZFieldList, mandatory_uploads: ZFieldList }),
  /** The insured members as quoted: the proposal collects their details, it does not change who is insured. */
  members: z.array(ZJourneyMember),
  /** City, state and pincode from the pre-quote: shown read-only on the contact screen. */
  prefill: z.object({ pincode: z.string(), city: z.string(), state: z.string() }),
});
export type TJourneyConfigResponse = z.infer<typeof ZJourneyConfigResponse>;

export const ZSaveResponse = z.object({ journey_id: ZRowId, status: z.literal('SAVED'), journey_step: z.string() });

const ZPersonView = z.record(z.string(), z.unknown());
/** GET /v1/health/journey/get-journey-details/{journey_id} (docs/product/review-payment-term-bike.md §3.7). */
export const ZJourneyDetailsResponse = z.object({
  journey_id: ZRowId,
  journey_step: z.string(),
  proposer: ZPersonView.nullable(),
  members: z.array(ZPersonView),
  nominee: ZPersonView.nullable(),
  contact: ZPersonView.nullable(),
  medical: z.object({
    smoking: z.string().nullable(),
    existing_diseases: z.string().nullable(),
    declarations: z.array(ZPersonView),
  }),
  plan: z.object({
    plan_id: z.string(),
    plan_name: z.string(),
    insurer_id: z.string(),
    insurer_name: z.string(),
    sum_insured: ZRupees,
    policy_period: z.string(),
  }),
  kyc: ZKycSummary,
});
export type TJourneyDetailsResponse = z.infer<typeof ZJourneyDetailsResponse>;
