import {
  INCOME_BANDS,
  QUALIFICATIONS,
  TERM_WIZARD_STEP_COUNT,
  checkTermDob,
  toDisplayDate,
  todayIso,
  isOneOf,
  isPincode,
} from '@kavach/domain';
import type { TermDetails } from './term-details.ts';

/** docs/product/review-payment-term-bike.md §2.9: the six steps in order. */
export const TERM_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type TermStep = (typeof TERM_STEPS)[number];

/**
 * docs/product/review-payment-term-bike.md §4.12: a step is done when its value is set (the pincode only once the
 * lookup confirmed it).
 */
export function stepComplete(step: TermStep, details: TermDetails, today: string = todayIso()): boolean {
  switch (step) {
    case 1:
      return details.coverage > 0;
    case 2:
      return isOneOf(INCOME_BANDS, details.annual_income);
    case 3:
      return details.gender !== '' && checkTermDob(toDisplayDate(details.dob), today) === null;
    case 4:
      return isPincode(details.pincode) && details.pincode_details !== null;
    case 5:
      return isOneOf(QUALIFICATIONS, details.qualification);
    case 6:
      return details.smoke === 'YES' || details.smoke === 'NO';
  }
}

/**
 * The step to show after a reload: the stored one, unless an earlier step is no longer complete (storage
 * edited, another tab, a birthday crossing 75), in which case the first incomplete step.
 */
export function resumeStep(stored: string | null, details: TermDetails | null, today: string = todayIso()): TermStep {
  const wanted = TERM_STEPS.find((s) => String(s) === stored) ?? 1;
  if (!details) return 1;
  const firstIncomplete = TERM_STEPS.find((s) => s < wanted && !stepComplete(s, details, today));
  return firstIncomplete ?? wanted;
}

export function nextStep(step: TermStep): TermStep {
  return TERM_STEPS[Math.min(step, TERM_WIZARD_STEP_COUNT - 1)] ?? 6;
}

export function previousStep(step: TermStep): TermStep {
  return TERM_STEPS[Math.max(step - 2, 0)] ?? 1;
}
