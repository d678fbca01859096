import { YES_NO } from './health';
import { GENDER_WORDS } from './health-members';
import { codesOf, toOptions } from './option';
import { ageOn } from '../validation/age';
import { addDays } from '../validation/dates';
import type { IncomeBand } from '../code-lists/proposal';

/**
 * docs/product/review-payment-term-bike.md §9: the income band suggested for a cover, checked from the highest
 * threshold down.
 */
export function suggestIncomeBand(cover: number): IncomeBand | null {
  if (cover >= 15_000_000) return 'ABOVE_FIFTEEN_LAC';
  if (cover >= 10_000_000) return 'TEN_LAC_TO_FIFTEEN_LAC';
  if (cover >= 5_000_000) return 'FIVE_LAC_TO_TEN_LAC';
  if (cover >= 1_500_000) return 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC';
  return null;
}

export const SMOKER = YES_NO;
export type Smoker = (typeof SMOKER)[number];
export const SMOKER_LABELS: Readonly<Record<Smoker, string>> = { YES: 'Smoker', NO: 'Non-Smoker' };
/**
 * No default (issue 48, a departure from docs/product/review-payment-term-bike.md §5.4's Non-Smoker): tobacco use sets
 * the price and a claim can turn on it, so the buyer chooses it.
 */
export const SMOKER_OPTIONS = toOptions(SMOKER, SMOKER_LABELS);

/**
 * docs/product/review-payment-term-bike.md §3.11: the term pre-quote stores gender as Male or Female (upper-cased when
 * sent).
 */
export const TERM_GENDERS = GENDER_WORDS;
export type TermGender = (typeof TERM_GENDERS)[number];

export const TERM_MIN_AGE = 18;
export const TERM_MAX_AGE = 75;
export const TERM_AGES: readonly number[] = Array.from(
  { length: TERM_MAX_AGE - TERM_MIN_AGE + 1 },
  (_, i) => TERM_MIN_AGE + i,
);
/**
 * The ages term cover can run to, as the market's plans offer them (docs/product/review-payment-term-bike.md §2.10):
 * the buyer chooses one, and each plan's catalogue entry lists those it offers. 99 is cover for the whole of life.
 */
export const TERM_COVER_TILL_AGES = [60, 65, 70, 75, 85, 99] as const;
export type TermCoverTillAge = (typeof TERM_COVER_TILL_AGES)[number];
/** What the quote form offers first, and what a request that names no age is quoted to. */
export const DEFAULT_TERM_COVER_TILL_AGE: TermCoverTillAge = 65;
export const TERM_COVER_TILL_AGE_LABELS: Readonly<Record<TermCoverTillAge, string>> = {
  60: 'Age 60',
  65: 'Age 65',
  70: 'Age 70',
  75: 'Age 75',
  85: 'Age 85',
  99: 'Age 99 (whole life)',
};
export const TERM_COVER_TILL_AGE_OPTIONS = toOptions(
  TERM_COVER_TILL_AGES,
  TERM_COVER_TILL_AGE_LABELS,
  DEFAULT_TERM_COVER_TILL_AGE,
);
/** A stored or sent value read as a cover-till age; null when it is not one. */
export const coverTillAgeOf = (value: unknown): TermCoverTillAge | null =>
  TERM_COVER_TILL_AGES.find((age) => age === value) ?? null;

/** The shortest policy term offered: cover must run at least this many years from the entry age. */
export const TERM_MIN_POLICY_TERM = 5;

/** The policy term: the years from the entry age to the age the cover runs till (may be short or negative). */
export function termPolicyTerm(age: number, coverTillAge: number): number {
  return coverTillAge - age;
}

/**
 * The age a term cover bought on `day` is rated at: the life assured's age on its first day, the day after (cover
 * starts the day after payment). Life insurers rate on the age at the commencement of risk, so a birthday on that
 * day counts: it sets the premium, the policy term and whether the plan may be sold at all.
 */
export function termEntryAge(dob: string, day: string): number | null {
  return ageOn(dob, addDays(day, 1));
}

/**
 * How many months of cover one premium pays for, by how often it is paid.
 * docs/product/review-payment-term-bike.md §3.12 sells only yearly premiums on a cover that runs for decades; a
 * free-look return keeps the risk premium as a share of this period (`freeLookRefundPaise`), so a frequency added here
 * states its period with it.
 */
export const TERM_PREMIUM_MONTHS = { YEARLY: 12 } as const;
export const TERM_PAYMENT_FREQUENCIES = codesOf(TERM_PREMIUM_MONTHS);
export type TermPaymentFrequency = (typeof TERM_PAYMENT_FREQUENCIES)[number];

/** docs/product/review-payment-term-bike.md §3.12: fixed fields of every term quote request. */
export const TERM_QUOTE_FIXED_FIELDS = {
  occupation: 'SALARIED',
  payment_type: 'REGULAR',
  payment_frequency: 'YEARLY' satisfies TermPaymentFrequency,
  payout_type: 'LUMPSUM',
  whole_life_cover: 'NO',
} as const;

export const TERM_WIZARD_STEP_COUNT = 6;
export const TERM_PINCODE_RETRY_MS = 1500;
