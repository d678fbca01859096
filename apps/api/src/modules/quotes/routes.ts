import { ZAsyncQuoteRequest, ZQuotationStatusResponse, ZSingleQuoteResponse } from '@kavach/domain';
import { catalogueText } from '@kavach/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRateTableConnector } from './connectors/rate-table-connector.ts';
import type { HealthQuoteConnector } from './connectors/connector.ts';
import { createAsyncQuote } from './create-async-quote.ts';
import { createSingleQuote } from './create-single-quote.ts';
import type { HealthQuoteDeps } from './create-async-quote.ts';
import { getQuotationStatus } from './get-quotation-status.ts';
import { quoteRoutes } from './quote-routes.ts';
import { createQuoteRepository } from './repository.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('health quotes', [400, 401, 404, 429]);

export type HealthQuoteRouteOptions = {
  connectorTimeoutMs: number;
  /** Replaces the bundled rate-table connector for a plan (tests of faulty insurers, HTTP connectors). */
  connectorOverride?: (planId: string) => HealthQuoteConnector | undefined;
};

const routes: FastifyPluginAsyncZod<HealthQuoteRouteOptions> = async (app, opts) => {
  const catalogue = app.healthCatalogue;
  const repo = createQuoteRepository(app.db);
  const rateTable = new Map(catalogue.plans.map((p) => [p.plan_id, createRateTableConnector(catalogue, p)]));
  const deps: HealthQuoteDeps = {
    catalogue,
    repo,
    timeoutMs: opts.connectorTimeoutMs,
    log: app.log,
    connectorFor: (plan) =>
      opts.connectorOverride?.(plan.plan_id) ??
      rateTable.get(plan.plan_id) ??
      createRateTableConnector(catalogue, plan),
  };

  quoteRoutes(app, {
    route,
    vertical: 'HEALTH',
    repo,
    request: ZAsyncQuoteRequest,
    startQuoting: {
      summary: 'Start quoting every eligible plan; poll the returned list',
      run: (request, sessionId) => createAsyncQuote(deps, request, sessionId),
    },
    status: {
      summary: 'Quotes found so far and the polling status',
      answer: ZQuotationStatusResponse,
      read: (list, language) => getQuotationStatus(repo, list, catalogueText(catalogue.translations, language)),
    },
    singleQuote: {
      summary: 'Price one plan with its add-ons',
      answer: ZSingleQuoteResponse,
      run: (request, sessionId, language) =>
        createSingleQuote({ catalogue, tokens: app.quoteTokens }, request, sessionId, language),
    },
  });
};

export default routes;
