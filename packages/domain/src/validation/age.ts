import { MESSAGES, minAge } from './messages';
import { daysBetween, normaliseDob, parseIsoDate, todayIso, type CalendarDate } from './dates';
import { countOf } from '../format/count';

// Age limits. Pre-quote from docs/product/quotes.md §5 and docs/decisions.md §5; proposal from
// docs/product/proposal-kyc.md §5 and §9.
export const PRE_QUOTE_ADULT_MIN_AGE = 18;
export const PRE_QUOTE_ADULT_MAX_AGE = 100;
/**
 * Issue 17 (departs from docs/product/quotes.md §5's 1 to 17 and docs/product/proposal-kyc.md §5's under 18): a child
 * is insured from 91 days old, the market's common entry age, and as a dependant up to 25; each plan's own entry age
 * (checkPlanEntryAge) still decides when it is quoted, so a plan that takes children later simply does not quote them.
 */
export const CHILD_MIN_DAYS = 91;
export const CHILD_MAX_AGE = 25;
export const PARENT_CHILD_MIN_GAP_YEARS = 18;
export const PROPOSAL_ADULT_MIN_AGE = 18;
/** Below this age a person is a minor: a child member, or a nominee who needs an appointee. */
export const MAJORITY_AGE = 18;

/** Whole years from `from` to `to` (an age when `from` is a birth date), for callers that hold parsed dates. */
export function wholeYears(from: CalendarDate, to: CalendarDate): number {
  const beforeBirthday = to.month < from.month || (to.month === from.month && to.day < from.day);
  return to.year - from.year - (beforeBirthday ? 1 : 0);
}

