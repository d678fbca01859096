import { z } from 'zod';
import { TERM_GENDERS, TERM_MAX_AGE, TERM_MIN_AGE } from '../constants/term';
import { INCOME_BANDS } from '../code-lists/proposal';
import { checkDobAgeRange } from '../validation/age';
import { parseDisplayDate, todayIso } from '../validation/dates';
import { zChecked, zSelect } from '../validation/fields';
import { MESSAGES } from '../validation/messages';
import { coverIncomeRefusal } from './plan-eligibility';

// docs/product/review-payment-term-bike.md §2.9: the answers of the term pre-quote wizard, as its steps check them
// before Continue.

// Ours: the spec gives the age range (docs/product/review-payment-term-bike.md §5.4), not its message; worded like the
// health pre-quote's.
export const TERM_AGE_RANGE = `Age must be between ${TERM_MIN_AGE} and ${TERM_MAX_AGE} years`;

const TERM_DOB_RANGE = { min: TERM_MIN_AGE, max: TERM_MAX_AGE, message: TERM_AGE_RANGE };

/** A DD/MM/YYYY date of birth: null when it is a real date of someone aged 18 to 75, else the error. */
export function checkTermDob(display: string, today: string = todayIso()): string | null {
  return checkDobAgeRange(display, TERM_DOB_RANGE, today);
}

/**
 * Step 3 (docs/product/review-payment-term-bike.md §5.4): gender and a date of birth given as DD/MM/YYYY, which comes
 * out as YYYY-MM-DD.
 */
export const ZTermPerson = z.object({
  gender: zSelect(TERM_GENDERS),
  dob: zChecked((display) => checkTermDob(display)).transform((display) => parseDisplayDate(display) ?? ''),
});
export type TTermPerson = z.output<typeof ZTermPerson>;

/**
 * Step 2 (docs/product/review-payment-term-bike.md §5.4): an income band, none chosen being said as INCOME_REQUIRED;
 * and when the band cannot support the cover chosen on step 1 (checked at 18, the age is asked next), a lower cover
 * chosen in its place.
 */
export function termIncomeSchema(cover: number) {
  return z
    .object({
      income: z.enum(INCOME_BANDS, { error: MESSAGES.INCOME_REQUIRED }),
      lower_cover: z.string(),
    })
    .superRefine(({ income, lower_cover }, ctx) => {
      if (lower_cover === '' && coverIncomeRefusal(cover, income) !== null)
        ctx.addIssue({ code: 'custom', path: ['lower_cover'], message: MESSAGES.SELECT_REQUIRED });
    });
}
