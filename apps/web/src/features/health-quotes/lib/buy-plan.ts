import type { THealthQuote } from '@kavach/domain';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { startPricedJourney, type PricedQuote } from '../../../shared/quotes/start-journey.ts';

/**
 * Buy, from the plan's page or a comparison's column: a journey on the listed quote, or on the one last priced
 * with add-ons. The plan's cover, period and type are kept for the proposal (docs/product/quotes.md §3 session keys).
 * Answers the proposal's address.
 */
export async function buyPlan(quote: THealthQuote, priced: PricedQuote | null = null): Promise<string> {
  const journeyId = await startPricedJourney('HEALTH', quote, priced);
  sessionStore.set('coverage', String(quote.sum_insured));
  sessionStore.set('tenure', quote.policy_period);
  sessionStore.set('plan_type', quote.member_coverage_plan_type);
  return `/health-insurance/proposal?journey_id=${encodeURIComponent(journeyId)}`;
}
