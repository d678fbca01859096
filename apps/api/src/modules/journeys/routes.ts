import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceHealthQuote } from '../quotes/create-single-quote.ts';
import type { StoredQuoteRequest } from '../quotes/create-async-quote.ts';
import { checkedQuoteAddons, initiateJourneyRoute, journeyAddonsRoute, journeyPremiumRoute } from './journey-routes.ts';
import { priceJourney } from './price-journey.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

// Only the journey core's routes, which name their own error statuses.
const route = routeSchemas('health journey', []);

/** The health journey's start, add-on choice and premium: the journey core's routes with health's pricing. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.healthCatalogue;

  initiateJourneyRoute(app, {
    route,
    vertical: 'HEALTH',
    price: (request: StoredQuoteRequest) => priceHealthQuote(catalogue, request),
    addonsOf: checkedQuoteAddons(catalogue),
  });

  journeyAddonsRoute(app, {
    route,
    vertical: 'HEALTH',
    refusal: 'Add-ons can no longer be changed on this journey',
    catalogue,
    price: (journey, addons) => priceJourney(catalogue, journey, addons),
  });

  journeyPremiumRoute(app, { route, vertical: 'HEALTH', translations: catalogue.translations });
};

export default routes;
