import {
  ZAuditChainCheck,
  ZAuditLogResponse,
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
import { clientAddress } from '../../lib/client-address.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { checkAuditChain } from './audit-chain.ts';
import { listPayments, opsSummary, searchPolicies } from './console-views.ts';
import { createStaffRepository, type StaffRole } from './repository.ts';
import { createSignInThrottle, signInEmailKey } from './sign-in-throttle.ts';
import { auditedRead, signInStaff, staffMember, standInHash, staffTokenFrom } from './staff-auth.ts';
import { totpKey } from './staff-credentials.ts';

const route = routeSchemas('operations', [400, 401, 403, 409, 429]);

/**
 * Issue 19: the broker's operations console. Staff sign in apart from customers (X-Staff-Session): no customer
 * session reaches these routes (the console's guard, `ops-console.ts`), and a staff token is no customer session.
 * Every staff action is audited.
 */
const routes: FastifyPluginAsyncZod<{ appSecret: string; auditKey: Buffer }> = async (app, opts) => {
  const staff = createStaffRepository(app.db, opts.auditKey);
  const signIn = {
    staff,
    throttle: createSignInThrottle(app.db),
    totpKey: totpKey(opts.appSecret),
    emailKey: signInEmailKey(opts.appSecret),
  };
  // Made now, so the first sign-in of an unknown e-mail takes no longer than any other.
  await standInHash();

  app.post(
    '/v1/ops/auth/login',
    {
      config: { rateLimit: app.staffLoginLimit, staffAccess: 'anyone' },
      schema: route('Staff sign-in: e-mail, password and TOTP code', ZStaffLoginResponse, { body: ZStaffLoginRequest }),
    },
    async (req) => signInStaff(signIn, req.body, clientAddress(req.ip)),
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
    await staff.audit(member, { action: 'OPEN_CONSOLE' });
    return { email: member.email, full_name: member.fullName, role: member.role as StaffRole };
  });

  app.get(
    '/v1/ops/audit-log',
    {
      config: { staffAccess: ['admin'] },
      schema: route('Staff actions, newest first, a page at a time (admins only)', ZAuditLogResponse, {
        querystring: ZPageQuery,
      }),
    },
    async (req) => {
      const page = await staff.auditEntries(req.query.page);
      await staff.audit(staffMember(req), { action: 'READ_AUDIT_LOG', after: { page: req.query.page } });
      return pageOf(page, (e) => ({
        seq: e.seq,
        at: e.at.toISOString(),
        staff_email: e.staffEmail,
        action: e.action,
        target: e.target,
        before: e.before,
        after: e.after,
      }));
    },
  );

  app.get(
    '/v1/ops/audit-log/check',
    {
      config: { staffAccess: ['admin'] },
      schema: route('Whether every audit entry still holds in its chain (admins only)', ZAuditChainCheck),
    },
    async (req) => {
      const check = await checkAuditChain(app.db, opts.auditKey);
      await staff.audit(staffMember(req), {
        action: 'CHECK_AUDIT_LOG',
        after: { intact: check.intact, entries: check.entries, broken_at: check.broken_at?.seq ?? null },
      });
      return check;
    },
  );

  app.get('/v1/ops/summary', { schema: route('Today’s figures', ZOpsSummaryResponse) }, async (req) => {
    const summary = await opsSummary(app.db);
    await staff.audit(staffMember(req), { action: 'READ_SUMMARY', target: summary.date });
    return summary;
  });

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
    // Each attempt names a journey and its money: the read is recorded by the attempts it showed.
    async (req) =>
      auditedRead(
        staff,
        req,
        'LIST_PAYMENTS',
        await listPayments(app.db, req.query.status, req.query.page),
        (p) => p.payment_attempt_id,
      ),
  );
};

export default routes;
