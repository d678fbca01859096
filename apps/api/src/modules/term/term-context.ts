import {
  TERM_AGE_RANGE,
  TERM_MAX_AGE,
  TERM_MIN_AGE,
  termEntryAge,
  todayIso,
  type TAddonRequestItem,
  type TTermQuoteRequest,
} from '@kavach/domain';
import type { AddonChoice, TermCatalogue, TermIneligible, TermPlan, TermRatingInput } from '@kavach/rating';
import type { AppError } from '../../lib/app-error.ts';
import { invalidField } from '../../lib/app-error.ts';
import { addonChoicesOf } from '../quotes/rating-context.ts';

export type TermContext = { request: TTermQuoteRequest; age: number; addonChoices: Map<string, AddonChoice> };

/**
 * docs/product/review-payment-term-bike.md §5.4: ages 18 to 75 may ask; the plans then decide who they cover, and till
 * which of the ages they offer. The age is the one cover bought `today` starts at (termEntryAge).
 */
export function buildTermContext(request: TTermQuoteRequest, today = todayIso()): TermContext {
  const age = termEntryAge(request.dob, today);
  if (age === null || age < TERM_MIN_AGE || age > TERM_MAX_AGE) throw invalidField('dob', TERM_AGE_RANGE);
  return { request, age, addonChoices: addonChoicesOf(request.addons) };
}

export function termRatingInput(catalogue: TermCatalogue, plan: TermPlan, ctx: TermContext): TermRatingInput {
  return {
    plan,
    catalogue,
    age: ctx.age,
    coverTillAge: ctx.request.cover_till_age,
    gender: ctx.request.gender,
    smoker: ctx.request.is_smoker === 'YES',
    sumAssured: ctx.request.sum_assured,
    annualIncome: ctx.request.annual_income,
    addonChoices: ctx.addonChoices,
  };
}

/**
 * Why a plan was not priced, as the caller answers it: riders dearer than IRDAI allows are the buyer's choice to
 * change, a 400 on that rider's options (the plan page shows it); anything else is the caller's own `otherwise`.
 */
export function termRefusal(
  premium: TermIneligible,
  addons: readonly TAddonRequestItem[],
  otherwise: (reason: string) => AppError,
): AppError {
  const rider = premium.addon_type ? addons.findIndex((a) => a.addon_type === premium.addon_type) : -1;
  return rider >= 0 ? invalidField(`addons.${rider}.addon_options`, premium.reason) : otherwise(premium.reason);
}
