import { STAFF_LINK_HOURS, type StaffRole, type TInviteStaffRequest } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';
import type { EnrolmentRow, StaffRepository, StaffRow } from './repository.ts';
import { hashPassword, newTotpSecret, openTotpSecret, sealTotpSecret, totpStep, totpUri } from './staff-credentials.ts';
import { refuseWeakPassword } from './staff-password.ts';

// Issue 44: an admin chose the new member's password and saw their TOTP secret, so could sign in as them. Now the
// admin names who to invite; a one-time link goes to that person's e-mail, and only whoever holds it sets the password
// and adds the authenticator. Sending a member to enrol again works the same way, after forgetting both.

type Deps = { staff: StaffRepository; totpKey: Buffer; email: EmailSender; publicUrl: string };

const TAKEN = 'A staff account with this e-mail exists';
const SPENT = 'This link has been used, replaced by a newer one or has expired. Ask an admin for a new one.';

/** The link the e-mail carries: the secret after `#`, so it never reaches a server log or a Referer header. */
const enrolmentUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/ops/enrol#${token}`;

/** A fresh link for `member`, every earlier one revoked, e-mailed to them; answers when it stops working. */
async function sendLink(deps: Deps, member: StaffRow, invitedBy: StaffRow, again: boolean): Promise<Date> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + STAFF_LINK_HOURS * 3_600_000);
  await deps.staff.insertLink({
    staffId: member.id,
    tokenHash: hashSessionToken(token),
    invitedBy: invitedBy.id,
    expiresAt,
  });
  const what = again ? 'set a new password and authenticator for' : 'join';
  await deps.email.send({
    to: member.email,
    subject: again ? 'Enrol again in Kavach operations' : 'You are invited to Kavach operations',
    text: [
      `Hello ${member.fullName},`,
      '',
      `${invitedBy.fullName} asked you to ${what} the Kavach operations console.`,
      `Open this link within ${STAFF_LINK_HOURS} hours to choose your password and add your authenticator app:`,
      '',
      enrolmentUrl(deps.publicUrl, token),
      '',
      'The link works once. If you did not expect it, ignore this e-mail.',
    ].join('\n'),
  });
  return expiresAt;
}

/** POST /v1/ops/staff/invitations: a member with no password or device yet, and their link in their inbox. */
export async function inviteStaff(deps: Deps, admin: StaffRow, input: TInviteStaffRequest) {
  const email = input.email.trim().toLowerCase();
  if (await deps.staff.findByEmail(email)) throw new AppError('CONFLICT', TAKEN);
  const member = await deps.staff
    .insertInvited({ email, fullName: input.full_name.trim(), role: input.role })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new AppError('CONFLICT', TAKEN) : err;
    });
  await sendLink(deps, member, admin, false);
  return member;
}

/**
 * POST /v1/ops/staff/:id/re-enrol: the member's password and TOTP device are forgotten and their sessions ended, and
 * a new link goes to their e-mail (a lost phone, a password someone else may know; also a new link for an invitee
 * whose link expired). Answers how many sessions it ended.
 */
export async function reEnrolStaff(deps: Deps, admin: StaffRow, member: StaffRow): Promise<number> {
  await deps.staff.clearCredentials(member.id);
  const ended = await deps.staff.endSessionsOf(member.id);
  await sendLink(deps, member, admin, member.lastSignInAt !== null || member.enrolledAt !== null);
  return ended;
}

async function liveLink(deps: Deps, token: string): Promise<{ link: EnrolmentRow; member: StaffRow }> {
  const link = await deps.staff.findLiveLink(hashSessionToken(token));
  const member = link && (await deps.staff.findById(link.staffId));
  if (!link || !member || member.disabledAt) throw new AppError('NOT_FOUND', SPENT);
  return { link, member };
}

/**
 * POST /v1/ops/enrolment/open: to the link's holder, who they enrol as and their new authenticator secret (made on the
 * first open, the same on the next until the link is used, so a reload does not undo a scan).
 */
export async function openEnrolment(deps: Deps, token: string) {
  const { link, member } = await liveLink(deps, token);
  const sealed =
    link.totpSecret ?? (await deps.staff.linkSecret(link.id, sealTotpSecret(deps.totpKey, newTotpSecret())));
  const secret = openTotpSecret(deps.totpKey, sealed);
  return {
    email: member.email,
    full_name: member.fullName,
    role: member.role as StaffRole,
    totp_uri: totpUri(member.email, secret),
    totp_secret: secret,
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * POST /v1/ops/enrolment/complete: the member's own password (checked as every staff password is) and a code from the
 * authenticator they added, proof the device holds the secret. The link is spent, and the member signed in.
 */
export async function completeEnrolment(deps: Deps, input: { token: string; password: string; totp: string }) {
  const { link, member } = await liveLink(deps, input.token);
  refuseWeakPassword(input.password, [member.email, member.fullName]);
  const secret = link.totpSecret && openTotpSecret(deps.totpKey, link.totpSecret);
  const step = secret ? await totpStep(secret, input.totp) : null;
  if (!link.totpSecret || step === null)
    throw new AppError('VALIDATION_FAILED', 'That code is not the one your authenticator app shows now', {
      fields: { totp: 'Enter the 6-digit code your authenticator app shows now' },
    });
  const done = await deps.staff.completeEnrolment(link, {
    passwordHash: await hashPassword(input.password),
    totpSecret: link.totpSecret,
    step,
  });
  if (!done) throw new AppError('NOT_FOUND', SPENT);
  const session = newSessionToken();
  await deps.staff.insertSession(member.id, hashSessionToken(session));
  return { member, session };
}
