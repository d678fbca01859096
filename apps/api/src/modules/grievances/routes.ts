import {
  GRIEVANCE_LIMITS,
  ZApiError,
  ZGrievance,
  ZGrievanceListResponse,
  ZOpsGrievance,
  ZOpsGrievanceParams,
  ZOpsGrievanceQuery,
  ZOpsGrievanceQueueResponse,
  ZOpsGrievanceRespondRequest,
  ZRaiseGrievanceRequest,
  type GrievanceAction,
} from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { requireSignedIn } from '../account/require-signed-in.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createStaffRepository } from '../ops/repository.ts';
import { requireStaff } from '../ops/staff-auth.ts';
import { decideGrievance } from './decide-grievance.ts';
import { buyerGrievances, opsGrievances, overdueFirst } from './grievance-views.ts';
import { raiseGrievance } from './raise-grievance.ts';
import { createGrievanceRepository } from './repository.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('account', [400, 401, 403, 404, 409, 429]);
const opsRoute = routeSchemas('operations', [400, 401, 403, 404, 409, 429]);

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };
const HOUR = 60 * 60_000;

/**
 * Issue 19: complaints. The buyer's routes answer only a signed-in customer session (a staff token is none); the
 * staff's answer only X-Staff-Session (a customer session is none). Every staff move is audited.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const grievances = createGrievanceRepository(app.db);
  const journeys = createJourneyRepository(app.db);
  const staff = createStaffRepository(app.db);

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
      config: { rateLimit: raiseLimit },
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

  app.get(
    '/v1/ops/grievances',
    {
      schema: opsRoute('Complaints: overdue first, then open oldest first, then closed', ZOpsGrievanceQueueResponse, {
        querystring: ZOpsGrievanceQuery,
      }),
    },
    async (req) => {
      await requireStaff(req, staff);
      return overdueFirst(await opsGrievances(app.db, app.verticals, await grievances.queue(req.query.state)));
    },
  );

  app.get(
    '/v1/ops/grievances/:grievance_id',
    { schema: opsRoute('One complaint', ZOpsGrievance, { params: ZOpsGrievanceParams }) },
    async (req) => {
      const member = await requireStaff(req, staff);
      const row = await grievances.findById(req.params.grievance_id);
      if (!row) throw notFound('Complaint');
      await staff.audit(member, { action: 'VIEW_GRIEVANCE', target: row.id });
      const [view] = await opsGrievances(app.db, app.verticals, [row]);
      if (!view) throw notFound('Complaint');
      return view;
    },
  );

  const move = (action: GrievanceAction, path: string, summary: string) =>
    app.post(
      `/v1/ops/grievances/:grievance_id/${path}`,
      {
        schema: opsRoute(summary, ZOpsGrievance, {
          params: ZOpsGrievanceParams,
          ...(action === 'RESPOND' ? { body: ZOpsGrievanceRespondRequest } : {}),
        }),
      },
      async (req) => {
        const member = await requireStaff(req, staff);
        const response = action === 'RESPOND' ? (req.body as { response: string }).response : undefined;
        const row = await decideGrievance(app.db, member, req.params.grievance_id, action, response);
        const [view] = await opsGrievances(app.db, app.verticals, [row]);
        if (!view) throw notFound('Complaint');
        return view;
      },
    );
  move('ACKNOWLEDGE', 'acknowledge', 'Acknowledge a complaint (IRDAI: within 3 days)');
  move('RESPOND', 'respond', 'Answer a complaint; the buyer sees the answer on the dashboard');
  move('CLOSE', 'close', 'Close a complaint (IRDAI: resolved within 14 days)');
};

export default routes;
