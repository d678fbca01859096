import {
  indiaDate,
  ZPolicyParams,
  ZPortOptionsResponse,
  ZPortPolicyRequest,
  ZPortPolicyResponse,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchemas } from '../../lib/route-schema.ts';
import { requireSession } from '../../plugins/app/session.ts';
import { createInsurerCaseRepository } from '../insurers/repository.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { portOptions, portPolicy } from './port-policy.ts';

const route = routeSchemas('account', [400, 401, 404, 409]);

/**
 * Health portability (issue 47, docs/product/renewals.md#portability): the plans of other insurers the caller's own
 * health policy may move to at its renewal, and the move started on one of them. Anyone else is told the policy does
 * not exist (404), before the body is read.
 */
const portRoutes: FastifyPluginAsyncZod = async (app) => {
  const repos = {
    journeys: createJourneyRepository(app.db),
    payments: createPaymentRepository(app.db),
    cases: createInsurerCaseRepository(app.db),
  };
  const deps = { db: app.db, verticals: app.verticals, catalogue: app.healthCatalogue, repos };

  app.get(
    '/v1/policies/:policy_number/port-options',
    {
      schema: route('The plans of other insurers one’s own health policy may move to', ZPortOptionsResponse, {
        params: ZPolicyParams,
      }),
    },
    async (req) => {
      const owned = await loadOwnedPolicy(req, repos, req.params.policy_number);
      return portOptions(deps, owned, indiaDate(app.clock.now()));
    },
  );

  app.post(
    '/v1/policies/:policy_number/port',
    {
      schema: route(
        'Move one’s own health policy to another insurer’s plan: a journey to review and pay',
        ZPortPolicyResponse,
        {
          params: ZPolicyParams,
          body: ZPortPolicyRequest,
        },
      ),
    },
    async (req) => {
      const owned = await loadOwnedPolicy(req, repos, req.params.policy_number);
      const session = await requireSession(req);
      return portPolicy(deps, owned, req.body.plan_id, session, indiaDate(app.clock.now()));
    },
  );
};

export default portRoutes;
