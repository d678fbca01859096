import {
  ZAggregatedPremiumResponse,
  ZApiError,
  ZInitiateJourneyRequest,
  ZInitiateJourneyResponse,
  ZJourneyAddonsRequest,
  ZJourneyParams,
  type JourneyVertical,
  type TAddonRequestItem,
  type TPremiumBreakup,
} from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/app/session.ts';
import { createQuoteRepository } from '../quotes/repository.ts';
import { initiateJourney, type InitiateDeps } from './initiate-journey.ts';
import { changeJourney } from './journey-changes.ts';
import { toAggregatedPremium } from './journey-views.ts';
import { loadOwnedJourney } from './load-owned-journey.ts';
import { createJourneyRepository, type JourneyRow } from './repository.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };

/** POST /v1/{vertical}/journey/initiate-journey, the same for every vertical: a journey on the caller's own quote. */
export function initiateJourneyRoute(
  app: FastifyInstance,
  opts: { url: string; tags: string[]; vertical: JourneyVertical } & Pick<
    InitiateDeps,
    'price' | 'addonsOf' | 'storedRequestOf'
  >,
) {
  const deps = {
    quotes: createQuoteRepository(app.db),
    journeys: createJourneyRepository(app.db),
    tokens: app.quoteTokens,
    price: opts.price,
    ...(opts.addonsOf ? { addonsOf: opts.addonsOf } : {}),
    ...(opts.storedRequestOf ? { storedRequestOf: opts.storedRequestOf } : {}),
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    opts.url,
    {
      config: { rateLimit: app.journeyLimit },
      schema: {
        tags: opts.tags,
        summary: 'Start a purchase journey on a quote',
        body: ZInitiateJourneyRequest,
        response: { 200: ZInitiateJourneyResponse, ...errors },
      },
    },
    async (req) => initiateJourney(deps, req.body, await requireSession(req), opts.vertical),
  );
}

/**
 * PUT /v1/{vertical}/journey/{id}/addons, the same for every vertical: the owner's journey, under its lock, the
 * choice checked and re-priced by the vertical (`reprice`), saved, and a confirmed journey sent back to review.
 */
export function journeyAddonsRoute(
  app: FastifyInstance,
  opts: {
    url: string;
    tags: string[];
    vertical: JourneyVertical;
    refusal: string;
    reprice: (
      journey: JourneyRow,
      addons: TAddonRequestItem[],
    ) => { addons: TAddonRequestItem[]; premium: TPremiumBreakup };
  },
) {
  const journeys = createJourneyRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().put(
    opts.url,
    {
      schema: {
        tags: opts.tags,
        summary: 'Save the add-on choice and re-price',
        params: ZJourneyParams,
        body: ZJourneyAddonsRequest,
        response: { 200: ZAggregatedPremiumResponse, ...errors },
      },
    },
    async (req) => {
      const owned = await loadOwnedJourney(req, journeys, req.params.journey_id, opts.vertical);
      return changeJourney(app.db, owned.id, opts.refusal, async (writers, journey) => {
        const { addons, premium } = opts.reprice(journey, req.body.addons);
        await writers.journeys.updatePricing(journey.id, addons, premium);
        return toAggregatedPremium({ ...journey, addons, premium });
      });
    },
  );
}

/** GET /v1/{vertical}/journey/aggregated-premium-details/{id}: the owner's journey premium (spec 3 §3.8). */
export function journeyPremiumRoute(
  app: FastifyInstance,
  opts: { url: string; tags: string[]; vertical: JourneyVertical },
) {
  const journeys = createJourneyRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    opts.url,
    {
      schema: {
        tags: opts.tags,
        summary: 'Premium summary and breakup of a journey',
        params: ZJourneyParams,
        response: { 200: ZAggregatedPremiumResponse, ...errors },
      },
    },
    async (req) => toAggregatedPremium(await loadOwnedJourney(req, journeys, req.params.journey_id, opts.vertical)),
  );
}
