import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import opsGrievanceRoutes from '../grievances/ops-routes.ts';
import opsKycReviewRoutes from './kyc-review-routes.ts';
import opsPolicyRoutes from './policy-routes.ts';
import opsPrivacyRoutes from './privacy-routes.ts';
import { createStaffRepository } from './repository.ts';
import opsRoutes from './routes.ts';
import { guardStaffRoutes } from './staff-auth.ts';

/**
 * Issue 19: every /v1/ops route, in one scope whose guard admits only a live staff session before any handler runs
 * (`guardStaffRoutes`). A route added here is staff-only unless it says otherwise; one for admins says so with
 * `config: { staffAccess: ['admin'] }`, and only signing in is open to anyone.
 */
const opsConsole: FastifyPluginAsyncZod<{
  appSecret: string;
  storage: ObjectStorage;
  fileKey: Buffer;
  byId: ReadonlyMap<string, PaymentProvider>;
}> = async (app, opts) => {
  guardStaffRoutes(app, createStaffRepository(app.db));
  await app.register(opsRoutes, { appSecret: opts.appSecret });
  await app.register(opsKycReviewRoutes, { storage: opts.storage, fileKey: opts.fileKey, byId: opts.byId });
  await app.register(opsPolicyRoutes, { byId: opts.byId });
  await app.register(opsPrivacyRoutes);
  await app.register(opsGrievanceRoutes);
};

export default opsConsole;
