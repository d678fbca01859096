import { z } from 'zod';
import { codesOf, labelTable, toOptions } from './option';

// spec 2 §3 "Select option sets". Values are the wire values exactly as the spec spells them
// (some lower case, some upper case); gender is lower case here and upper-cased when sent.

const PROPOSAL_GENDER_LABELS = labelTable({ male: 'Male', female: 'Female' });
export const PROPOSAL_GENDERS = codesOf(PROPOSAL_GENDER_LABELS);
export type ProposalGender = (typeof PROPOSAL_GENDERS)[number];
export const ZProposalGender = z.enum(PROPOSAL_GENDERS);
export const GENDER_OPTIONS = toOptions(PROPOSAL_GENDERS, PROPOSAL_GENDER_LABELS);

const MARITAL_STATUS_LABELS = labelTable({
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
});
export const MARITAL_STATUSES = codesOf(MARITAL_STATUS_LABELS);
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const ZMaritalStatus = z.enum(MARITAL_STATUSES);
export const MARITAL_STATUS_OPTIONS = toOptions(MARITAL_STATUSES, MARITAL_STATUS_LABELS);

// Insured members choose only single or married (spec 2 §3).
export const MEMBER_MARITAL_STATUSES = ['single', 'married'] as const satisfies readonly MaritalStatus[];
export type MemberMaritalStatus = (typeof MEMBER_MARITAL_STATUSES)[number];
export const ZMemberMaritalStatus = z.enum(MEMBER_MARITAL_STATUSES);
export const MEMBER_MARITAL_STATUS_OPTIONS = toOptions(MEMBER_MARITAL_STATUSES, MARITAL_STATUS_LABELS);

const EDUCATION_LABELS = labelTable({
  POSTGRADUATE: 'Post Graduate',
  GRADUATE: 'Graduate',
  MATRICULATION: 'Matriculation',
  UNDER_MATRICULATION: 'Under Matriculation',
  OTHER: 'Other',
});
export const EDUCATIONS = codesOf(EDUCATION_LABELS);
export type Education = (typeof EDUCATIONS)[number];
export const ZEducation = z.enum(EDUCATIONS);
export const EDUCATION_OPTIONS = toOptions(EDUCATIONS, EDUCATION_LABELS);

const OCCUPATION_LABELS = labelTable({
  salaried: 'Salaried',
  self_employed: 'Self Employed',
  student: 'Student',
  retired: 'Retired',
});
export const OCCUPATIONS = codesOf(OCCUPATION_LABELS);
export type Occupation = (typeof OCCUPATIONS)[number];
export const ZOccupation = z.enum(OCCUPATIONS);
export const OCCUPATION_OPTIONS = toOptions(OCCUPATIONS, OCCUPATION_LABELS);

const INCOME_LABELS = labelTable({
  less_than_5l: 'Less than 5 Lakh',
  '5l_to_10l': '5 Lakh to 10 Lakh',
  '10l_to_20l': '10 Lakh to 20 Lakh',
  above_20l: 'Above 20 Lakh',
});
export const INCOMES = codesOf(INCOME_LABELS);
export type Income = (typeof INCOMES)[number];
export const ZIncome = z.enum(INCOMES);
export const INCOME_OPTIONS = toOptions(INCOMES, INCOME_LABELS);

export const NOMINEE_RELATION_LABELS = labelTable({
  SPOUSE: 'Spouse',
  SON: 'Son',
  DAUGHTER: 'Daughter',
  FATHER: 'Father',
  MOTHER: 'Mother',
  BROTHER: 'Brother',
  SISTER: 'Sister',
  OTHER: 'Other',
});
export const NOMINEE_RELATIONS = codesOf(NOMINEE_RELATION_LABELS);
export type NomineeRelation = (typeof NOMINEE_RELATIONS)[number];
export const ZNomineeRelation = z.enum(NOMINEE_RELATIONS);
export const NOMINEE_RELATION_OPTIONS = toOptions(NOMINEE_RELATIONS, NOMINEE_RELATION_LABELS);

/**
 * spec 2 §7: the nominee save fills these when the form leaves them out. BUSINESSMAN is not an
 * occupation option; it is what the product sends, so it stays a separate constant.
 */
export const NOMINEE_DEFAULTS = { gender: 'MALE', occupation: 'BUSINESSMAN', appointee_relation: 'SELF' } as const;
