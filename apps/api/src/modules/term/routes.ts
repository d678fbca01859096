import {
  ZTermPlanInformationResponse,
  ZTermQuotationStatusResponse,
  ZTermQuoteRequest,
  ZTermSingleQuoteResponse,
  type TTermQuoteRequest,
} from '@kavach/domain';
import { LANGUAGE_CODES } from '@kavach/domain/i18n/languages';
import { catalogueText, type TermCatalogue } from '@kavach/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteRoutes } from '../quotes/quote-routes.ts';
import { createQuoteRepository } from '../quotes/repository.ts';
import {
  checkedQuoteAddons,
  initiateJourneyRoute,
  journeyAddonsRoute,
  journeyPremiumRoute,
} from '../journeys/journey-routes.ts';
import { sendInsurerLogo } from '../health-plans/insurer-logo.ts';
import { cachePublicly } from '../../lib/cache-control.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { buildTermPlanInformation } from './term-plan-information.ts';
import { createTermAsyncQuote, createTermSingleQuote, getTermQuotationStatus, priceTermQuote } from './term-quotes.ts';
import { priceTermJourney, termCoverOf } from './term-journey.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('term life', [400, 401, 404, 409, 429]);

const routes: FastifyPluginAsyncZod<{ catalogue: TermCatalogue; connectorTimeoutMs: number }> = async (app, opts) => {
  const catalogue = opts.catalogue;
  const repo = createQuoteRepository(app.db);
  const deps = { catalogue, repo, timeoutMs: opts.connectorTimeoutMs, log: app.log };
  // The catalogue is fixed for the life of the process: one answer per language, built once.
  const planInformation = new Map(
    LANGUAGE_CODES.map((language) => [
      language,
      buildTermPlanInformation(catalogue, catalogueText(catalogue.translations, language)),
    ]),
  );

  quoteRoutes(app, {
    route,
    vertical: 'TERM',
    repo,
    request: ZTermQuoteRequest,
    startQuoting: {
      summary: 'Start quoting every term plan; poll the list',
      run: (request, sessionId) => createTermAsyncQuote(deps, request, sessionId),
    },
    status: {
      summary: 'Term quotes found so far',
      answer: ZTermQuotationStatusResponse,
      read: (list) => getTermQuotationStatus(catalogue, repo, list),
    },
    singleQuote: {
      summary: 'Price one term plan with riders',
      answer: ZTermSingleQuoteResponse,
      run: (request, sessionId) => createTermSingleQuote({ catalogue, tokens: app.quoteTokens }, request, sessionId),
    },
  });

  app.get(
    '/v1/termlife/plan-information',
    { schema: route('Every term plan with its riders', ZTermPlanInformationResponse, {}, []) },
    async (req, reply) => {
      // The plans' texts come in the request's language: a cache keeps one answer per language.
      cachePublicly(reply, 300).header('vary', 'accept-language');
      return planInformation.get(requestLanguage(req));
    },
  );

  app.get(
    '/v1/termlife/insurers/:insurer_id/logo.svg',
    {
      schema: {
        tags: ['term life'],
        summary: 'Life insurer monogram logo (SVG)',
        params: z.object({ insurer_id: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
      },
    },
    async (req, reply) => {
      return sendInsurerLogo(reply, catalogue.insurers.get(req.params.insurer_id));
    },
  );

  initiateJourneyRoute(app, {
    route,
    vertical: 'TERM',
    price: (request: TTermQuoteRequest) => priceTermQuote(catalogue, request),
    addonsOf: checkedQuoteAddons(catalogue),
  });

  journeyPremiumRoute(app, { route, vertical: 'TERM', translations: catalogue.translations });

  journeyAddonsRoute(app, {
    route,
    vertical: 'TERM',
    refusal: 'Riders can no longer be changed on this journey',
    catalogue,
    // Priced as the proposal stands: the declaration's loadings stay on the life cover whatever riders change.
    price: (journey, addons) => priceTermJourney(catalogue, journey, { addons }),
    coverOf: (journey) => termCoverOf(journey).sum_assured,
  });
};

export default routes;
