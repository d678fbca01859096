import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { expect, inject } from 'vitest';
import type { OpsAdmin } from './server.ts';

/**
 * The console's sign-in as staff type it: e-mail and password, then the code their authenticator shows now. A code
 * is good once (the server refuses a replay, and counts it as a failed try): the last code given out is kept where
 * every test process sees it (a file under a lock), and one used already is never typed again; the sign-in waits for
 * the authenticator's next code instead. The admin is the run's server's unless a test started a server of its own.
 */
export async function signInToConsole(page: Page, admin: OpsAdmin = inject('opsAdmin')): Promise<void> {
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
}

/** The authenticator's current code, once per run: the last one given out is kept in a file beside the lock. */
async function unusedCode(secret: string): Promise<string> {
  const name = createHash('sha256').update(secret).digest('hex').slice(0, 16);
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
