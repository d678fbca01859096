// The code lists of what a proposal asks about the people in it: relations and genders, education, occupation and
// income, habits and conditions, medical answers, KYC documents and their file types, contact fields. What Kavach
// sells and how it keeps its records is in cover.ts, which says why the lists live together.
import { z } from 'zod';
import { codeList, codesOf } from '../constants/option';

/**
 * docs/product/proposal-kyc.md §3: the journey config enables contact fields by these codes. The labels are the table
 * the codes come from; the required message is built from them in lower case (docs/product/proposal-kyc.md §5).
 */
export const { labels: CONTACT_FIELD_LABELS, codes: CONTACT_FIELD_CODES } = codeList({
  CONTACT_MOBILE: 'Mobile Number',
  CONTACT_EMAIL: 'Email',
  CONTACT_ADDRESS_LINE_1: 'Address Line 1',
  CONTACT_ADDRESS_LINE_2: 'Address Line 2',
  CONTACT_ADDRESS_LINE_3: 'Address Line 3',
  CONTACT_CITY: 'City',
  CONTACT_STATE: 'State',
  CONTACT_PINCODE: 'Pincode',
  CONTACT_AREA: 'Area',
});
export type ContactFieldCode = (typeof CONTACT_FIELD_CODES)[number];

// docs/product/quotes.md §9: pre-existing conditions offered when "Do you have any existing disease?" is yes.
export const {
  labels: EXISTING_CONDITION_LABELS,
  codes: EXISTING_CONDITIONS,
  options: EXISTING_CONDITION_OPTIONS,
} = codeList({
  BP_HYPERTENSION: 'BP / Hypertension',
  HEART_DISEASE: 'Heart Disease',
  DIABETES: 'Diabetes',
  THYROID_DISORDER: 'Thyroid Disorder',
  ASTHMA: 'Asthma',
  ANY_OTHER_DISEASE: 'Any Other Disease',
});
export type ExistingCondition = (typeof EXISTING_CONDITIONS)[number];

// docs/product/quotes.md §3: relation of each insured member, as sent on the wire, and how it reads on screen and in
// the policy schedule.
export const { labels: RELATION_LABELS, codes: RELATIONS } = codeList({
  SELF: 'Self',
  SPOUSE: 'Spouse',
  SON: 'Son',
  DAUGHTER: 'Daughter',
  FATHER: 'Father',
  MOTHER: 'Mother',
  FATHER_IN_LAW: 'Father-in-law',
  MOTHER_IN_LAW: 'Mother-in-law',
  GRANDFATHER: 'Grandfather',
  GRANDMOTHER: 'Grandmother',
});
export type Relation = (typeof RELATIONS)[number];
export const ZRelation = z.enum(RELATIONS);

// Members carry gender in upper case on the wire (docs/product/quotes.md §3 "gender (uppercase)").
export const { labels: GENDER_LABELS, codes: GENDERS } = codeList({ MALE: 'Male', FEMALE: 'Female' });

// docs/product/proposal-kyc.md §3: documents a KYC stage can ask for.
export const { labels: KYC_DOCUMENT_LABELS, codes: KYC_DOCUMENT_TYPES } = codeList({
  PAN_CARD: 'PAN Card',
  AADHAAR_CARD: 'Aadhaar Card',
  PASSPORT: 'Passport',
  VOTER_ID: 'Voter ID',
  DRIVING_LICENSE: 'Driving License',
  NREGA_JOB_CARD: 'NREGA Job Card',
  PROPOSER_IMAGE: 'Selfie',
  // Not KYC: the term insurer's proof of the income the cover is sized on; it travels through the same upload pipeline.
  INCOME_PROOF: 'Income proof',
});
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export const ZKycDocumentType = z.enum(KYC_DOCUMENT_TYPES);

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

export const { codes: TERM_OCCUPATIONS, options: TERM_OCCUPATION_OPTIONS } = codeList({
  SALARIED: 'Salaried',
  SELF_EMPLOYED: 'Self-employed',
  BUSINESS: 'Business owner',
  PROFESSIONAL: 'Professional (doctor, lawyer, CA…)',
});

