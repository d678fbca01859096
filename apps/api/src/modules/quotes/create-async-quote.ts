import { MESSAGES } from '@kavach/domain';
import type { THealthQuoteRequest } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import { lookupPincode } from '../utility/pincode-directory.ts';
import { eligiblePlans } from './eligible-plans.ts';
import type { HealthCatalogue, HealthPlanEntry, HealthPremium, Ineligible } from '@kavach/rating';
import type { FastifyBaseLogger } from 'fastify';
import { buildQuoteDetail } from './build-quote.ts';
import type { HealthQuoteConnector } from './connectors/connector.ts';
import { startQuotationList } from './fan-out.ts';
import type { QuoteRepository } from './repository.ts';
import { buildRatingContext, checkDeductible, type RatingContext } from './rating-context.ts';

export type HealthQuoteDeps = {
  catalogue: HealthCatalogue;
  repo: QuoteRepository;
  connectorFor: (plan: HealthPlanEntry) => HealthQuoteConnector;
  timeoutMs: number;
  log: FastifyBaseLogger;
};

/** The request as stored with the list: defaults applied, plus the place its pincode resolved to. */
export type StoredQuoteRequest = THealthQuoteRequest & { pincode_details: { district: string; state: string } };

export async function resolvePlace(pincode: string) {
  const place = await lookupPincode(pincode);
  if (!place)
    throw new AppError('VALIDATION_FAILED', 'Invalid pincode', {
      fields: { pincode: MESSAGES.PINCODE_LOOKUP_INVALID },
    });
  return place;
}

/** POST /v1/health/async-quote: store the list as PENDING, answer with its id at once, quote in the background. */
export async function createAsyncQuote(deps: HealthQuoteDeps, request: THealthQuoteRequest, sessionId: string | null) {
  checkDeductible(deps.catalogue, request.deductible);
  const place = await resolvePlace(request.pincode);
  const stored: StoredQuoteRequest = { ...request, pincode_details: place };
  const ctx = buildRatingContext(deps.catalogue, request, place.district);
  const plans = eligiblePlans(deps.catalogue, request);
  return startQuotationList(
    deps,
    { sessionId, vertical: 'HEALTH', request: stored, ctx, plans },
    {
      quote: (plan: HealthPlanEntry, c: RatingContext, signal: AbortSignal): Promise<HealthPremium | Ineligible> =>
        deps.connectorFor(plan).quote(c, signal),
      build: (plan: HealthPlanEntry, c: RatingContext, premium: HealthPremium) =>
        buildQuoteDetail(deps.catalogue, plan, c, premium),
    },
  );
}
