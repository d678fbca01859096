import { AppError } from '../../lib/app-error.ts';

/** A journey's plan from the catalogue it is sold from, or 409: a plan taken out of the catalogue can no longer be bought. */
export function offeredPlan<Plan>(catalogue: { plansById: ReadonlyMap<string, Plan> }, planId: string): Plan {
  const plan = catalogue.plansById.get(planId);
  if (!plan) throw new AppError('CONFLICT', 'This plan is no longer offered');
  return plan;
}
