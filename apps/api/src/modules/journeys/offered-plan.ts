import { AppError } from '../../lib/app-error.ts';

export const PLAN_NOT_OFFERED = 'This plan is no longer offered';

/**
 * A journey's plan from the catalogue it is sold from, or 409: a plan taken out of the catalogue can no longer be
 * bought.
 */
export function offeredPlan<Plan>(catalogue: { plansById: ReadonlyMap<string, Plan> }, planId: string): Plan {
  const plan = catalogue.plansById.get(planId);
  if (!plan) throw new AppError('CONFLICT', PLAN_NOT_OFFERED);
  return plan;
}

/**
 * A journey's plan and its insurer as the catalogue has them now, for what only names a journey (its schedule, the
 * dashboard and ops lines): a plan taken out of the catalogue since is not an error there, only missing.
 */
export function planOnRecord<Plan extends { insurer_id: string }, Insurer>(
  catalogue: { plansById: ReadonlyMap<string, Plan>; insurers: ReadonlyMap<string, Insurer> },
  planId: string,
): { plan?: Plan; insurer?: Insurer } {
  const plan = catalogue.plansById.get(planId);
  return { plan, insurer: plan && catalogue.insurers.get(plan.insurer_id) };
}
