import {
  ZQuotationListParams,
  ZTermPlanInformationResponse,
  ZTermQuotationStatusResponse,
  ZTermQuoteRequest,
  ZTermSingleQuoteResponse,
  ZAsyncQuoteResponse,
  type TTermQuoteRequest,
} from '@kavach/domain';
import type { TermCatalogue } from '@kavach/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/app/session.ts';
import { requireRequestType } from '../quotes/require-request-type.ts';
import { createCompletedListCache } from '../quotes/completed-list-cache.ts';
import { createQuoteRepository } from '../quotes/repository.ts';
import { validateAddonChoices } from '../quotes/validate-addon-choices.ts';
import { initiateJourneyRoute, journeyAddonsRoute, journeyPremiumRoute } from '../journeys/journey-routes.ts';
import { sendInsurerLogo } from '../health-plans/insurer-logo.ts';
import { cachePublicly } from '../../lib/cache-control.ts';
import { planAddons } from '../health-plans/plan-views.ts';
import { termLogoUrl } from './term-quote-detail.ts';
import { createTermAsyncQuote, createTermSingleQuote, getTermQuotationStatus, priceTermQuote } from './term-quotes.ts';
import { offeredPlan } from '../journeys/offered-plan.ts';
import { lifestyleOf, priceTermJourney, termRequestOf } from './term-journey.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('term life', [400, 401, 404, 409, 429]);

const routes: FastifyPluginAsyncZod<{ catalogue: TermCatalogue; connectorTimeoutMs: number }> = async (app, opts) => {
  const catalogue = opts.catalogue;
  const repo = createQuoteRepository(app.db);
  const readList = createCompletedListCache();
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
        max_entry_age: plan.max_entry_age,
        maturity_age: plan.maturity_age,
        features: plan.features,
      },
      plan_config_json: { addons: planAddons(catalogue, plan) },
    };
  });

  app.post(
    '/v1/termlife/async-quote',
    {
      config: { rateLimit: app.quoteLimit },
      schema: route('Start quoting every term plan; poll the list', ZAsyncQuoteResponse, { body: ZTermQuoteRequest }),
    },
    async (req) => {
      requireRequestType(req.body, 'BASE_ASYNC_QUOTATION');
      return createTermAsyncQuote(deps, req.body, (await requireSession(req)).id);
    },
  );

  app.get(
    '/v1/termlife/async-quote/:quotation_list_id',
    { schema: route('Term quotes found so far', ZTermQuotationStatusResponse, { params: ZQuotationListParams }) },
    async (req, reply) =>
      readList(
        { req, reply, schema: ZTermQuotationStatusResponse },
        repo,
        req.params.quotation_list_id,
        'TERM',
        (list) => getTermQuotationStatus(repo, list),
      ),
  );

  app.post(
    '/v1/termlife/single-quote',
    {
      config: { rateLimit: app.quoteLimit },
      schema: route('Price one term plan with riders', ZTermSingleQuoteResponse, { body: ZTermQuoteRequest }),
    },
    async (req) => {
      requireRequestType(req.body, 'BASE_SINGLE_QUOTATION');
      return createTermSingleQuote({ catalogue, tokens: app.quoteTokens }, req.body, (await requireSession(req)).id);
    },
  );

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
    url: '/v1/termlife/journey/initiate-journey',
    route,
    vertical: 'TERM',
    price: (request: TTermQuoteRequest) => priceTermQuote(catalogue, request),
  });

  journeyPremiumRoute(app, {
    url: '/v1/termlife/journey/aggregated-premium-details/:journey_id',
    route,
    vertical: 'TERM',
  });

  journeyAddonsRoute(app, {
    url: '/v1/termlife/journey/:journey_id/addons',
    route,
    vertical: 'TERM',
    refusal: 'Riders can no longer be changed on this journey',
    reprice: (journey, choice) => {
      const addons = validateAddonChoices(catalogue, offeredPlan(catalogue, journey.planId), choice);
      // Priced as the proposal stands: the declaration's loadings stay on the life cover whatever riders change.
      return {
        addons,
        premium: priceTermJourney(catalogue, journey, { ...termRequestOf(journey), addons }, lifestyleOf(journey)),
      };
    },
  });
};

export default routes;
