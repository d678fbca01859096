import { codeList, toOptions } from './option';

// spec 2 §3 "Select option sets". Values are the wire values exactly as the spec spells them
// (some lower case, some upper case); gender is lower case here and upper-cased when sent.

export const { codes: PROPOSAL_GENDERS, options: GENDER_OPTIONS } = codeList({ male: 'Male', female: 'Female' });

export const {
  labels: MARITAL_STATUS_LABELS,
  codes: MARITAL_STATUSES,
  options: MARITAL_STATUS_OPTIONS,
} = codeList({
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
});
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

// Insured members choose only single or married (spec 2 §3).
export const MEMBER_MARITAL_STATUSES = ['single', 'married'] as const satisfies readonly MaritalStatus[];
export const MEMBER_MARITAL_STATUS_OPTIONS = toOptions(MEMBER_MARITAL_STATUSES, MARITAL_STATUS_LABELS);

export const { codes: EDUCATIONS, options: EDUCATION_OPTIONS } = codeList({
  POSTGRADUATE: 'Post Graduate',
  GRADUATE: 'Graduate',
  MATRICULATION: 'Matriculation',
  UNDER_MATRICULATION: 'Under Matriculation',
  OTHER: 'Other',
});
export type Education = (typeof EDUCATIONS)[number];

export const { codes: OCCUPATIONS, options: OCCUPATION_OPTIONS } = codeList({
  salaried: 'Salaried',
  self_employed: 'Self Employed',
  student: 'Student',
  retired: 'Retired',
});
export type Occupation = (typeof OCCUPATIONS)[number];

export const { codes: INCOMES, options: INCOME_OPTIONS } = codeList({
  less_than_5l: 'Less than 5 Lakh',
  '5l_to_10l': '5 Lakh to 10 Lakh',
  '10l_to_20l': '10 Lakh to 20 Lakh',
  above_20l: 'Above 20 Lakh',
});
export type Income = (typeof INCOMES)[number];

export const {
  labels: NOMINEE_RELATION_LABELS,
  codes: NOMINEE_RELATIONS,
  options: NOMINEE_RELATION_OPTIONS,
} = codeList({
  SPOUSE: 'Spouse',
  SON: 'Son',
  DAUGHTER: 'Daughter',
  FATHER: 'Father',
  MOTHER: 'Mother',
  BROTHER: 'Brother',
  SISTER: 'Sister',
  OTHER: 'Other',
});

/**
 * spec 2 §7: the nominee save fills these when the form leaves them out. BUSINESSMAN is not an
 * occupation option; it is what the product sends, so it stays a separate constant.
 */
export const NOMINEE_DEFAULTS = { gender: 'MALE', occupation: 'BUSINESSMAN', appointee_relation: 'SELF' } as const;
