import { z } from 'zod';
import { codesOf } from './option';

export const SECTION_TYPES = ['SECTION', 'REFLEXIVE', 'SUB_REFLEXIVE'] as const;
export const ZSectionType = z.enum(SECTION_TYPES);

/**
 * The answer types of a medical question, each with the value field of a medical answer record that holds its
 * answer (spec 2 §3). The spec lists nine value fields for ten types; a DROPDOWN is a single choice, so it uses the
 * single-select field. `answer_field_calender` is spelled so on the wire.
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

export const MEDICAL_NO = 'NO';

/**
 * spec 2 §5: an unanswered top-level question is sent as NO: as text for TEXT, as ['NO'] for
 * MULTI_SELECT, as the month-year value for MONTH_YEAR and as a single select otherwise.
 */
export function defaultMedicalAnswer(type: AnswerFieldType): Partial<Record<AnswerValueField, string | string[]>> {
  switch (type) {
    case 'TEXT':
      return { answer_field_text: MEDICAL_NO };
    case 'MULTI_SELECT':
      return { answer_field_multi_select: [MEDICAL_NO] };
    case 'MONTH_YEAR':
      return { answer_field_month_year: MEDICAL_NO };
    default:
      return { answer_field_single_select: MEDICAL_NO };
  }
}
