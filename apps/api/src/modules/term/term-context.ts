import { ageOn, todayIso, type TTermQuoteRequest } from '@kavach/domain';
import type { AddonChoice, TermCatalogue, TermPlan, TermRatingInput } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import { addonChoicesOf } from '../quotes/rating-context.ts';

export type TermContext = { request: TTermQuoteRequest; age: number; addonChoices: Map<string, AddonChoice> };

/** spec 3 §5.4: ages 18 to 75 may ask; the plans then decide who they cover (term = 65 − age). */
export function buildTermContext(request: TTermQuoteRequest, today = todayIso()): TermContext {
  const age = ageOn(request.dob, today);
  if (age === null || age < 18 || age > 75)
    throw new AppError('VALIDATION_FAILED', 'Age must be between 18 and 75', {
      fields: { dob: 'Age must be between 18 and 75' },
    });
  return { request, age, addonChoices: addonChoicesOf(request.addons) };
}

export function termRatingInput(catalogue: TermCatalogue, plan: TermPlan, ctx: TermContext): TermRatingInput {
  return {
    plan,
    catalogue,
    age: ctx.age,
    gender: ctx.request.gender,
    smoker: ctx.request.is_smoker === 'YES',
    sumAssured: ctx.request.sum_assured,
    annualIncome: ctx.request.annual_income,
    addonChoices: ctx.addonChoices,
  };
}
