import { formatIndianNumber, lakhCroreLabel } from '../format/money';
import { toOptions } from './option';
import { NOMINEE_RELATION_LABELS, type IncomeBand } from '../code-lists/proposal';

// Issue 15: the term proposal as the leading Indian term insurers ask for it. Values are wire values; labels are
// what the buyer reads. The rules here (cover to income, nominee shares) are checked by the API and the forms alike.

/** Lowest annual income a term plan is sold on, and a ceiling that catches a typo of an extra zero or three. */
export const TERM_MIN_ANNUAL_INCOME = 150_000;
export const TERM_MAX_ANNUAL_INCOME = 500_000_000;

/**
 * Cover-to-income multiple by age, as the leading insurers underwrite it: up to 25× annual income under 35,
 * 20× from 35 to 39, 15× from 40 to 44, 10× from 45.
 */
export function termCoverMultiple(age: number): number {
  if (age < 35) return 25;
  if (age < 40) return 20;
  if (age < 45) return 15;
  return 10;
}

/**
 * The most each income band earns (null: no upper bound), for the quote-time check before the exact income is known.
 */
export const INCOME_BAND_CEILINGS: Readonly<Record<IncomeBand, number | null>> = {
  ONE_POINT_FIVE_LAC_TO_FIVE_LAC: 500_000,
  FIVE_LAC_TO_TEN_LAC: 1_000_000,
  TEN_LAC_TO_FIFTEEN_LAC: 1_500_000,
  ABOVE_FIFTEEN_LAC: null,
};

/**
 * The largest cover an income band can support at an age: the multiple times the top of the band, so no one is
 * refused at quote time whom the exact income (asked in the proposal) could still qualify. Infinity: no limit.
 */
export function maxCoverForIncomeBand(band: IncomeBand, age: number): number {
  const ceiling = INCOME_BAND_CEILINGS[band];
  return ceiling === null ? Number.POSITIVE_INFINITY : ceiling * termCoverMultiple(age);
}

/**
 * Life cover the life assured already holds: through Kavach (policies in force and purchases confirmed, found by
 * their PAN) and with other insurers (what the proposal asks them to declare).
 */
export type HeldLifeCover = { kavach: number; elsewhere: number };
export const NO_LIFE_COVER_HELD: HeldLifeCover = { kavach: 0, elsewhere: 0 };

/** Said beside a refusal that counts cover held through Kavach: a purchase confirmed and never paid counts too. */
export const TERM_HELD_COVER_HINT =
  'Purchases confirmed and not yet paid count as held: remove one you will not pay for from your dashboard.';

/** The most life cover anyone may declare holding elsewhere: a ceiling that catches a typo of extra zeros. */
export const TERM_MAX_OTHER_LIFE_COVER = 1_000_000_000;

/**
 * Null when the cover, with every life cover already held, fits the income at this age; else what the buyer is told,
 * with the income it needs. Insurers size a person's total life cover on their income, not each policy alone: two
 * ₹25 lakh policies on a ₹1.5 lakh income are ₹50 lakh of cover.
 */
export function coverIncomeProblem(
  age: number,
  annualIncome: number,
  cover: number,
  held: HeldLifeCover = NO_LIFE_COVER_HELD,
): string | null {
  const multiple = termCoverMultiple(age);
  const alreadyHeld = held.kavach + held.elsewhere;
  const total = cover + alreadyHeld;
  if (total <= annualIncome * multiple) return null;
  const needed = Math.ceil(total / multiple);
  const where = [
    held.kavach > 0 ? `₹${lakhCroreLabel(held.kavach)} through Kavach` : null,
    held.elsewhere > 0 ? `₹${lakhCroreLabel(held.elsewhere)} with other insurers` : null,
  ].filter((part) => part !== null);
  const withHeld = alreadyHeld > 0 ? `, with the life cover already held (${where.join(', ')}),` : '';
  return `A cover of ₹${lakhCroreLabel(cover)}${withHeld} needs an annual income of at least ₹${formatIndianNumber(needed)} at age ${age} (up to ${multiple}× income)`;
}

export const TERM_NOMINEE_RELATIONS = ['SPOUSE', 'SON', 'DAUGHTER', 'FATHER', 'MOTHER', 'BROTHER', 'SISTER'] as const;
// The health nominee's relations but "Other": the same words, written once.
export const TERM_NOMINEE_RELATION_OPTIONS = toOptions(TERM_NOMINEE_RELATIONS, NOMINEE_RELATION_LABELS);
export const TERM_MAX_NOMINEES = 3;

/** Where the buyer is in the term proposal (journeys.journey_step): each save names the next step. */
export const TERM_PROPOSAL_STEPS = ['LIFE_ASSURED', 'NOMINEES', 'CONTACT', 'LIFESTYLE', 'DOCUMENTS', 'REVIEW'] as const;
export type TermProposalStep = (typeof TERM_PROPOSAL_STEPS)[number];

/** The parts a term confirmation can find missing (its 409 `fields`), each with the step that completes it. */
export const TERM_PROPOSAL_PARTS = {
  life_assured: 'LIFE_ASSURED',
  nominees: 'NOMINEES',
  contact: 'CONTACT',
  lifestyle: 'LIFESTYLE',
  income_proof: 'DOCUMENTS',
  kyc: 'DOCUMENTS',
} as const satisfies Readonly<Record<string, TermProposalStep>>;
export type TermProposalPart = keyof typeof TERM_PROPOSAL_PARTS;

/** Body-mass index from centimetres and kilograms, to one decimal. */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}
