import { z } from 'zod';
import { ZCount, ZInstant, ZRowId } from './wire';
import { ZOtpCode } from '../validation/fields';
import { ZStaffLoginResponse, ZStaffPassword, ZStaffRole } from './ops';

// Issue 44: the staff lifecycle. An admin invites by e-mail; the invitee sets their own password and enrols their
// own authenticator through a one-time link; admins list, disable and enable members, end their sessions and send
// them to enrol again, and never see anyone's secret.

/** How long an invitation or re-enrolment link works. */
export const STAFF_LINK_HOURS = 24;

export const STAFF_STATES = ['INVITED', 'ACTIVE', 'RE_ENROLLING', 'DISABLED'] as const;
export type StaffState = (typeof STAFF_STATES)[number];
export const STAFF_STATE_LABELS: Record<StaffState, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  RE_ENROLLING: 'Enrolling again',
  DISABLED: 'Disabled',
};

/** POST /v1/ops/staff/invitations: who to invite; the link goes to their e-mail, never to the admin. */
export const ZInviteStaffRequest = z
  .object({
    email: z.email('Enter the member’s work e-mail').max(120),
    full_name: z.string().trim().min(2, 'Enter the member’s name').max(80, 'Keep the name under 80 characters'),
    role: ZStaffRole,
  })
  .strict();
export type TInviteStaffRequest = z.infer<typeof ZInviteStaffRequest>;

/** One member as admins see them: never a password, a code or a link. */
export const ZStaffMember = z.object({
  staff_id: ZRowId,
  email: z.string(),
  full_name: z.string(),
  role: ZStaffRole,
  state: z.enum(STAFF_STATES),
  created_at: ZInstant,
  last_sign_in_at: ZInstant.nullable(),
  /** Live sessions now. */
  sessions: ZCount,
  /** While the member is to enrol: when their newest link stops working (null once it has). */
  link_expires_at: ZInstant.nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffListResponse = z.object({ items: z.array(ZStaffMember) });

export const ZStaffParams = z.object({ staff_id: z.uuid('Unknown staff member') }).strict();
/** What an admin's action on a member left: the member as they are now, and how many sessions it ended. */
export const ZStaffActionResponse = z.object({ member: ZStaffMember, sessions_ended: ZCount });

/** The one-time link's secret, from the link's #fragment (never sent in a URL to the server). */
const ZEnrolmentToken = z.string().min(20).max(128);
export const ZEnrolmentOpenRequest = z.object({ token: ZEnrolmentToken }).strict();
/** To the link's holder only: who they are enrolling as, and their own authenticator secret to add. */
export const ZEnrolmentOpenResponse = z.object({
  email: z.string(),
  full_name: z.string(),
  role: ZStaffRole,
  totp_uri: z.string(),
  totp_secret: z.string(),
  expires_at: ZInstant,
});
export type TEnrolmentOpenResponse = z.infer<typeof ZEnrolmentOpenResponse>;

/** The invitee's own password, and a code from the authenticator they just added: proof it works. */
export const ZEnrolmentCompleteRequest = z
  .object({ token: ZEnrolmentToken, password: ZStaffPassword, totp: ZOtpCode })
  .strict();
export type TEnrolmentCompleteRequest = z.infer<typeof ZEnrolmentCompleteRequest>;
/** Enrolled and signed in. */
export const ZEnrolmentCompleteResponse = ZStaffLoginResponse;

/** GET /v1/ops/audit-log/check: whether every entry still holds in the chain. */
export const ZAuditChainCheck = z.object({
  intact: z.boolean(),
  entries: ZCount,
  unsealed: ZCount,
  broken_at: z.object({ seq: z.number().int(), at: ZInstant }).nullable(),
  head: z.object({ seq: z.number().int(), hash: z.string().nullable(), at: ZInstant }).nullable(),
});
export type TAuditChainCheck = z.infer<typeof ZAuditChainCheck>;
