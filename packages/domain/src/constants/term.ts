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
/** docs/product/review-payment-term-bike.md §5.4: the default is Non-Smoker. */
export const DEFAULT_SMOKER: Smoker = 'NO';
export const SMOKER_LABELS: Readonly<Record<Smoker, string>> = { YES: 'Smoker', NO: 'Non-Smoker' };
export const SMOKER_OPTIONS = toOptions(SMOKER, SMOKER_LABELS, DEFAULT_SMOKER);

/**
 * docs/product/review-payment-term-bike.md §3.11: the term pre-quote stores gender as Male or Female (upper-cased when
 * sent).
 */
export const TERM_GENDERS = GENDER_WORDS;
export type TermGender = (typeof TERM_GENDERS)[number];
export const DEFAULT_TERM_GENDER: TermGender = 'Male';

export const TERM_MIN_AGE = 18;
export const TERM_MAX_AGE = 75;
export const TERM_AGES: readonly number[] = Array.from(
  { length: TERM_MAX_AGE - TERM_MIN_AGE + 1 },
  (_, i) => TERM_MIN_AGE + i,
);
/** The age at which term cover ends; the policy term runs up to it. */
export const TERM_COVER_END_AGE = 65;
/** The shortest policy term offered: from age 61 no plan can cover anyone, whatever the income. */
export const TERM_MIN_POLICY_TERM = 5;

/**
 * docs/product/review-payment-term-bike.md §5.4: policy term is 65 minus age. The spec also allows ages up to 75, which
 * would give a term of zero or less; it is returned as computed so the caller (quote engine) decides to refuse it.
 */
export function termPolicyTerm(age: number): number {
  return TERM_COVER_END_AGE - age;
}

/**
 * The age a term cover bought on `day` is rated at: the life assured's age on its first day, the day after (cover
 * starts the day after payment). Life insurers rate on the age at the commencement of risk, so a birthday on that
 * day counts: it sets the premium, the term to 65 and whether the plan may be sold at all.
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
