import {
  ZAggregatedPremiumResponse,
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
import type { ErrorStatus, RouteSchema } from '../../lib/route-schema.ts';
import { requireSession } from '../../plugins/app/session.ts';
import { createQuoteRepository } from '../quotes/repository.ts';
import { initiateJourney, type InitiateDeps } from './initiate-journey.ts';
import { changeJourney } from './journey-changes.ts';
import { toAggregatedPremium } from './journey-views.ts';
import { loadOwnedJourney } from './load-owned-journey.ts';
import { createJourneyRepository, type JourneyRow } from './repository.ts';

/** What the journey routes of every vertical may answer, whatever else the module's routes do. */
const JOURNEY_ERRORS: ErrorStatus[] = [400, 401, 404, 409, 429];

/** POST /v1/{vertical}/journey/initiate-journey, the same for every vertical: a journey on the caller's own quote. */
export function initiateJourneyRoute(
  app: FastifyInstance,
  opts: { url: string; route: RouteSchema; vertical: JourneyVertical } & Pick<
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
      schema: opts.route(
        'Start a purchase journey on a quote',
        ZInitiateJourneyResponse,
        { body: ZInitiateJourneyRequest },
        JOURNEY_ERRORS,
      ),
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
    route: RouteSchema;
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
      schema: opts.route(
        'Save the add-on choice and re-price',
        ZAggregatedPremiumResponse,
        { params: ZJourneyParams, body: ZJourneyAddonsRequest },
        JOURNEY_ERRORS,
      ),
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
  opts: { url: string; route: RouteSchema; vertical: JourneyVertical },
) {
  const journeys = createJourneyRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    opts.url,
    {
      schema: opts.route(
        'Premium summary and breakup of a journey',
        ZAggregatedPremiumResponse,
        { params: ZJourneyParams },
        JOURNEY_ERRORS,
      ),
    },
    async (req) => toAggregatedPremium(await loadOwnedJourney(req, journeys, req.params.journey_id, opts.vertical)),
  );
}