export const { codes: EMPLOYER_TYPES, options: EMPLOYER_TYPE_OPTIONS } = codeList({
  PRIVATE: 'Private limited company',
  MNC: 'Multinational company',
  GOVERNMENT: 'Government',
  PSU: 'Public sector undertaking',
  SELF: 'Own business or practice',
});

export const { codes: ALCOHOL_HABITS, options: ALCOHOL_OPTIONS } = codeList({
  NEVER: 'Never',
  OCCASIONAL: 'Occasionally (up to 7 drinks a week)',
  REGULAR: 'Regularly (more than 7 drinks a week)',
});

export const {
  labels: LIFE_CONDITION_LABELS,
  codes: LIFE_CONDITIONS,
  options: LIFE_CONDITION_OPTIONS,
} = codeList({
  DIABETES: 'Diabetes',
  HYPERTENSION: 'High blood pressure',
  HEART_DISEASE: 'Heart disease',
  CANCER: 'Cancer or a tumour',
  KIDNEY_DISEASE: 'Kidney disease',
  LIVER_DISEASE: 'Liver disease',
  RESPIRATORY: 'Asthma or another lung disease',
  OTHER: 'Another illness needing regular treatment',
});
export type LifeCondition = (typeof LIFE_CONDITIONS)[number];

export const {
  labels: INCOME_BAND_LABELS,
  codes: INCOME_BANDS,
  options: INCOME_BAND_OPTIONS,
} = codeList({
  ABOVE_FIFTEEN_LAC: '15 Lakh and above',
  TEN_LAC_TO_FIFTEEN_LAC: '10 to 15 Lakh',
  FIVE_LAC_TO_TEN_LAC: '5 to 10 Lakh',
  ONE_POINT_FIVE_LAC_TO_FIVE_LAC: '1.5 to 5 Lakh',
});
export type IncomeBand = (typeof INCOME_BANDS)[number];
export const ZIncomeBand = z.enum(INCOME_BANDS);

export const {
  labels: QUALIFICATION_LABELS,
  codes: QUALIFICATIONS,
  defaultCode: DEFAULT_QUALIFICATION,
  options: QUALIFICATION_OPTIONS,
} = codeList(
  {
    POSTGRADUATE: 'Post Graduate',
    GRADUATE: 'Graduate',
    TWELFTH_PASS: '12th Pass',
    TENTH_PASS: '10th Pass',
  },
  'GRADUATE',
);
export type Qualification = (typeof QUALIFICATIONS)[number];
export const ZQualification = z.enum(QUALIFICATIONS);

/** The wire enum names a content type; storage and browsers need the real one. */
export const MIME_TYPE_CONTENT_TYPES = {
  IMAGE_JPEG: 'image/jpeg',
  IMAGE_PNG: 'image/png',
  APPLICATION_PDF: 'application/pdf',
} as const;
export const MIME_TYPES = codesOf(MIME_TYPE_CONTENT_TYPES);
export type MimeType = (typeof MIME_TYPES)[number];
export const ZMimeType = z.enum(MIME_TYPES);

/**
 * The answer types of a medical question, each with the value field of a medical answer record that holds its
 * answer (docs/product/proposal-kyc.md §3). The spec lists nine value fields for ten types; a DROPDOWN is a single
 * choice, so it uses the single-select field. `answer_field_calender` is spelled so on the wire.
 */
export const ANSWER_VALUE_FIELDS = {
  TEXT: 'answer_field_text',
  NUMBER: 'answer_field_number',
  SINGLE_SELECT: 'answer_field_single_select',
  DROPDOWN: 'answer_field_single_select',
  MULTI_SELECT: 'answer_field_multi_select',
  MONTH_YEAR: 'answer_field_month_year',
  CALENDAR: 'answer_field_calender',
  MOBILE_NUMBER: 'answer_field_mobile_number',
  PIN_CODE: 'answer_field_pin_code',
  TEXT_AREA: 'answer_field_text_area',
} as const;
export const ANSWER_FIELD_TYPES = codesOf(ANSWER_VALUE_FIELDS);
export type AnswerFieldType = (typeof ANSWER_FIELD_TYPES)[number];
export const ZAnswerFieldType = z.enum(ANSWER_FIELD_TYPES);
export type AnswerValueField = (typeof ANSWER_VALUE_FIELDS)[AnswerFieldType];
