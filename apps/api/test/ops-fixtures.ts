import type { App } from '../src/app.ts';
import { createStaff } from '../src/modules/ops/create-staff.ts';
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
    { staff: createStaffRepository(app.db), totpKey: totpKey(TEST_APP_SECRET) },
    { email, fullName: `Staff ${counter}`, role, password },
  );
  return { email, password, secret: created.totp_secret };
}

/** Signed in with a fresh code: the X-Staff-Session header to send. */
export async function staffSignIn(app: App, account: { email: string; password: string; secret: string }) {
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
