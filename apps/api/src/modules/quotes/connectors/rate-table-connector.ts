import { rateHealthPlan, type HealthCatalogue, type HealthPlanEntry } from '@kavach/rating';
import type { RatingContext } from '../rating-context.ts';
import { ratingInputFor } from '../rating-context.ts';
import type { HealthQuoteConnector } from './connector.ts';

/** Prices a plan from the bundled catalogue's rate tables (packages/rating): no I/O, deterministic. */
export function createRateTableConnector(catalogue: HealthCatalogue, plan: HealthPlanEntry): HealthQuoteConnector {
  return {
    planId: plan.plan_id,
    insurerId: plan.insurer_id,
    async quote(context: RatingContext) {
      const input = ratingInputFor(catalogue, plan, context);
      return input
        ? rateHealthPlan(input)
        : { eligible: false, reason: 'No sum insured offered in the requested range' };
    },
  };
}
