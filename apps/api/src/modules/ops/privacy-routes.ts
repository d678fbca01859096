import { ZOpsConsentsResponse, ZOpsDataRequestsQuery, ZOpsDataRequestsResponse, ZPageQuery } from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentRecords, dataRequestRecords } from '../account/privacy.ts';
import { createStaffRepository } from './repository.ts';
import { staffMember } from './staff-auth.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('operations', [400, 401, 403]);

/** Issue 19: marketing consents and data requests (export, erasure), with dates, for the broker's records. */
const opsPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffRepository(app.db);
  app.get(
    '/v1/ops/privacy/requests',
    {
      schema: route('Data requests (exports, erasures), newest first, a page at a time', ZOpsDataRequestsResponse, {
        querystring: ZOpsDataRequestsQuery,
      }),
    },
    async (req) => {
      await staff.audit(staffMember(req), { action: 'READ_PRIVACY_RECORDS', target: 'data requests' });
      return dataRequestRecords(app.db, req.query.kind, req.query.page);
    },
  );
  app.get(
    '/v1/ops/privacy/consents',
    {
      schema: route('Marketing consents, newest first, a page at a time', ZOpsConsentsResponse, {
        querystring: ZPageQuery,
      }),
    },
    async (req) => {
      await staff.audit(staffMember(req), { action: 'READ_PRIVACY_RECORDS', target: 'consents' });
      return consentRecords(app.db, req.query.page);
    },
  );
};

export default opsPrivacyRoutes;
