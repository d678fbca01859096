import { TERM_MIN_AGE, TERM_MIN_POLICY_TERM, termPolicyTerm } from '../constants/term';
import { TERM_COVER_OPTIONS, type TermCoverAmount } from '../code-lists/cover';
import { INCOME_BAND_LABELS, type IncomeBand } from '../code-lists/proposal';
import { maxCoverForIncomeBand, termCoverMultiple } from '../constants/term-proposal';

/** What GET /v1/termlife/plan-information says of a plan's ages (plan_meta_json). */
export type PlanAgeLimits = { max_entry_age: number; cover_till_ages: readonly number[] };

/** Whether a plan covers a buyer of this age till that age: within its entry ages, listed, for at least 5 years. */
export function planCoversTill(plan: PlanAgeLimits, age: number, coverTillAge: number): boolean {
  return (
    age <= plan.max_entry_age &&
    plan.cover_till_ages.includes(coverTillAge) &&
    termPolicyTerm(age, coverTillAge) >= TERM_MIN_POLICY_TERM
  );
}

/** The oldest age a plan can take: its entry age limit, and cover to its furthest age for at least 5 years. */
export function oldestCoverableAge(plan: PlanAgeLimits): number {
  return Math.min(plan.max_entry_age, Math.max(...plan.cover_till_ages) - TERM_MIN_POLICY_TERM);
}

/** The cover-till ages some plan offers a buyer of this age, youngest first. */
export function coverTillAgesFor(age: number, plans: readonly PlanAgeLimits[]): number[] {
  const ages = new Set(plans.flatMap((p) => p.cover_till_ages.filter((till) => planCoversTill(p, age, till))));
  return [...ages].sort((a, b) => a - b);
}

const listed = (ages: readonly number[]) =>
  ages.length === 1 ? `${ages[0]}` : `${ages.slice(0, -1).join(', ')} or ${ages.at(-1)}`;

/**
 * Why no plan can take a buyer of this age, naming the plans' entry ages and the rule; null when some plan can,
 * or when the plans are not known (the quote then decides).
 */
export function ageRefusal(age: number, plans: readonly PlanAgeLimits[]): string | null {
  if (plans.length === 0 || plans.some((p) => age <= oldestCoverableAge(p))) return null;
  const entry = plans.map((p) => p.max_entry_age);
  const [low, high] = [Math.min(...entry), Math.max(...entry)];
  const oldest = Math.max(...plans.map(oldestCoverableAge));
  const range = low === high ? `${high}` : `${low}–${high} (by plan)`;
  return `No plan can cover you at age ${age}. Plans here take buyers aged ${TERM_MIN_AGE} to ${range}, for cover of at least ${TERM_MIN_POLICY_TERM} years, so the oldest age any plan covers is ${oldest}.`;
}

/**
 * Why no plan covers a buyer of this age till the age chosen, with the ages plans do offer them; null when some plan
 * does, or when the age itself is refused (ageRefusal says why).
 */
export function coverTillRefusal(age: number, coverTillAge: number, plans: readonly PlanAgeLimits[]): string | null {
  if (plans.some((p) => planCoversTill(p, age, coverTillAge))) return null;
  const offered = coverTillAgesFor(age, plans);
  if (offered.length === 0) return null;
  return `No plan offers cover till age ${coverTillAge} at age ${age}: cover must run at least ${TERM_MIN_POLICY_TERM} years, and each plan offers only some ages. Plans can cover you till age ${listed(offered)}.`;
}

export type CoverChoice = { value: TermCoverAmount; label: string };

/** The cover choices an income band supports at an age (cover up to the age's multiple of the band's top). */
export function coversForIncome(band: IncomeBand, age: number): CoverChoice[] {
  const most = maxCoverForIncomeBand(band, age);
  return TERM_COVER_OPTIONS.filter((o) => o.value <= most).map((o) => ({ value: o.value, label: o.label }));
}

/**
 * Null when the band can support the cover at this age; else what the buyer is told. The wizard asks the income
 * before the age, so it checks at 18, the most generous multiple; the quote list at the buyer's own age.
 */
export function coverIncomeRefusal(cover: number, band: IncomeBand, age: number = TERM_MIN_AGE): string | null {
  if (cover <= maxCoverForIncomeBand(band, age)) return null;
  const fits = coversForIncome(band, age);
  const coverLabel = TERM_COVER_OPTIONS.find((o) => o.value === cover)?.label ?? String(cover);
  const at = age === TERM_MIN_AGE ? 'even at the youngest age' : `at age ${age}`;
  const most = fits.at(-1);
  return `A cover of ${coverLabel} is more than an income of ${INCOME_BAND_LABELS[band]} supports: insurers allow up to ${termCoverMultiple(age)} times your yearly income ${at}${most ? `, ${most.label} at most` : ''}.`;
}
