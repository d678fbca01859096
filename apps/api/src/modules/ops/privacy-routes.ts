import { ZOpsConsentsResponse, ZOpsDataRequestsQuery, ZOpsDataRequestsResponse, ZPageQuery } from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { consentRecords, dataRequestRecords } from '../account/privacy.ts';
import { createStaffRepository } from './repository.ts';
import { staffMember } from './staff-auth.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('operations', [400, 401, 403]);

/**
 * Issue 19: data requests (export, erasure) and marketing consents, with dates, for the broker's records: each list a
 * page at a time, and each read on the audit log by the list it was.
 */
const opsPrivacyRoutes: FastifyPluginAsyncZod<{ auditKey: Buffer }> = async (app, opts) => {
  const staff = createStaffRepository(app.db, opts.auditKey);
  const records = <Q, A>(
    list: 'requests' | 'consents',
    summary: string,
    schema: { query: z.ZodType<Q>; answer: z.ZodType<A> },
    read: (query: Q) => Promise<A>,
  ) =>
    // As the quoting routes do (quote-routes.ts): a generic answer is checked by its schema when it is sent.
    (app as FastifyInstance).get(
      `/v1/ops/privacy/${list}`,
      { schema: route(summary, schema.answer, { querystring: schema.query }) },
      async (req) => {
        await staff.audit(staffMember(req), { action: 'READ_PRIVACY_RECORDS', target: list });
        return read(req.query as Q);
      },
    );
  records(
    'requests',
    'Data requests (exports, erasures), newest first, a page at a time',
    { query: ZOpsDataRequestsQuery, answer: ZOpsDataRequestsResponse },
    (q) => dataRequestRecords(app.db, q.kind, q.page),
  );
  records(
    'consents',
    'Marketing consents, newest first, a page at a time',
    { query: ZPageQuery, answer: ZOpsConsentsResponse },
    (q) => consentRecords(app.db, q.page),
  );
};

export default opsPrivacyRoutes;
