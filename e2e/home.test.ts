import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/assert.ts';
import { useBrowser, type ViewportName } from './support/browser.ts';
import { freshMobile, signInWithOtp } from './support/proposal.ts';

const browser = useBrowser();

const sessionValue = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);
const localValue = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function waitForSessionId(page: Page) {
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  return sessionValue(page, 'session_id');
}

describe.each<ViewportName>(['mobile', 'desktop'])('home at %s width', (viewport) => {
  it('self: step one to Health Insurance, clearing preQuoteDetails', async () => {
    const page = await browser.newPage(viewport);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('preQuoteDetails', '{"name":"old"}'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Insurance made Simple, for You');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Insurance Solutions for Every Need' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: /Insure Myself/ }).click();
    await expect.poll(() => sessionValue(page, 'insuranceFor')).toBe('self');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Yourself');
    const stepTwo = page.getByRole('region', { name: 'Insure Yourself' });
    await expect
      .poll(() => stepTwo.getByRole('link', { name: /Life Insurance/ }).getAttribute('href'))
      .toBe('/term-insurance');
    await stepTwo.getByRole('link', { name: /Health Insurance/ }).click();
    await page.waitForURL('**/health-insurance');
    await expect.poll(() => localValue(page, 'preQuoteDetails')).toBeNull();
  });

  it('family: step two offers Life and Health, and Life goes to /term-insurance clearing preQuoteDetails', async () => {
    const page = await browser.newPage(viewport);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('preQuoteDetails', '{"name":"old"}'));
    await page.getByRole('button', { name: /For Your Loved Ones/ }).click();
    await expect.poll(() => sessionValue(page, 'insuranceFor')).toBe('family');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Your Loved Ones');
    const stepTwo = page.getByRole('region', { name: 'Insure Your Loved Ones' });
    await expect
      .poll(() => stepTwo.getByRole('link', { name: /Health Insurance/ }).getAttribute('href'))
      .toBe('/health-insurance');
    await stepTwo.getByRole('link', { name: /Life Insurance/ }).click();
    await page.waitForURL('**/term-insurance');
    await expect.poll(() => localValue(page, 'preQuoteDetails')).toBeNull();
  });

  it('things: step two offers Bike and Car; car opens the car journey', async () => {
    const page = await browser.newPage(viewport);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('preQuoteDetails', '{"name":"kept"}'));
    await page.getByRole('button', { name: /For Your Things/ }).click();
    await expect.poll(() => sessionValue(page, 'insuranceFor')).toBe('things');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Your Things');
    await expect.poll(() => page.getByText('Choose your coverage').isVisible()).toBe(true);
    const stepTwo = page.getByRole('region', { name: 'Insure Your Things' });
    await expect
      .poll(() => stepTwo.getByRole('link', { name: /Bike Insurance/ }).getAttribute('href'))
      .toBe('/bike-insurance');
    await stepTwo.getByRole('link', { name: /Car Insurance/ }).click();
    await page.waitForURL('**/car-insurance');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Find Your Car Insurance');
    // Bike and Car do not touch the health/term pre-quote details.
    await expect.poll(() => localValue(page, 'preQuoteDetails')).toBe('{"name":"kept"}');
  });
});

describe('home behaviour', () => {
  it('opens straight at step two when insuranceFor is stored, and Back returns to step one', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.setItem('insuranceFor', 'things'));
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Your Things');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Insurance made Simple, for You');
    await expect.poll(() => sessionValue(page, 'insuranceFor')).toBeNull();
  });

  it('tracks the session once, and the logo clears both storages and starts a new session', async () => {
    const page = await browser.newPage('desktop');
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/v1/utility/track-session')) calls.push(req.method());
    });
    await page.goto('/');
    const first = await waitForSessionId(page);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: /Insure Myself/ }).click();
    await page.reload();
    await expect.poll(() => sessionValue(page, 'session_id')).toBe(first);
    expect(calls).toEqual(['POST']);

    await page.evaluate(() => window.localStorage.setItem('selectedMember', '[]'));
    await page.getByRole('link', { name: 'Kavach home' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Insurance made Simple, for You');
    await expect.poll(() => sessionValue(page, 'insuranceFor')).toBeNull();
    await expect.poll(() => localValue(page, 'selectedMember')).toBeNull();
    const second = await waitForSessionId(page);
    expect(second).not.toBe(first);
  });

  it('Sign In opens a dialog that explains mobile sign-in and closes with Escape', async () => {
    const page = await browser.newPage('mobile');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.textContent()).toContain('one-time password');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('Sign In logs in with a mobile OTP; the header becomes the user menu with Dashboard and Sign out', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');
    await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('heading', { name: 'Please provide your details' }).waitFor();
    await signInWithOtp(page, 'Kavya Iyer', freshMobile());
    await dialog.waitFor({ state: 'hidden' });
    const menu = page.getByRole('button', { name: 'Kavya' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Your policies' }).waitFor();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => sessionValue(page, 'session_data')).toBeNull();
  });

  it('serves deep links through the history fallback and shows a page-not-found for unknown paths', async () => {
    const page = await browser.newPage('desktop');
    const res = await page.goto('/health-insurance/quote-list');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('No quotes to show yet');
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });

  it('has no serious accessibility violations on either home step', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /For Your Loved Ones/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Your Loved Ones');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
