import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { staffUsers } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/ops/create-staff.ts';
import { auditChainKey } from '../src/modules/ops/audit-chain.ts';
import { createStaffRepository, type StaffRole } from '../src/modules/ops/repository.ts';
import { totpCode, totpKey } from '../src/modules/ops/staff-credentials.ts';

/** The app secret test apps run with (test-app.ts): the TOTP secrets are sealed under a key derived from it. */
export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123';

let counter = 0;
/** A staff account made as the CLI or an admin would, and its TOTP secret for codes. */
export async function staffAccount(app: App, role: StaffRole = 'admin') {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@broker.example.in`;
  const password = 'correct horse battery staple';
  const created = await createStaff(
    { staff: createStaffRepository(app.db, auditChainKey(TEST_APP_SECRET)), totpKey: totpKey(TEST_APP_SECRET) },
    { email, fullName: `Staff ${counter}`, role, password },
  );
  return { email, password, secret: created.totp_secret };
}

/**
 * Signed in with a fresh code: the X-Staff-Session header to send. A code is good once, so the member's last used
 * step is forgotten first, as if their authenticator had moved on to its next code (tests sign in again within 30 s).
 */
export async function staffSignIn(app: App, account: { email: string; password: string; secret: string }) {
  await app.db.update(staffUsers).set({ totpLastStep: 0 }).where(eq(staffUsers.email, account.email));
  const res = await app.inject({
    method: 'POST',
    url: '/v1/ops/auth/login',
    payload: { email: account.email, password: account.password, totp: await totpCode(account.secret) },
  });
  if (res.statusCode !== 200) throw new Error(`staff login answered ${res.statusCode}: ${res.body}`);
  return { 'x-staff-session': res.json().staff_session as string };
}

/** The policy returned in its free-look period, as the ops member who took the buyer's request cancels it. */
export async function returnInFreeLook(app: App, policyNumber: string) {
  const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
  const res = await app.inject({
    method: 'POST',
    url: `/v1/ops/policies/${encodeURIComponent(policyNumber)}/free-look-cancel`,
    headers: staff,
  });
  if (res.statusCode !== 200) throw new Error(`free-look cancel answered ${res.statusCode}: ${res.body}`);
  return { staff, cancelled: res.json() };
}

/** The one-time link in the newest e-mail to `email` in the demo outbox, and its token. */
export async function enrolmentLinkFor(app: App, email: string) {
  const res = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const text = (res.json().messages as { text: string }[])[0]?.text ?? '';
  const link = /(\S+\/ops\/enrol#(\S+))/.exec(text);
  if (!link?.[1] || !link[2]) throw new Error(`no enrolment link in the outbox for ${email}`);
  return { text, link: link[1], token: link[2] };
}

/** Invited by `admin`, then enrolled through the e-mailed link as the invitee does it: their account and session. */
export async function invitedMember(app: App, admin: Record<string, string>, role: StaffRole = 'ops') {
  counter += 1;
  const email = `invited${counter}-${Date.now()}@broker.example.in`;
  const invited = await app.inject({
    method: 'POST',
    url: '/v1/ops/staff/invitations',
    headers: admin,
    payload: { email, full_name: `Invited Member ${counter}`, role },
  });
  if (invited.statusCode !== 200) throw new Error(`invitation answered ${invited.statusCode}: ${invited.body}`);
  const { token } = await enrolmentLinkFor(app, email);
  const opened = await app.inject({ method: 'POST', url: '/v1/ops/enrolment/open', payload: { token } });
  const secret = opened.json().totp_secret as string;
  const password = 'plum ferry quartz lantern';
  const done = await app.inject({
    method: 'POST',
    url: '/v1/ops/enrolment/complete',
    payload: { token, password, totp: await totpCode(secret) },
  });
  if (done.statusCode !== 200) throw new Error(`enrolment answered ${done.statusCode}: ${done.body}`);
  return {
    staffId: invited.json().staff_id as string,
    account: { email, password, secret },
    headers: { 'x-staff-session': done.json().staff_session as string },
  };
}
