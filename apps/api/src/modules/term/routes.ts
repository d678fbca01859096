import {
  ZTermPlanInformationResponse,
  ZTermQuotationStatusResponse,
  ZTermQuoteRequest,
  ZTermSingleQuoteResponse,
  type TTermQuoteRequest,
} from '@kavach/domain';
import type { TermCatalogue } from '@kavach/rating';
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
import { planAddons } from '../health-plans/plan-views.ts';
import { termLogoUrl } from './term-quote-detail.ts';
import { createTermAsyncQuote, createTermSingleQuote, getTermQuotationStatus, priceTermQuote } from './term-quotes.ts';
import { priceTermJourney, termCoverOf } from './term-journey.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('term life', [400, 401, 404, 409, 429]);

const routes: FastifyPluginAsyncZod<{ catalogue: TermCatalogue; connectorTimeoutMs: number }> = async (app, opts) => {
  const catalogue = opts.catalogue;
  const repo = createQuoteRepository(app.db);
  const deps = { catalogue, repo, timeoutMs: opts.connectorTimeoutMs, log: app.log };
  const planInformation = catalogue.plans.map((plan) => {
    const insurer = catalogue.insurers.get(plan.insurer_id);
    return {
      plan_id: plan.plan_id,
      plan_meta_json: {
        plan_name: plan.plan_name,
        insurer_id: plan.insurer_id,
        insurer_name: insurer?.insurer_name ?? plan.insurer_id,
        insurer_logo_url: termLogoUrl(plan.insurer_id),
        tagline: plan.tagline,
        claim_settlement_ratio: insurer?.claim_settlement_ratio ?? 0,
        claim_settlement_year: insurer?.claim_settlement_year ?? '',
        max_cover: plan.max_cover,
        min_entry_age: plan.min_entry_age,
        max_entry_age: plan.max_entry_age,
        cover_till_ages: plan.cover_till_ages,
        features: plan.features,
      },
      plan_config_json: { addons: planAddons(catalogue, plan) },
    };
  });

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
    async (_req, reply) => {
      cachePublicly(reply, 300);
      return planInformation;
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

  journeyPremiumRoute(app, { route, vertical: 'TERM' });

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
