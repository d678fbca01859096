import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import opsGrievanceRoutes from '../grievances/ops-routes.ts';
import opsKycReviewRoutes from './kyc-review-routes.ts';
import opsPolicyRoutes from './policy-routes.ts';
import opsInsurerCaseRoutes from './insurer-case-routes.ts';
import opsNoticeRoutes from './notice-routes.ts';
import opsClaimRoutes from '../claims/ops-routes.ts';
import opsPrivacyRoutes from './privacy-routes.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import { auditChainKey } from './audit-chain.ts';
import { createStaffRepository } from './repository.ts';
import opsRoutes from './routes.ts';
import { guardStaffRoutes } from './staff-auth.ts';
import staffRoutes from './staff-routes.ts';

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
  email: EmailSender;
  publicBaseUrl: string | null;
}> = async (app, opts) => {
  const auditKey = auditChainKey(opts.appSecret);
  guardStaffRoutes(app, createStaffRepository(app.db, auditKey));
  await app.register(opsRoutes, { appSecret: opts.appSecret, auditKey });
  await app.register(staffRoutes, {
    appSecret: opts.appSecret,
    auditKey,
    email: opts.email,
    publicBaseUrl: opts.publicBaseUrl,
  });
  await app.register(opsKycReviewRoutes, { storage: opts.storage, fileKey: opts.fileKey, byId: opts.byId, auditKey });
  await app.register(opsPolicyRoutes, { byId: opts.byId, auditKey });
  await app.register(opsInsurerCaseRoutes, { auditKey });
  await app.register(opsNoticeRoutes, { auditKey });
  await app.register(opsPrivacyRoutes, { auditKey });
  await app.register(opsGrievanceRoutes, { auditKey });
  await app.register(opsClaimRoutes);
};

export default opsConsole;