function wholeMonths(from: CalendarDate, to: CalendarDate): number {
  return (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
}

/**
 * Age in whole years on `today`, adjusted for month and day (docs/product/proposal-kyc.md §5). Negative when the birth
 * date is later than today; null when either date is not a real YYYY-MM-DD date.
 */
export function ageOn(dobIso: string, today: string = todayIso()): number | null {
  const dob = parseIsoDate(dobIso);
  const on = parseIsoDate(today);
  return dob && on ? wholeYears(dob, on) : null;
}

/**
 * docs/product/quotes.md §5: age shown in years, else months, else days, else 'Newborn'; '' for a bad or future date.
 */
export function ageLabel(dobIso: string, today: string = todayIso()): string {
  const dob = parseIsoDate(dobIso);
  const on = parseIsoDate(today);
  if (!dob || !on) return '';
  const days = daysBetween(dob, on);
  if (days < 0) return '';
  const years = wholeYears(dob, on);
  if (years >= 1) return countOf(years, 'year');
  const months = wholeMonths(dob, on);
  if (months >= 1) return countOf(months, 'month');
  return days >= 1 ? countOf(days, 'day') : 'Newborn';
}

/** Age of a date of birth given on screen or on the wire; null when it is not a usable past date. */
function ageOfDob(dob: string, today: string): number | null {
  const iso = normaliseDob(dob);
  if (!iso || iso > today) return null;
  return ageOn(iso, today);
}

/** A date of birth typed in a wizard: null when it is a real date of someone `min` to `max` years old, else why. */
export function checkDobAgeRange(
  dob: string | null | undefined,
  range: { min: number; max: number; message: string },
  today: string = todayIso(),
): string | null {
  if (!dob) return MESSAGES.DATE_REQUIRED;
  const age = ageOfDob(dob, today);
  if (age === null) return MESSAGES.DOB_INVALID;
  return age < range.min || age > range.max ? range.message : null;
}

const PRE_QUOTE_ADULT = {
  min: PRE_QUOTE_ADULT_MIN_AGE,
  max: PRE_QUOTE_ADULT_MAX_AGE,
  message: MESSAGES.ADULT_AGE_RANGE,
};

/** docs/product/quotes.md §5: self and adult members at the pre-quote step are 18 to 100 years old. */
export function checkPreQuoteAdultDob(dob: string | null | undefined, today: string = todayIso()): string | null {
  return checkDobAgeRange(dob, PRE_QUOTE_ADULT, today);
}

export type ParentDobs = { readonly selfDob?: string | null; readonly spouseDob?: string | null };

/**
 * docs/decisions.md §5 settles docs/product/quotes.md §5's unclear child rule: a child is at least 18 years younger
 * than the younger of self and spouse when either date is known; issue 17 sets the ages: 91 days to 25 years
 * (CHILD_MIN_DAYS, CHILD_MAX_AGE).
 */
export function checkChildDob(
  dob: string | null | undefined,
  parents: ParentDobs = {},
  today: string = todayIso(),
): string | null {
  if (!dob) return MESSAGES.DATE_REQUIRED;
  const childIso = normaliseDob(dob);
  const age = ageOfDob(dob, today);
  if (childIso === null || age === null) return MESSAGES.DOB_INVALID;
  const days = ageYearsAndDays(childIso, today)?.days ?? 0;
  if (days < CHILD_MIN_DAYS || age > CHILD_MAX_AGE) return MESSAGES.CHILD_AGE_RANGE;
  const parentDobs = [parents.selfDob, parents.spouseDob]
    .map((d) => normaliseDob(d))
    .filter((d): d is string => d !== null);
  if (parentDobs.length === 0) return null;
  // The younger parent has the later birth date; ISO strings sort as dates.
  const youngest = parentDobs.reduce((a, b) => (a > b ? a : b));
  const gap = ageOn(youngest, childIso);
  return gap !== null && gap >= PARENT_CHILD_MIN_GAP_YEARS ? null : MESSAGES.CHILD_PARENT_GAP;
}

/**
 * Proposer, self and adult members are 18 or older. Issue 17 departs from docs/product/proposal-kyc.md §5's 18 to 65:
 * IRDAI removed the 65 entry cap in 2024, so the only upper limit is each plan's own (checkPlanEntryAge), met when it
 * was quoted.
 */
export function checkProposalAdultAge(dob: string | null | undefined, today: string = todayIso()): string | null {
  if (!dob) return MESSAGES.DATE_REQUIRED;
  const age = ageOfDob(dob, today);
  if (age === null) return MESSAGES.DOB_INVALID;
  return age < PROPOSAL_ADULT_MIN_AGE ? minAge(PROPOSAL_ADULT_MIN_AGE) : null;
}

/** A plan's entry ages (the catalogue's entry_age). */
export type PlanEntryAge = { readonly min_adult: number; readonly max_adult: number; readonly min_child_days: number };

/**
 * The one entry-age rule of a health plan, for quoting and for the proposal alike: an adult (18 or older) within
 * the plan's own adult range, a child at least its minimum days old (commonly 91). Null when the member may enter.
 */
export function checkPlanEntryAge(
  age: { readonly years: number; readonly days: number },
  entry: PlanEntryAge,
): string | null {
  if (age.years >= MAJORITY_AGE && (age.years < entry.min_adult || age.years > entry.max_adult))
    return `Adult entry age is ${entry.min_adult} to ${entry.max_adult}`;
  if (age.years < MAJORITY_AGE && age.days < entry.min_child_days)
    return `Children are covered from ${entry.min_child_days} days old`;
  return null;
}

/** Age in whole years and in days on `today` of a YYYY-MM-DD date of birth; null for a bad or future date. */
export function ageYearsAndDays(dobIso: string, today: string = todayIso()): { years: number; days: number } | null {
  const dob = parseIsoDate(dobIso);
  const on = parseIsoDate(today);
  if (!dob || !on) return null;
  const days = daysBetween(dob, on);
  return days < 0 ? null : { years: wholeYears(dob, on), days };
}

/** An insured child is a dependant up to 25 (issue 17; docs/product/proposal-kyc.md §5 said under 18). */
export function checkChildAge(dob: string | null | undefined, today: string = todayIso()): string | null {
  if (!dob) return MESSAGES.DATE_REQUIRED;
  const age = ageOfDob(dob, today);
  if (age === null) return MESSAGES.DOB_INVALID;
  return age <= CHILD_MAX_AGE ? null : MESSAGES.CHILD_TOO_OLD;
}

/**
 * docs/product/proposal-kyc.md §5: a nominee under 18 (by month and day) needs an appointee. False for an unusable
 * date.
 */
export function needsAppointee(nomineeDob: string | null | undefined, today: string = todayIso()): boolean {
  if (!nomineeDob) return false;
  const age = ageOfDob(nomineeDob, today);
  return age !== null && age < MAJORITY_AGE;
}
