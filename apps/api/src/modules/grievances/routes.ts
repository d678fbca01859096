import {
  GRIEVANCE_LIMITS,
  ZApiError,
  ZGrievance,
  ZGrievanceListResponse,
  ZRaiseGrievanceRequest,
} from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { requireSignedIn } from '../account/require-signed-in.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { buyerGrievances } from './grievance-views.ts';
import { raiseGrievance } from './raise-grievance.ts';
import { createGrievanceRepository } from './repository.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('account', [400, 401, 403, 404, 409, 429]);

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };
const HOUR = 60 * 60_000;

/**
 * Issue 19: complaints, the buyer's side: only a signed-in customer session (a staff token is none). The staff's side
 * is `ops-routes.ts`, in the operations console.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const grievances = createGrievanceRepository(app.db);
  const journeys = createJourneyRepository(app.db);

  // A script cannot flood staff: calls per address an hour here, and complaints per buyer an hour in raiseGrievance
  // (counted from the rows, so a refused or malformed call does not use up a buyer's allowance).
  const raiseLimit = [
    {
      max: GRIEVANCE_LIMITS.perAddressPerHour,
      timeWindow: HOUR,
      keyGenerator: (req: FastifyRequest) => `grievance:ip:${clientAddress(req.ip)}`,
    },
  ];

  app.post(
    '/v1/users/me/grievances',
    {
      config: { rateLimit: raiseLimit, caller: 'signed-in' },
      schema: {
        tags: ['account'],
        summary: 'Raise a complaint about one of your policies or purchases',
        body: ZRaiseGrievanceRequest,
        response: { 201: ZGrievance, ...errors },
      },
    },
    async (req, reply) => {
      const { userId } = await requireSignedIn(req);
      const row = await raiseGrievance({ grievances, journeys }, userId, req.body);
      const [view] = await buyerGrievances(app.db, app.verticals, [row]);
      if (!view) throw notFound('Complaint');
      return reply.code(201).send(view);
    },
  );

  app.get(
    '/v1/users/me/grievances',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Your complaints, newest first, with the IRDAI dates and where to escalate',
        ZGrievanceListResponse,
      ),
    },
    async (req) => {
      const { userId } = await requireSignedIn(req);
      return buyerGrievances(app.db, app.verticals, await grievances.listForUser(userId));
    },
  );
};

export default routes;
