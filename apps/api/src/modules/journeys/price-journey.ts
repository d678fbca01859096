import {
  EXISTING_CONDITION_LABELS,
  conditionNotCovered,
  withDeclaredConditions,
  todayIso,
  type PedValue,
  type TAddonRequestItem,
  type THealthProposal,
  type TPremiumBreakup,
} from '@kavach/domain';
import { rateHealthPlan, type HealthCatalogue, type HealthPlanEntry } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import { toBreakup } from '../quotes/build-quote.ts';
import { buildRatingContext, ratingInputFor } from '../quotes/rating-context.ts';
import { offeredPlan } from './offered-plan.ts';
import type { Journey } from './journey.ts';

/** What a health journey is priced from: its plan, the stored quote request and the medical declaration. */
export type PricedHealthJourney = Pick<Journey<'HEALTH'>, 'planId' | 'quoteRequest'> & {
  proposal: Pick<THealthProposal, 'medical'>;
};

/** The conditions of this ped_list the plan's rating rules decline. */
export function declinedPeds(plan: HealthPlanEntry, peds: readonly PedValue[]): PedValue[] {
  return peds.filter((p) => {
    const rule = plan.rating.ped_rules[p];
    return rule !== undefined && 'decline' in rule;
  });
}

/**
 * Re-prices a journey's plan from its stored quote request with the given add-ons (server-side amounts only), the
 * members' ages as they are on `today`, and each member's quoted conditions united with those their own medical
 * answers list (docs/decisions.md §4a, `withDeclaredConditions`): the member who declares a condition is loaded, not
 * the family. Every re-price — add-ons, the declaration, confirmation — goes through
 * here, so none can drop a declared condition. A declared condition the plan declines is 409 saying so.
 */
export function priceJourney(
  catalogue: HealthCatalogue,
  journey: PricedHealthJourney,
  addons: TAddonRequestItem[],
  today = todayIso(),
): TPremiumBreakup {
  const plan = offeredPlan(catalogue, journey.planId);
  const request = journey.quoteRequest;
  const priced = withDeclaredConditions(request, journey.proposal.medical);
  const declined = declinedPeds(plan, priced.ped_list);
  if (declined.length > 0)
    throw new AppError(
      'CONFLICT',
      conditionNotCovered(declined.map((p) => (EXISTING_CONDITION_LABELS as Record<string, string>)[p] ?? p)),
    );
  const ctx = buildRatingContext(catalogue, { ...priced, addons }, request.pincode_details.district, today);
  const input = ratingInputFor(catalogue, plan, ctx);
  const premium = input ? rateHealthPlan(input) : undefined;
  if (!premium?.eligible) throw new AppError('CONFLICT', 'This plan can no longer be priced for this journey');
  return toBreakup(plan.plan_id, premium);
}
