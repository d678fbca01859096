import {
  ZOpsGrievance,
  ZOpsGrievanceParams,
  ZOpsGrievanceQuery,
  ZOpsGrievanceQueueResponse,
  ZOpsGrievanceRespondRequest,
  GRIEVANCE_STATE_LABELS,
  type GrievanceAction,
  type GrievanceState,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { createStaffRepository } from '../ops/repository.ts';
import { auditedRead, staffMember } from '../ops/staff-auth.ts';
import { decideGrievance } from './decide-grievance.ts';
import { opsGrievances } from './grievance-views.ts';
import { createGrievanceRepository } from './repository.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const opsRoute = routeSchemas('operations', [400, 401, 403, 404, 409, 429]);

/**
 * Issue 19: the staff's side of complaints, inside the operations console (`ops-console.ts`): only X-Staff-Session
 * reaches it (a customer session is none). Every staff move is audited.
 */
const opsGrievanceRoutes: FastifyPluginAsyncZod<{ auditKey: Buffer }> = async (app, opts) => {
  const grievances = createGrievanceRepository(app.db);
  const staff = createStaffRepository(app.db, opts.auditKey);

  app.get(
    '/v1/ops/grievances',
    {
      schema: opsRoute(
        'Complaints: overdue first, then open oldest first, then closed; a page at a time',
        ZOpsGrievanceQueueResponse,
        {
          querystring: ZOpsGrievanceQuery,
        },
      ),
    },
    // The queue shows every buyer's name, mobile and complaint: reading it is recorded, by the complaints it showed.
    async (req) => {
      const now = new Date();
      const page = await grievances.queue(req.query.state, req.query.page, now);
      const items = await opsGrievances(app.db, app.verticals, page.items, now);
      return auditedRead(staff, req, 'LIST_GRIEVANCES', { ...page, items }, (g) => g.grievance_id);
    },
  );

  app.get(
    '/v1/ops/grievances/:grievance_id',
    { schema: opsRoute('One complaint', ZOpsGrievance, { params: ZOpsGrievanceParams }) },
    async (req) => {
      const row = await grievances.findById(req.params.grievance_id);
      if (!row) throw notFound('Complaint');
      await staff.audit(staffMember(req), { action: 'VIEW_GRIEVANCE', target: row.id });
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
        const response = action === 'RESPOND' ? (req.body as { response: string }).response : undefined;
        const row = await decideGrievance(
          { db: app.db, auditKey: opts.auditKey },
          staffMember(req),
          req.params.grievance_id,
          action,
          response,
        );
        // Each move is told to the complainant once (its key is the complaint and its new state).
        await app.notices.tellUser(row.userId, `${row.id}:${row.state}`, {
          event: 'COMPLAINT_UPDATE',
          reference: row.reference,
          status: GRIEVANCE_STATE_LABELS[row.state as GrievanceState],
          reply: row.state === 'RESPONDED' ? row.response : null,
        });
        const [view] = await opsGrievances(app.db, app.verticals, [row]);
        if (!view) throw notFound('Complaint');
        return view;
      },
    );
  move('ACKNOWLEDGE', 'acknowledge', 'Acknowledge a complaint (IRDAI: within 3 days)');
  move('RESPOND', 'respond', 'Answer a complaint; the buyer sees the answer on the dashboard');
  move('CLOSE', 'close', 'Close a complaint (IRDAI: resolved within 14 days)');
};

export default opsGrievanceRoutes;
