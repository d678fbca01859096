import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { expect, inject } from 'vitest';
import type { OpsAdmin } from './server.ts';

/**
 * The console, signed in as `admin` (the run's server's unless a test started a server of its own). The first time
 * in a run it is the sign-in as staff type it: e-mail and password, then the code their authenticator shows now. A
 * code is good once (the server refuses a replay), so a second sign-in within the authenticator's 30 s step would
 * wait for its next code; instead the session that sign-in opened is kept where every test process sees it and put
 * into this tab, as the console keeps it (session storage), and a full sign-in happens again only once it has ended.
 */
export async function signInToConsole(page: Page, admin: OpsAdmin = inject('opsAdmin')): Promise<void> {
  const kept = path.join(inject('lockDir'), `staff-session-${keyOf(admin.totpSecret)}`);
  if (fs.existsSync(kept) && (await resumeSession(page, fs.readFileSync(kept, 'utf8')))) return;
  await page.goto('/ops');
  await page.waitForURL('**/ops/sign-in');
  await page.getByLabel('Work e-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await unusedCode(admin.totpSecret);
  await page.getByLabel('6-digit code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/ops');
  await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
  const session = await page.evaluate(() => sessionStorage.getItem('ops_staff_session'));
  if (session) fs.writeFileSync(kept, session);
}

/** Opens the console with a kept session: true when it shows Today, false when it asks to sign in (it ended). */
async function resumeSession(page: Page, session: string): Promise<boolean> {
  await page.goto('/ops/sign-in');
  await page.evaluate((token) => sessionStorage.setItem('ops_staff_session', token), session);
  await page.goto('/ops');
  const today = page.getByRole('heading', { name: 'Today', exact: true });
  await today.or(page.getByLabel('Work e-mail')).waitFor();
  return today.isVisible();
}

const keyOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 16);

/** The authenticator's current code, once per run: the last one given out is kept in a file beside the lock. */
async function unusedCode(secret: string): Promise<string> {
  const name = keyOf(secret);
  const lock = path.join(inject('lockDir'), `totp-${name}.lock`);
  const last = path.join(inject('lockDir'), `totp-${name}.last`);
  await expect.poll(() => tryLock(lock), { timeout: 60_000, interval: 50 }).toBe(true);
  try {
    const used = fs.existsSync(last) ? fs.readFileSync(last, 'utf8') : '';
    await expect.poll(() => generate({ secret }), { timeout: 35_000, interval: 500 }).not.toBe(used);
    const code = await generate({ secret });
    fs.writeFileSync(last, code);
    return code;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** mkdir is atomic: the one process that makes the directory holds the lock. */
function tryLock(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch {
    return false;
  }
}
