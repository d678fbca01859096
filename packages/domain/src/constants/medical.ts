import { z } from 'zod';
import type { AnswerFieldType, AnswerValueField } from '../code-lists/proposal';

export const SECTION_TYPES = ['SECTION', 'REFLEXIVE', 'SUB_REFLEXIVE'] as const;
export const ZSectionType = z.enum(SECTION_TYPES);

export const MEDICAL_NO = 'NO';

/**
 * docs/product/proposal-kyc.md §5: an unanswered top-level question is sent as NO: as text for TEXT, as ['NO'] for
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
