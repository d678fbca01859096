import { ZOpsPrivacyResponse } from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyRecords } from '../account/privacy.ts';
import { createStaffRepository } from './repository.ts';
import { staffMember } from './staff-auth.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('operations', [401, 403]);

/** Issue 19: marketing consents and data requests (export, erasure), with dates, for the broker's records. */
const opsPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffRepository(app.db);
  app.get(
    '/v1/ops/privacy',
    { schema: route('Marketing consents and data requests, newest first', ZOpsPrivacyResponse) },
    async (req) => {
      await staff.audit(staffMember(req), { action: 'READ_PRIVACY_RECORDS', target: 'all' });
      return privacyRecords(app.db);
    },
  );
};

export default opsPrivacyRoutes;
