import {
  ZAsyncQuoteRequest,
  ZAsyncQuoteResponse,
  ZQuotationListParams,
  ZQuotationStatusResponse,
  ZSingleQuoteResponse,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/app/session.ts';
import { requireRequestType } from './require-request-type.ts';
import { createRateTableConnector } from './connectors/rate-table-connector.ts';
import type { HealthQuoteConnector } from './connectors/connector.ts';
import { createAsyncQuote } from './create-async-quote.ts';
import { createSingleQuote } from './create-single-quote.ts';
import type { HealthQuoteDeps } from './create-async-quote.ts';
import { getQuotationStatus } from './get-quotation-status.ts';
import { createCompletedListCache } from './completed-list-cache.ts';
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
  const readList = createCompletedListCache();
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

  app.post(
    '/v1/health/async-quote',
    {
      config: { rateLimit: app.quoteLimit },
      schema: route('Start quoting every eligible plan; poll the returned list', ZAsyncQuoteResponse, {
        body: ZAsyncQuoteRequest,
      }),
    },
    async (req) => {
      requireRequestType(req.body, 'BASE_ASYNC_QUOTATION');
      return createAsyncQuote(deps, req.body, (await requireSession(req)).id);
    },
  );

  app.get(
    '/v1/health/async-quote/:quotation_list_id',
    {
      schema: route('Quotes found so far and the polling status', ZQuotationStatusResponse, {
        params: ZQuotationListParams,
      }),
    },
    async (req, reply) =>
      readList({ req, reply, schema: ZQuotationStatusResponse }, repo, req.params.quotation_list_id, 'HEALTH', (list) =>
        getQuotationStatus(repo, list),
      ),
  );

  app.post(
    '/v1/health/single-quote',
    {
      config: { rateLimit: app.quoteLimit },
      schema: route('Price one plan with its add-ons', ZSingleQuoteResponse, { body: ZAsyncQuoteRequest }),
    },
    async (req) => {
      requireRequestType(req.body, 'BASE_SINGLE_QUOTATION');
      return createSingleQuote({ catalogue, tokens: app.quoteTokens }, req.body, (await requireSession(req)).id);
    },
  );
};

export default routes;
