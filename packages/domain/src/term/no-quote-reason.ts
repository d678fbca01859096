import { z } from 'zod';
import { TERM_COVER_OPTIONS } from '../code-lists/cover';
import type { IncomeBand } from '../code-lists/proposal';
import { TERM_MIN_AGE } from '../constants/term';
import {
  ageRefusal,
  coverIncomeRefusal,
  coverTillRefusal,
  planCoversTill,
  type PlanAgeLimits,
} from './plan-eligibility';

/** Why a term quote list is empty: the buyer's age, the age cover runs till, the income, or the cover amount. */
export const TERM_NO_QUOTE_REASONS = [
  'AGE_OUTSIDE_PLANS',
  'COVER_TILL_AGE_NOT_OFFERED',
  'INCOME_TOO_LOW',
  'COVER_NOT_OFFERED',
] as const;
export const ZTermNoQuoteReason = z.object({ code: z.enum(TERM_NO_QUOTE_REASONS), message: z.string() });
export type TTermNoQuoteReason = z.infer<typeof ZTermNoQuoteReason>;

/** What the empty-list reason reads of a plan: its entry ages, the ages it covers till, and its cover amounts. */
export type TermPlanLimits = PlanAgeLimits & { min_entry_age: number; min_cover: number; max_cover: number };

export type TermAsk = { age: number; coverTillAge: number; sumAssured: number; annualIncome: IncomeBand };

/**
 * Why no plan quoted this ask, checked in the order a buyer would change it: an age no plan takes, then a
 * cover-till age no plan offers at that age, then a cover the income does not support, then a cover no plan sells.
 */
export function termNoQuoteReason(ask: TermAsk, plans: readonly TermPlanLimits[]): TTermNoQuoteReason {
  const byAge = plans.filter((p) => ask.age >= p.min_entry_age);
  const tooOld = ageRefusal(ask.age, byAge);
  if (byAge.length === 0 || tooOld)
    return {
      code: 'AGE_OUTSIDE_PLANS',
      message: tooOld ?? `No plan takes buyers under ${Math.min(TERM_MIN_AGE, ...plans.map((p) => p.min_entry_age))}.`,
    };
  const till = coverTillRefusal(ask.age, ask.coverTillAge, byAge);
  if (till) return { code: 'COVER_TILL_AGE_NOT_OFFERED', message: till };
  const income = coverIncomeRefusal(ask.sumAssured, ask.annualIncome, ask.age);
  if (income) return { code: 'INCOME_TOO_LOW', message: income };
  const label = TERM_COVER_OPTIONS.find((o) => o.value === ask.sumAssured)?.label ?? String(ask.sumAssured);
  const covering = byAge.filter((p) => planCoversTill(p, ask.age, ask.coverTillAge));
  const sold = covering.some((p) => ask.sumAssured >= p.min_cover && ask.sumAssured <= p.max_cover);
  return {
    code: 'COVER_NOT_OFFERED',
    message: sold
      ? `No plan could quote a cover of ${label} with the riders chosen; remove a rider or choose another cover.`
      : `No plan that covers you till age ${ask.coverTillAge} sells a cover of ${label}; choose another cover.`,
  };
}
