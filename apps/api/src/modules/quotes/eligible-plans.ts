import type { TFilterCriteria, THealthQuoteRequest } from '@kavach/domain';
import type { HealthCatalogue, HealthPlanEntry } from '@kavach/rating';
import { sumInsuredFor } from './rating-context.ts';

/**
 * Plans a request can be quoted on: its filters (docs/product/quotes.md §3 filter_criteria) and a sum insured in range.
 */
export function eligiblePlans(catalogue: HealthCatalogue, request: THealthQuoteRequest): HealthPlanEntry[] {
  const filter = request.filter_criteria;
  return catalogue.plans.filter(
    (plan) => sumInsuredFor(plan, request) !== undefined && (!filter || matchesFilter(plan, filter)),
  );
}

export function matchesFilter(plan: HealthPlanEntry, f: TFilterCriteria): boolean {
  if (f.insurers.length > 0 && !f.insurers.includes(plan.insurer_id)) return false;
  if (f.is_portable === true && !plan.is_portable) return false;
  if (f.maternity_cover === true && !plan.maternity_cover) return false;
  if (f.maternity_cover === false && plan.maternity_cover) return false;
  if (f.maternity_waiting_period_months !== null) {
    // "Maternity Cover Waiting Period: 12 months" means maternity cover that starts within 12 months.
    if (!plan.maternity_cover || plan.maternity_waiting_period_months === null) return false;
    if (plan.maternity_waiting_period_months > f.maternity_waiting_period_months) return false;
  }
  if (f.ped_waiting_period_months !== null && plan.ped_waiting_period_months > f.ped_waiting_period_months)
    return false;
  if (f.room_rent_types.length > 0 && !f.room_rent_types.includes(plan.room_rent_type)) return false;
  return f.special_feature_tags.every((tag) => plan.special_feature_tags.includes(tag));
}
