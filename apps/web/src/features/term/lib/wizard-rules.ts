import {
  INCOME_BANDS,
  MESSAGES,
  QUALIFICATIONS,
  TERM_MAX_AGE,
  TERM_MIN_AGE,
  TERM_WIZARD_STEP_COUNT,
  ageOn,
  parseDisplayDate,
  todayIso,
  isOneOf,
} from '@kavach/domain';
import type { TermDetails } from './term-details.ts';

/** spec 3 §2.9: the six steps in order. */
export const TERM_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type TermStep = (typeof TERM_STEPS)[number];

// Ours: the spec gives the age range (§5.4), not its message; worded like the health pre-quote's.
export const TERM_AGE_RANGE = `Age must be between ${TERM_MIN_AGE} and ${TERM_MAX_AGE} years`;

/** A typed DD/MM/YYYY date of birth: null when it is a real date of someone aged 18 to 75, else the error. */
export function checkTermDob(display: string, today: string = todayIso()): string | null {
  if (!display) return MESSAGES.DATE_REQUIRED;
  const iso = parseDisplayDate(display);
  const age = iso ? ageOn(iso, today) : null;
  if (iso === null || age === null || age < 0) return MESSAGES.DOB_INVALID;
  return age < TERM_MIN_AGE || age > TERM_MAX_AGE ? TERM_AGE_RANGE : null;
}

export const isPincode = (value: string) => /^\d{6}$/.test(value);

/** spec 3 §4.12: a step is done when its value is set (the pincode only once the lookup confirmed it). */
export function stepComplete(step: TermStep, details: TermDetails, today: string = todayIso()): boolean {
  switch (step) {
    case 1:
      return details.coverage > 0;
    case 2:
      return isOneOf(INCOME_BANDS, details.annual_income);
    case 3: {
      const age = details.dob ? ageOn(details.dob, today) : null;
      return age !== null && age >= TERM_MIN_AGE && age <= TERM_MAX_AGE;
    }
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
