import {
  ZEnrolmentCompleteRequest,
  ZEnrolmentCompleteResponse,
  ZEnrolmentOpenRequest,
  ZEnrolmentOpenResponse,
  ZInviteStaffRequest,
  ZStaffActionResponse,
  ZStaffListResponse,
  ZStaffMember,
  ZStaffParams,
  type TStaffMember,
} from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import { createStaffRepository, staffState, type StaffRole, type StaffRow } from './repository.ts';
import { staffMember } from './staff-auth.ts';
import { totpKey } from './staff-credentials.ts';
import { completeEnrolment, inviteStaff, openEnrolment, reEnrolStaff } from './staff-enrolment.ts';

const route = routeSchemas('operations', [400, 401, 403, 404, 409, 429, 503]);
const admins = { staffAccess: ['admin'] as const };

/** A member as admins see them: who, where they stand, and how many sessions they have; never a secret. */
const memberView = (
  row: StaffRow,
  extra: { sessions: number; linkExpiresAt: Date | null } = { sessions: 0, linkExpiresAt: null },
): TStaffMember => ({
  staff_id: row.id,
  email: row.email,
  full_name: row.fullName,
  role: row.role as StaffRole,
  state: staffState(row),
  created_at: row.createdAt.toISOString(),
  last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  sessions: extra.sessions,
  link_expires_at: staffState(row) === 'ACTIVE' || !extra.linkExpiresAt ? null : extra.linkExpiresAt.toISOString(),
});

/**
 * Issue 44: the staff lifecycle in the console. Admins invite, list, disable and enable members, end their sessions
 * and send them to enrol again, each on the audit log with what changed; an invitee enrols through their one-time
 * link (`staffAccess: 'anyone'`: the link is the credential, and the staff sign-in limit per address applies).
 */
const staffRoutes: FastifyPluginAsyncZod<{
  appSecret: string;
  auditKey: Buffer;
  email: EmailSender;
  publicBaseUrl: string | null;
}> = async (app, opts) => {
  const staff = createStaffRepository(app.db, opts.auditKey);
  const deps = (req: FastifyRequest) => ({
    staff,
    totpKey: totpKey(opts.appSecret),
    email: opts.email,
    publicUrl: opts.publicBaseUrl ?? `${req.protocol}://${req.host}`,
  });
  const view = async (id: string) => {
    const rows = await staff.listStaff();
    const found = rows.find((r) => r.row.id === id);
    if (!found) throw notFound('Staff member');
    return memberView(found.row, found);
  };
  /** The member an admin acts on: not themselves (an admin who disables themselves locks the console's door). */
  const otherMember = async (req: FastifyRequest, id: string) => {
    const admin = staffMember(req);
    const member = await staff.findById(id);
    if (!member) throw notFound('Staff member');
    if (member.id === admin.id) throw new AppError('CONFLICT', 'You cannot do this to your own account');
    return { admin, member };
  };

  app.get(
    '/v1/ops/staff',
    { config: admins, schema: route('Every staff member, where they stand and their sessions', ZStaffListResponse) },
    async (req) => {
      const items = (await staff.listStaff()).map((r) => memberView(r.row, r));
      await staff.audit(staffMember(req), { action: 'LIST_STAFF', after: { shown: items.map((m) => m.staff_id) } });
      return { items };
    },
  );

  app.post(
    '/v1/ops/staff/invitations',
    {
      config: admins,
      schema: route('Invite a member: a one-time link goes to their e-mail', ZStaffMember, {
        body: ZInviteStaffRequest,
      }),
    },
    async (req) => {
      const admin = staffMember(req);
      const member = await inviteStaff(deps(req), admin, req.body);
      await staff.audit(admin, {
        action: 'INVITE_STAFF',
        target: member.email,
        after: { staff_id: member.id, role: member.role },
      });
      return view(member.id);
    },
  );

  const action = (path: string, summary: string, run: (req: FastifyRequest, id: string) => Promise<number>) =>
    app.post(
      `/v1/ops/staff/:staff_id/${path}`,
      { config: admins, schema: route(summary, ZStaffActionResponse, { params: ZStaffParams }) },
      async (req) => {
        const { staff_id: id } = req.params as { staff_id: string };
        const ended = await run(req, id);
        return { member: await view(id), sessions_ended: ended };
      },
    );

  action('disable', 'Disable a member: their sessions end at once, everywhere', async (req, id) => {
    const { admin, member } = await otherMember(req, id);
    if (!(await staff.setDisabled(member.id, true))) throw new AppError('CONFLICT', 'This member is disabled already');
    const ended = await staff.endSessionsOf(member.id);
    await staff.audit(admin, { action: 'DISABLE_STAFF', target: member.email, after: { sessions_ended: ended } });
    return ended;
  });

  action('enable', 'Enable a disabled member again', async (req, id) => {
    const { admin, member } = await otherMember(req, id);
    if (!(await staff.setDisabled(member.id, false))) throw new AppError('CONFLICT', 'This member is not disabled');
    await staff.audit(admin, { action: 'ENABLE_STAFF', target: member.email });
    return 0;
  });

  action('end-sessions', 'End every session of a member; they sign in again', async (req, id) => {
    const { admin, member } = await otherMember(req, id);
    const ended = await staff.endSessionsOf(member.id);
    await staff.audit(admin, { action: 'END_STAFF_SESSIONS', target: member.email, after: { sessions_ended: ended } });
    return ended;
  });

  action('re-enrol', 'Forget a member’s password and authenticator and e-mail them a new link', async (req, id) => {
    const { admin, member } = await otherMember(req, id);
    if (member.disabledAt) throw new AppError('CONFLICT', 'Enable this member before sending them a link');
    const ended = await reEnrolStaff(deps(req), admin, member);
    await staff.audit(admin, { action: 'RE_ENROL_STAFF', target: member.email, after: { sessions_ended: ended } });
    return ended;
  });

  const viaLink = { staffAccess: 'anyone' as const, rateLimit: app.staffEnrolLimit };
  app.post(
    '/v1/ops/enrolment/open',
    {
      config: viaLink,
      schema: route(
        'Open an enrolment link: who it is for, and their new authenticator secret',
        ZEnrolmentOpenResponse,
        {
          body: ZEnrolmentOpenRequest,
        },
      ),
    },
    async (req) => openEnrolment(deps(req), req.body.token),
  );

  app.post(
    '/v1/ops/enrolment/complete',
    {
      config: viaLink,
      schema: route(
        'Set one’s own password and confirm the authenticator: enrolled and signed in',
        ZEnrolmentCompleteResponse,
        {
          body: ZEnrolmentCompleteRequest,
        },
      ),
    },
    async (req) => {
      const { member, session } = await completeEnrolment(deps(req), req.body);
      await staff.audit(member, { action: 'ENROL_STAFF', target: member.email });
      return {
        staff_session: session,
        email: member.email,
        full_name: member.fullName,
        role: member.role as StaffRole,
      };
    },
  );
};

export default staffRoutes;
