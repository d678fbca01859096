import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { expect, inject } from 'vitest';
import type { OpsAdmin } from './server.ts';

/**
 * The console's sign-in as staff type it: e-mail and password, then the code their authenticator shows now. A code
 * is good once (the server refuses a replay), so when an earlier test already signed in with this time step's code,
 * the refusal is followed by waiting for the authenticator's next code and signing in again. The admin is the run's
 * server's unless a test started a server of its own.
 */
export async function signInToConsole(page: Page, admin: OpsAdmin = inject('opsAdmin')): Promise<void> {
  await page.goto('/ops');
  await page.waitForURL('**/ops/sign-in');
  let used = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Work e-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    if (used)
      await expect
        .poll(() => generate({ secret: admin.totpSecret }), { timeout: 35_000, interval: 1_000 })
        .not.toBe(used);
    used = await generate({ secret: admin.totpSecret });
    await page.getByLabel('6-digit code from your authenticator app').fill(used);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname === '/ops').then(() => 'signed in' as const),
      page
        .getByRole('alert')
        .waitFor()
        .then(() => 'refused' as const),
    ]).catch(() => 'refused' as const);
    if (outcome === 'signed in') break;
  }
  await page.waitForURL((url) => url.pathname === '/ops');
  await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
}
