import { todayIso, type TAddonRequestItem, type TPremiumBreakup } from '@kavach/domain';
import { rateHealthPlan, type HealthCatalogue } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import { toBreakup } from '../quotes/build-quote.ts';
import type { StoredQuoteRequest } from '../quotes/create-async-quote.ts';
import { buildRatingContext, ratingInputFor } from '../quotes/rating-context.ts';
import { offeredPlan } from './offered-plan.ts';

/**
 * Re-prices a journey's plan from its stored quote request with the given add-ons (server-side amounts only), the
 * members' ages as they are on `today`.
 */
export function priceJourney(
  catalogue: HealthCatalogue,
  planId: string,
  request: StoredQuoteRequest,
  addons: TAddonRequestItem[],
  today = todayIso(),
): TPremiumBreakup {
  const plan = offeredPlan(catalogue, planId);
  const ctx = buildRatingContext(catalogue, { ...request, addons }, request.pincode_details.district, today);
  const input = ratingInputFor(catalogue, plan, ctx);
  const premium = input ? rateHealthPlan(input) : undefined;
  if (!premium?.eligible) throw new AppError('CONFLICT', 'This plan can no longer be priced for this journey');
  return toBreakup(plan.plan_id, premium);
}
