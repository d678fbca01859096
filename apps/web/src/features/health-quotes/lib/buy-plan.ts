import type { THealthQuote } from '@kavach/domain';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { startJourney } from '../../../shared/quotes/start-journey.ts';

/** A single quote's answer: the quote the buyer last priced with add-ons, signed by the server. */
export type PricedQuote = { quoteId: string; token: string };

/**
 * Buy, from the plan's page or a comparison's column: a journey on the listed quote, or on the one last priced
 * with add-ons. The plan's cover, period and type are kept for the proposal (docs/product/quotes.md §3 session keys).
 * Answers the proposal's address.
 */
export async function buyPlan(quote: THealthQuote, priced: PricedQuote | null = null): Promise<string> {
  const journeyId = await startJourney('HEALTH', {
    quote_id: priced?.quoteId ?? quote.quote_id,
    plan_id: quote.plan_id,
    insurer_id: quote.insurer_id,
    ...(priced ? { quote_token: priced.token } : {}),
  });
  sessionStore.set('coverage', String(quote.sum_insured));
  sessionStore.set('tenure', quote.policy_period);
  sessionStore.set('plan_type', quote.member_coverage_plan_type);
  return `/health-insurance/proposal?journey_id=${encodeURIComponent(journeyId)}`;
}
