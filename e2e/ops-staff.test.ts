import type { Locator, Page } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { signInToConsole } from './support/ops-console.ts';

const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The one-time link in the newest e-mail to `email`, as the demo outbox holds it. */
async function linkInInbox(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const text: string = (await res.json()).messages[0]?.text ?? '';
  const link = /(https?:\/\/\S+\/ops\/enrol#\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no enrolment link in the outbox for ${email}: ${text}`);
  return link;
}

// Issue 44: an admin invites by e-mail and never sees a secret; the invitee sets their own password and adds their
// own authenticator through the link, and is signed in; the admin can then disable them, which signs them out.
describe('operations console: staff invitations', () => {
  it('invites a member by e-mail, who enrols their own authenticator from the link on a phone; an admin disables them', async () => {
    const admin = await browser.newPage('desktop');
    await signInToConsole(admin);
    await admin.getByRole('link', { name: 'Staff', exact: true }).click();
    await heading(admin, 'Staff').waitFor();
    const email = `meera.iyer.${Date.now()}@broker.example.in`;
    await admin.getByLabel('Full name').fill('Meera Iyer');
    await admin.getByLabel('Work e-mail').fill(email);
    await admin.getByLabel('Role').selectOption('ops');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await textWith(admin.getByRole('status'), [`Invitation sent to ${email}.`]);
    const row = admin.getByRole('row').filter({ hasText: email });
    await textWith(row, ['Meera Iyer', /Invited \(link until .+\)/]);
    // Nothing on the admin's screen lets them enrol or sign in as her.
    expect(await admin.content()).not.toMatch(/otpauth|\/ops\/enrol#/);
    expect(await seriousViolations(admin)).toEqual([]);
    await lookAt(admin, 'ops-staff');

    const invitee = await browser.newPage('mobile');
    await invitee.goto(await linkInInbox(invitee, email));
    await heading(invitee, 'Set up your Kavach operations account').waitFor();
    await textWith(invitee.getByRole('region', { name: 'Set up your Kavach operations account' }), [
      'Welcome, Meera Iyer',
      email,
    ]);
    // The link's secret leaves the address bar once read.
    expect(new URL(invitee.url()).hash).toBe('');
    const key = (await invitee.getByLabel('Authenticator key').innerText()).replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const password = 'saffron kettle monsoon ledger';
    await invitee.getByLabel('New password').fill(password);
    await invitee.getByLabel('The same password again').fill(password);
    await invitee.getByLabel('6-digit code from your authenticator app').fill(await generate({ secret: key }));
    expect(await seriousViolations(invitee)).toEqual([]);
    await lookAt(invitee, 'ops-enrol');
    await invitee.getByRole('button', { name: 'Finish and sign in' }).click();
    await invitee.waitForURL((url) => url.pathname === '/ops');
    await heading(invitee, 'Today').waitFor();
    await textWith(invitee.getByRole('banner'), ['Meera Iyer (ops)']);
    // An ops member has no staff page.
    await expect.poll(() => invitee.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);

    await admin.reload();
    await textWith(row, ['Active']);
    await row.getByRole('button', { name: 'Disable Meera Iyer' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Disable Meera Iyer?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await textWith(admin.getByRole('status'), ['Meera Iyer is disabled; 1 session ended.']);
    await textWith(row, ['Disabled']);
    // Her console, opened again, finds her signed out.
    await invitee.reload();
    await invitee.waitForURL('**/ops/sign-in');

    // The audit log holds every step, and its chain holds.
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await heading(admin, 'Audit log').waitFor();
    for (const action of [
      'Invited a staff member',
      'Set their own password and authenticator',
      'Disabled a staff member',
    ])
      await admin.getByRole('cell', { name: action, exact: true }).first().waitFor();
    await admin.getByRole('button', { name: 'Check the log’s chain' }).click();
    await textWith(admin.getByRole('status').filter({ hasText: 'chain' }), [
      /The chain holds: all \d+ entries are as they were written/,
    ]);
    // At 1280 px every column is on the screen: an e-mail or an id breaks, so the table does not scroll sideways.
    const frame = admin.getByRole('table', { name: 'Staff actions' }).locator('..');
    await expect.poll(() => frame.evaluate((f) => f.scrollWidth - f.clientWidth)).toBe(0);
    await lookAt(admin, 'ops-audit-log');
  });
});

// Issue 48: the console fits 390 px: every link in sight, and a table's rows stand as labelled cards rather than
// columns scrolled off the screen's edge.
describe('operations console on a phone', () => {
  it('shows every section link and the audit log’s rows as labelled cards, with nothing off the side', async () => {
    const page = await browser.newPage('mobile');
    // On the screen, not only in the page: within the phone's 390 px.
    const onScreen = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    await signInToConsole(page);
    const nav = page.getByRole('navigation', { name: 'Console' });
    for (const name of ['Today', 'Claims', 'Staff', 'Audit log'])
      await expect.poll(() => onScreen(nav.getByRole('link', { name, exact: true }))).toBe(true);
    await nav.getByRole('link', { name: 'Audit log', exact: true }).click();
    await heading(page, 'Audit log').waitFor();
    const entry = page.getByRole('row').filter({ hasText: 'Opened the console' }).first();
    await expect.poll(() => entry.isVisible()).toBe(true);
    // Each value is read beside its column's name, as a screen reader reads the cell's header.
    const action = entry.getByRole('cell').nth(3);
    await expect.poll(() => action.getAttribute('data-label')).toBe('Action');
    await expect.poll(() => onScreen(entry.getByRole('cell').last())).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'ops-audit-log');
  });
});
