import { z } from 'zod';
import { toOptions } from './option';

// spec 2 §3 "Select option sets". Values are the wire values exactly as the spec spells them
// (some lower case, some upper case); gender is lower case here and upper-cased when sent.

export const PROPOSAL_GENDERS = ['male', 'female'] as const;
export type ProposalGender = (typeof PROPOSAL_GENDERS)[number];
export const ZProposalGender = z.enum(PROPOSAL_GENDERS);
export const GENDER_OPTIONS = toOptions(PROPOSAL_GENDERS, { male: 'Male', female: 'Female' });

export const MARITAL_STATUSES = ['single', 'married', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const ZMaritalStatus = z.enum(MARITAL_STATUSES);
const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatus, string>> = {
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
};
export const MARITAL_STATUS_OPTIONS = toOptions(MARITAL_STATUSES, MARITAL_STATUS_LABELS);

// Insured members choose only single or married (spec 2 §3).
export const MEMBER_MARITAL_STATUSES = ['single', 'married'] as const satisfies readonly MaritalStatus[];
export type MemberMaritalStatus = (typeof MEMBER_MARITAL_STATUSES)[number];
export const ZMemberMaritalStatus = z.enum(MEMBER_MARITAL_STATUSES);
export const MEMBER_MARITAL_STATUS_OPTIONS = toOptions(MEMBER_MARITAL_STATUSES, MARITAL_STATUS_LABELS);

export const EDUCATIONS = ['POSTGRADUATE', 'GRADUATE', 'MATRICULATION', 'UNDER_MATRICULATION', 'OTHER'] as const;
export type Education = (typeof EDUCATIONS)[number];
export const ZEducation = z.enum(EDUCATIONS);
export const EDUCATION_OPTIONS = toOptions(EDUCATIONS, {
  POSTGRADUATE: 'Post Graduate',
  GRADUATE: 'Graduate',
  MATRICULATION: 'Matriculation',
  UNDER_MATRICULATION: 'Under Matriculation',
  OTHER: 'Other',
});

export const OCCUPATIONS = ['salaried', 'self_employed', 'student', 'retired'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];
export const ZOccupation = z.enum(OCCUPATIONS);
export const OCCUPATION_OPTIONS = toOptions(OCCUPATIONS, {
  salaried: 'Salaried',
  self_employed: 'Self Employed',
  student: 'Student',
  retired: 'Retired',
});

export const INCOMES = ['less_than_5l', '5l_to_10l', '10l_to_20l', 'above_20l'] as const;
export type Income = (typeof INCOMES)[number];
export const ZIncome = z.enum(INCOMES);
export const INCOME_OPTIONS = toOptions(INCOMES, {
  less_than_5l: 'Less than 5 Lakh',
  '5l_to_10l': '5 Lakh to 10 Lakh',
  '10l_to_20l': '10 Lakh to 20 Lakh',
  above_20l: 'Above 20 Lakh',
});

export const NOMINEE_RELATIONS = [
  'SPOUSE',
  'SON',
  'DAUGHTER',
  'FATHER',
  'MOTHER',
  'BROTHER',
  'SISTER',
  'OTHER',
] as const;
export type NomineeRelation = (typeof NOMINEE_RELATIONS)[number];
export const ZNomineeRelation = z.enum(NOMINEE_RELATIONS);
export const NOMINEE_RELATION_LABELS: Readonly<Record<NomineeRelation, string>> = {
  SPOUSE: 'Spouse',
  SON: 'Son',
  DAUGHTER: 'Daughter',
  FATHER: 'Father',
  MOTHER: 'Mother',
  BROTHER: 'Brother',
  SISTER: 'Sister',
  OTHER: 'Other',
};
export const NOMINEE_RELATION_OPTIONS = toOptions(NOMINEE_RELATIONS, NOMINEE_RELATION_LABELS);

/**
 * spec 2 §7: the nominee save fills these when the form leaves them out. BUSINESSMAN is not an
 * occupation option; it is what the product sends, so it stays a separate constant.
 */
export const NOMINEE_DEFAULTS = { gender: 'MALE', occupation: 'BUSINESSMAN', appointee_relation: 'SELF' } as const;
