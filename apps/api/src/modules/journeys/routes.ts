import {
  ZAggregatedPremiumResponse,
  ZApiError,
  ZInitiateJourneyRequest,
  ZInitiateJourneyResponse,
  ZJourneyAddonsRequest,
  ZJourneyParams,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/app/session.ts';
import { createQuoteRepository } from '../quotes/repository.ts';
import { validateAddonChoices } from '../quotes/validate-addon-choices.ts';
import { priceHealthQuote } from '../quotes/create-single-quote.ts';
import type { StoredQuoteRequest } from '../quotes/create-async-quote.ts';
import { initiateJourney } from './initiate-journey.ts';
import { toAggregatedPremium } from './journey-views.ts';
import { changeJourney } from './journey-changes.ts';
import { loadOwnedJourney } from './load-owned-journey.ts';
import { priceJourney } from './price-journey.ts';
import { createJourneyRepository } from './repository.ts';
import { offeredPlan } from './offered-plan.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };

const routes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.healthCatalogue;
  const quotes = createQuoteRepository(app.db);
  const journeys = createJourneyRepository(app.db);

  app.post(
    '/v1/health/journey/initiate-journey',
    {
      config: { rateLimit: app.journeyLimit },
      schema: {
        tags: ['health journey'],
        summary: 'Start a purchase journey on a quote',
        body: ZInitiateJourneyRequest,
        response: { 200: ZInitiateJourneyResponse, ...errors },
      },
    },
    async (req) =>
      initiateJourney(
        {
          quotes,
          journeys,
          tokens: app.quoteTokens,
          price: (request: StoredQuoteRequest) => priceHealthQuote(catalogue, request),
        },
        req.body,
        await requireSession(req),
      ),
  );

  app.put(
    '/v1/health/journey/:journey_id/addons',
    {
      schema: {
        tags: ['health journey'],
        summary: 'Save the add-on choice and re-price',
        params: ZJourneyParams,
        body: ZJourneyAddonsRequest,
        response: { 200: ZAggregatedPremiumResponse, ...errors },
      },
    },
    async (req) => {
      const owned = await loadOwnedJourney(req, journeys, req.params.journey_id);
      return changeJourney(
        app.db,
        owned.id,
        'Add-ons can no longer be changed on this journey',
        async (writers, journey) => {
          const plan = offeredPlan(catalogue, journey.planId);
          const addons = validateAddonChoices(catalogue, plan, req.body.addons);
          const premium = priceJourney(catalogue, journey.planId, journey.quoteRequest, addons);
          await writers.journeys.updatePricing(journey.id, addons, premium);
          return toAggregatedPremium({ ...journey, addons, premium });
        },
      );
    },
  );

  app.get(
    '/v1/health/journey/aggregated-premium-details/:journey_id',
    {
      schema: {
        tags: ['health journey'],
        summary: 'Premium summary and breakup of a journey',
        params: ZJourneyParams,
        response: { 200: ZAggregatedPremiumResponse, ...errors },
      },
    },
    async (req) => toAggregatedPremium(await loadOwnedJourney(req, journeys, req.params.journey_id)),
  );
};

export default routes;
