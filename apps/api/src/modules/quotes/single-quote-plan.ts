import { MESSAGES } from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * The plan a single quote (health or term) names: a 400 when it names none, a 404 when the catalogue has no such plan.
 */
export function singleQuotePlan<Plan>(
  catalogue: { plansById: ReadonlyMap<string, Plan> },
  planId: string | null | undefined,
) {
  if (!planId)
    throw new AppError('VALIDATION_FAILED', 'plan_id is required for a single quote', {
      fields: { plan_id: MESSAGES.REQUIRED },
    });
  const plan = catalogue.plansById.get(planId);
  if (!plan) throw notFound('Plan');
  return plan;
}
