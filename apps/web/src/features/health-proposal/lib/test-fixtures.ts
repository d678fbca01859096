import type { TJourneyConfigResponse, TQuestion } from '@kavach/domain';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { NS, type ProposalWords } from '../i18n.ts';

// Shared by the lib unit tests: a trimmed copy of the catalogue's standard question set and journey config.

/** The English words, whatever language a test left the page in; domain texts as the domain wrote them. */
export const english: ProposalWords = { t: i18n.getFixedT('en', NS), td: (text) => text };

const q = (
  question_id: string,
  section_type: TQuestion['section_type'],
  reflexive_id: string | null,
  answer_field_type: TQuestion['answer_field_type'],
  options: string[] = [],
): TQuestion => ({
  question_id,
  question_title: question_id,
  question_description: '',
  section_type,
  section_id: 'S',
  reflexive_id,
  answer_field_type,
  answer_field_options: options.map((o) => ({ answer_option_key: o, answer_option_label: o })),
  answer_placeholder: '',
});

export const QUESTIONS: TQuestion[] = [
  q('PED_ANY', 'SECTION', null, 'SINGLE_SELECT', ['YES', 'NO']),
  q('PED_CONDITIONS', 'REFLEXIVE', 'PED_ANY', 'MULTI_SELECT', ['DIABETES', 'ASTHMA']),
  q('PED_UNDER_TREATMENT', 'REFLEXIVE', 'PED_ANY', 'SINGLE_SELECT', ['YES', 'NO']),
  q('PED_TREATMENT_DETAILS', 'SUB_REFLEXIVE', 'PED_UNDER_TREATMENT', 'TEXT_AREA'),
  q('HOSP_ANY', 'SECTION', null, 'SINGLE_SELECT', ['YES', 'NO']),
  q('HOSP_DAYS', 'REFLEXIVE', 'HOSP_ANY', 'NUMBER'),
  q('HABITS', 'SECTION', null, 'MULTI_SELECT', ['YES', 'NO']),
  q('NOTE', 'SECTION', null, 'TEXT'),
  q('SINCE', 'SECTION', null, 'MONTH_YEAR'),
  q('ORPHAN', 'SUB_REFLEXIVE', 'MISSING', 'TEXT'),
];

const member = (
  member_id: string,
  member_type: string,
  relation: string,
  gender: string,
  dob: string,
  full_name = '',
) => ({ member_id, member_type, relation, full_name, gender, dob });

export const FAMILY = [
  member('m1', 'SELF', 'SELF', 'MALE', '1990-05-01', 'Rahul Kulkarni'),
  member('m2', 'SPOUSE', 'SPOUSE', 'FEMALE', '1992-03-10', 'Priya Kulkarni'),
  member('m3', 'CHILD_01', 'SON', 'MALE', '2016-07-20', 'Arjun Kulkarni'),
  member('m4', 'CHILD_02', 'DAUGHTER', 'FEMALE', '2019-01-15', 'Asha Kulkarni'),
];

/** Rahul, FAMILY's first member, as the proposer the API saves and reads back (with his PAN). */
export const PROPOSER = {
  proposer_relation: 'SELF',
  full_name: 'Rahul Kulkarni',
  gender: 'MALE',
  dob: '1990-05-01',
  pan_number: 'ABCDE1234F',
} as const;

export const CONFIG: TJourneyConfigResponse = {
  journey_id: '00000000-0000-4000-8000-000000000001',
  plan_id: 'plan-a',
  plan_name: 'Plan A',
  insurer_name: 'Insurer',
  proposer_config: {
    enabled_proposer_fields: [
      'full_name',
      'gender',
      'dob',
      'marital_status',
      'education',
      'height_feet',
      'height_inch',
      'weight',
      'pan',
      'pincode',
      'mobile',
      'occupation',
      'income',
    ],
  },
  insured_member_config: {
    adult_member_enabled_fields: [
      'full_name',
      'gender',
      'dob',
      'marital_status',
      'height_feet',
      'height_inch',
      'weight',
      'mobile',
      'occupation',
      'income',
    ],
    child_member_enabled_fields: ['full_name', 'gender', 'dob', 'height_feet', 'height_inch', 'weight'],
  },
  nominee_config: {
    enabled_nominee_fields: [
      'full_name',
      'gender',
      'dob',
      'nominee_relation',
      'mobile',
      'address',
      'pincode',
      'appointee_full_name',
      'appointee_dob',
      'appointee_relation',
      'appointee_gender',
    ],
  },
  contact_config: {
    enabled_contact_fields: [
      'CONTACT_MOBILE',
      'CONTACT_EMAIL',
      'CONTACT_ADDRESS_LINE_1',
      'CONTACT_ADDRESS_LINE_2',
      'CONTACT_ADDRESS_LINE_3',
      'CONTACT_CITY',
      'CONTACT_STATE',
      'CONTACT_PINCODE',
      'CONTACT_AREA',
    ],
  },
  plan_specific_question_set: [{ plan_id: 'plan-a', question_set: QUESTIONS }],
  kyc_staged_config: { any_of_poa: [], any_of_poi: [], mandatory_uploads: [] },
  members: FAMILY,
  prefill: { pincode: '411001', city: 'Pune', state: 'Maharashtra' },
};

/** A date of birth `years` years and 30 days ago, in screen form DD/MM/YYYY. */
export function dobYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 30);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}
