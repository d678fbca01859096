import {
  ZAuditLogResponse,
  ZCreateStaffRequest,
  ZCreateStaffResponse,
  ZOpsPaymentsQuery,
  ZOpsPaymentsResponse,
  ZOpsPolicySearchQuery,
  ZOpsPolicySearchResponse,
  ZOpsSummaryResponse,
  ZPageQuery,
  ZStaffLoginRequest,
  ZStaffLoginResponse,
  ZStaffMe,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../db/rows.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import { listPayments, opsSummary, searchPolicies } from './console-views.ts';
import { createStaff } from './create-staff.ts';
import { createStaffRepository, type StaffRole } from './repository.ts';
import { auditedRead, signInStaff, staffMember, staffTokenFrom } from './staff-auth.ts';
import { totpKey } from './staff-credentials.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('operations', [400, 401, 403, 409, 429]);

/**
 * Issue 19: the broker's operations console. Staff sign in apart from customers (X-Staff-Session): no customer
 * session reaches these routes (the console's guard, `ops-console.ts`), and a staff token is no customer session.
 * Every staff action is audited.
 */
const routes: FastifyPluginAsyncZod<{ appSecret: string }> = async (app, { appSecret }) => {
  const staff = createStaffRepository(app.db);
  const key = totpKey(appSecret);

  app.post(
    '/v1/ops/auth/login',
    {
      config: { rateLimit: app.staffLoginLimit, staffAccess: 'anyone' },
      schema: route('Staff sign-in: e-mail, password and TOTP code', ZStaffLoginResponse, { body: ZStaffLoginRequest }),
    },
    async (req) => signInStaff({ staff, totpKey: key }, req.body),
  );

  app.post(
    '/v1/ops/auth/logout',
    { schema: route('End this staff session', z.object({ signed_out: z.literal(true) })) },
    async (req) => {
      const member = staffMember(req);
      await staff.deleteSession(hashSessionToken(staffTokenFrom(req) ?? ''));
      await staff.audit(member, { action: 'SIGN_OUT' });
      return { signed_out: true as const };
    },
  );

  app.get('/v1/ops/me', { schema: route('The signed-in staff member', ZStaffMe) }, async (req) => {
    const member = staffMember(req);
    return { email: member.email, full_name: member.fullName, role: member.role as StaffRole };
  });

  app.post(
    '/v1/ops/staff',
    {
      config: { staffAccess: ['admin'] },
      schema: route('An admin adds a staff account (its TOTP URI shown once)', ZCreateStaffResponse, {
        body: ZCreateStaffRequest,
      }),
    },
    async (req) => {
      const admin = staffMember(req);
      const created = await createStaff(
        { staff, totpKey: key },
        { email: req.body.email, fullName: req.body.full_name, role: req.body.role, password: req.body.password },
      );
      await staff.audit(admin, {
        action: 'CREATE_STAFF',
        target: created.email,
        after: { email: created.email, role: created.role },
      });
      const { totp_secret: _secret, ...answer } = created;
      return answer;
    },
  );

  app.get(
    '/v1/ops/audit-log',
    {
      config: { staffAccess: ['admin'] },
      schema: route('Staff actions, newest first, a page at a time (admins only)', ZAuditLogResponse, {
        querystring: ZPageQuery,
      }),
    },
    async (req) =>
      pageOf(await staff.auditEntries(req.query.page), (e) => ({
        at: e.at.toISOString(),
        staff_email: e.staffEmail,
        action: e.action,
        target: e.target,
        before: e.before,
        after: e.after,
      })),
  );

  app.get('/v1/ops/summary', { schema: route('Today’s figures', ZOpsSummaryResponse) }, async () => opsSummary(app.db));

  app.get(
    '/v1/ops/policies',
    {
      schema: route('Find policies by number, mobile, PAN or name', ZOpsPolicySearchResponse, {
        querystring: ZOpsPolicySearchQuery,
      }),
    },
    // Looking customers up is itself recorded, by the policies it showed, never by the PAN, mobile or name typed.
    async (req) =>
      auditedRead(
        staff,
        req,
        'SEARCH_POLICIES',
        await searchPolicies(app.db, app.verticals, req.query.q),
        (p) => p.policy_number,
      ),
  );

  app.get(
    '/v1/ops/payments',
    { schema: route('Payment attempts, newest first', ZOpsPaymentsResponse, { querystring: ZOpsPaymentsQuery }) },
    async (req) => listPayments(app.db, req.query.status, req.query.page),
  );
};

export default routes;
