import { AppError } from '../../lib/app-error.ts';

export const PLAN_NOT_OFFERED = 'This plan is no longer offered';

/** A journey's plan from the catalogue it is sold from, or 409: a plan taken out of the catalogue can no longer be bought. */
export function offeredPlan<Plan>(catalogue: { plansById: ReadonlyMap<string, Plan> }, planId: string): Plan {
  const plan = catalogue.plansById.get(planId);
  if (!plan) throw new AppError('CONFLICT', PLAN_NOT_OFFERED);
  return plan;
}
