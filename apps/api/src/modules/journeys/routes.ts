import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateAddonChoices } from '../quotes/validate-addon-choices.ts';
import { priceHealthQuote } from '../quotes/create-single-quote.ts';
import type { StoredQuoteRequest } from '../quotes/create-async-quote.ts';
import { initiateJourneyRoute, journeyAddonsRoute, journeyPremiumRoute } from './journey-routes.ts';
import { priceJourney } from './price-journey.ts';
import { offeredPlan } from './offered-plan.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

// Only the journey core's routes, which name their own error statuses.
const route = routeSchemas('health journey', []);

/** The health journey's start, add-on choice and premium: the journey core's routes with health's pricing. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.healthCatalogue;

  initiateJourneyRoute(app, {
    url: '/v1/health/journey/initiate-journey',
    route,
    vertical: 'HEALTH',
    price: (request: StoredQuoteRequest) => priceHealthQuote(catalogue, request),
  });

  journeyAddonsRoute(app, {
    url: '/v1/health/journey/:journey_id/addons',
    route,
    vertical: 'HEALTH',
    refusal: 'Add-ons can no longer be changed on this journey',
    reprice: (journey, choice) => {
      const addons = validateAddonChoices(catalogue, offeredPlan(catalogue, journey.planId), choice);
      return { addons, premium: priceJourney(catalogue, journey.planId, journey.quoteRequest, addons) };
    },
  });

  journeyPremiumRoute(app, {
    url: '/v1/health/journey/aggregated-premium-details/:journey_id',
    route,
    vertical: 'HEALTH',
  });
};

export default routes;
