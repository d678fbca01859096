import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { signInToConsole } from './support/ops-console.ts';
import { pageApi, readyToPayJourney } from './support/purchase.ts';

const browser = useBrowser();

describe('dashboard: your data (DPDP Act 2023)', () => {
  it('asks for marketing consent only by a tick the buyer makes, keeps when, and staff see it with the request log', async () => {
    const page = await browser.newPage('mobile');
    const { mobile } = await readyToPayJourney(page);
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your data' });
    const box = section.getByRole('checkbox', { name: /Send me offers and renewal reminders/ });
    await section.getByText('Off until you tick it.').waitFor();
    await expect.poll(() => box.isChecked()).toBe(false);
    await box.click();
    await section.getByText(/You agreed on \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.reload();
    await section.getByText(/You agreed on/).waitFor();
    await expect.poll(() => box.isChecked()).toBe(true);

    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await staff.getByRole('link', { name: 'Privacy' }).click();
    await staff
      .getByRole('region', { name: 'Marketing consent' })
      .getByRole('row')
      .filter({ hasText: `Mobile ending ${mobile.slice(-4)}` })
      .filter({ hasText: 'Yes' })
      .first()
      .waitFor();
    expect(await seriousViolations(staff)).toEqual([]);
    await lookAt(staff, 'ops-privacy');
  });

  it('removes an unpaid purchase the buyer no longer wants, after asking, with what they gave for it', async () => {
    const page = await browser.newPage('mobile');
    const { journeyId } = await readyToPayJourney(page);
    await page.goto('/dashboard');
    const unfinished = page.getByRole('region', { name: 'Continue where you left off' });
    const remove = unfinished.getByRole('button', { name: /^Remove / });
    await remove.waitFor();
    // How long an unpaid purchase is kept is the installation's RETENTION_DAYS (90 by default), not "a period".
    await page
      .getByRole('region', { name: 'Your data' })
      .getByText(
        'A purchase left unpaid is erased by itself after 90 days without activity, or at once when you remove it from your purchases.',
      )
      .waitFor();
    await lookAt(page, 'dashboard-unfinished');
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this purchase?' });
    await textWith(dialog, ['documents you uploaded are deleted now', 'This cannot be undone.']);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'dashboard-remove-journey');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await remove.click();
    await dialog.getByRole('button', { name: 'Remove' }).click();

    await unfinished.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('region', { name: 'Your data' }).waitFor();
    await expect.poll(() => unfinished.count()).toBe(0);
    expect((await pageApi(page, 'GET', `/v1/health/journey/get-journey-details/${journeyId}`)).status).toBe(404);
  });

  it('downloads everything held about the buyer, signs out other devices, then deletes the account: signed out, sent home, asked to sign in', async () => {
    const page = await browser.newPage('mobile');
    const { journeyId } = await readyToPayJourney(page);
    const oldSession = await page.evaluate(() => window.sessionStorage.getItem('session_id'));
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kavach-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
    const journey = data.journeys.find((j: { id: string }) => j.id === journeyId);
    expect(journey).toBeDefined();
    expect(journey.proposal.proposer.full_name).toBe('Rahul Kulkarni');
    expect(journey.proposal.contact.email).toBe('rahul@example.in');
    expect(data.user.full_name).toBe('Rahul Kulkarni');

    await section.getByRole('button', { name: 'Sign out other devices' }).click();
    await textWith(section.getByRole('status'), ['No other devices were signed in.']);

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await textWith(dialog, [
      'This cannot be undone. We erase:',
      'every KYC document you uploaded',
      'purchases you have not paid for',
      'insurance law requires',
      'policy number',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    // Cancel leaves everything as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('session_data'))).toBeNull();
    // The deleted account's session id is refused by the server.
    await page.evaluate((id) => window.sessionStorage.setItem('session_id', id ?? ''), oldSession);
    expect((await pageApi(page, 'GET', '/v1/account/export')).status).toBe(401);
    await page.evaluate(() => window.sessionStorage.removeItem('session_id'));

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Sign in to see your policies' }).waitFor();
  });
});
