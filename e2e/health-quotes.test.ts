import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openQuoteList } from './support/health.ts';

const browser = useBrowser();
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);

async function waitForCards(page: Page) {
  await page.getByText(/plans found, sorted by value score/).waitFor();
  return page.getByRole('article');
}

describe('health quote list', () => {
  it('shows the summary, hero and plain cards with the display constants and ₹ amounts', async () => {
    const page = await browser.newPage('desktop');
    await openQuoteList(page);
    const cards = await waitForCards(page);
    expect(await cards.count()).toBe(22);
    await expect(page.getByRole('heading', { name: 'Insure Myself' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('complementary').textContent()).resolves.toContain('Rahul Kulkarni');
    await expect(page.getByText('Premiums here come from a sample catalogue and are illustrative').isVisible()).resolves.toBe(true);
    const hero = cards.first();
    // The free benefits come from plan information, fetched beside the quotes.
    await hero.getByText('Free benefits').waitFor();
    const heroText = (await hero.textContent()) ?? '';
    for (const constant of ['No claim Bonus', '5 Lakh', '9,600+ Cashless Hospitals', 'No Limit On Room Rent', '99% Claim Settled', 'Free benefits', 'Cover 10 Lakh']) {
      expect(heroText).toContain(constant);
    }
    expect(heroText).toMatch(/₹\d{1,2},\d{3}\/year/);
    expect(heroText).toMatch(/₹[\d,]+\/month/);
    expect(await hero.getByRole('listitem').filter({ hasText: '✓' }).count()).toBe(6);
    expect(await cards.nth(1).textContent()).not.toContain('Free benefits');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('rebuilds the pre-quote details from the quotation request when they are missing', async () => {
    const page = await browser.newPage('mobile');
    await openQuoteList(page, null, false);
    await waitForCards(page);
    await page.getByRole('complementary').getByText('411001, Pune').waitFor();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('preQuoteDetails') ?? 'null'));
    expect(stored).toMatchObject({ name: 'Rahul Kulkarni', pincode: '411001', pincode_details: { district: 'Pune' }, coverage: 1000000 });
  });

  it('re-quotes on a filter change and shows only the chosen insurer', async () => {
    const page = await browser.newPage('desktop');
    const firstId = await openQuoteList(page);
    await waitForCards(page);
    await page.getByRole('button', { name: /^Cover/ }).click();
    const box = await page.locator('[id$="-popup"]').boundingBox();
    expect(box?.width).toBe(425);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Insurer/ }).click();
    await page.getByRole('checkbox', { name: 'Care Health' }).check();
    await page.waitForURL((url) => url.searchParams.get('quote_id') !== firstId);
    const cards = await waitForCards(page);
    expect(await cards.count()).toBe(2);
    for (const text of await cards.allTextContents()) expect(text).toContain('Care Health');
    expect(await page.evaluate(() => window.localStorage.getItem('filterInsurers'))).toBe('["care-health"]');
  });
});

describe('health plan detail and add-ons', () => {
  async function openBajajPlan(page: Page) {
    await openQuoteList(page, { insurers: ['bajaj-allianz'] });
    const cards = await waitForCards(page);
    await cards.first().getByRole('button', { name: /\/year/ }).click();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('tab', { name: 'Must Haves' }).waitFor();
    await page.getByRole('heading', { name: 'Recommended add-ons' }).waitFor();
  }
  const buyButton = (page: Page) => page.getByRole('button', { name: /Buy now/ });
  // "₹12,345/year — Buy now" → 12345
  const price = async (page: Page) => Number(((await buyButton(page).textContent()) ?? '').split('/')[0]?.replace(/\D/g, ''));

  it('opens a plan: journey started, five tabs, covered, not covered and claim journey', async () => {
    const page = await browser.newPage('desktop');
    await openBajajPlan(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('journey_id'))).toMatch(/^[0-9a-f-]{36}$/);
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Must Haves', "What's Covered", "What's Not Covered", 'Hospital', 'Claim Journey']);
    await page.getByRole('tab', { name: "What's Covered" }).click();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toMatch(/✓/);
    await page.getByRole('tab', { name: "What's Not Covered" }).click();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toMatch(/✕/);
    await page.getByRole('tab', { name: 'Claim Journey' }).click();
    await expect(page.getByRole('tabpanel').getByText('What you should know').first().isVisible()).resolves.toBe(true);
    const second = page.getByRole('tabpanel').getByRole('button').nth(1);
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await waitForCards(page);
  });

  it('ANY: adds and removes one add-on with a premium refresh; an option is required first', async () => {
    const page = await browser.newPage('desktop');
    await openBajajPlan(page);
    const before = await price(page);
    await page.getByRole('button', { name: 'Add Unlimited Recharge' }).click();
    await page.getByRole('button', { name: 'Remove Unlimited Recharge' }).waitFor();
    const after = await price(page);
    expect(after).toBeGreaterThan(before);
    await expect(page.getByText(/Premium changed from the quote: Add-ons you changed \+₹/).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Remove Unlimited Recharge' }).click();
    await page.getByRole('button', { name: 'Add Unlimited Recharge' }).waitFor();
    expect(await price(page)).toBe(before);

    await page.getByRole('button', { name: 'Add Aggregate Deductible' }).click();
    await page.getByRole('alertdialog').getByText('Please select an option for this add-on before adding it to your plan.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Deductible amount', { exact: false }).first().selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add Aggregate Deductible' }).click();
    await page.getByRole('button', { name: 'Remove Aggregate Deductible' }).waitFor();
    expect(await price(page)).toBeLessThan(before);
  });

  it('EITHER: adding the second room option removes the first; ALL: the maternity pair goes together', async () => {
    const page = await browser.newPage('mobile');
    await openBajajPlan(page);
    await page.getByRole('button', { name: 'Add Single Private Room' }).click();
    await page.getByRole('button', { name: 'Remove Single Private Room' }).waitFor();
    await page.getByRole('button', { name: 'Add Any Room Category' }).click();
    await page.getByRole('button', { name: 'Remove Any Room Category' }).waitFor();
    await page.getByRole('button', { name: 'Add Single Private Room' }).waitFor();

    const maternity = page.getByRole('region', { name: 'Maternity (added together)' });
    await maternity.getByRole('button', { name: 'Add All' }).click();
    await maternity.getByRole('button', { name: 'Remove All' }).waitFor();
    expect(await maternity.getByText('Added', { exact: true }).count()).toBe(2);
    const saved = await page.evaluate(async () => {
      const id = window.sessionStorage.getItem('journey_id');
      const res = await fetch(`/v1/health/journey/aggregated-premium-details/${id}`, { headers: { 'x-session-id': window.sessionStorage.getItem('session_id') ?? '' } });
      return (await res.json()).plan_premium_breakups[0].addons.filter((a: { is_opted: string }) => a.is_opted === 'YES').map((a: { addon_type: string }) => a.addon_type).sort();
    });
    expect(saved).toEqual(['ANY_ROOM_CATEGORY', 'MATERNITY_BENEFIT', 'NEWBORN_COVER']);
  });

  it('searches hospitals by name, case-insensitively, and falls back to the list when map tiles cannot load', async () => {
    const page = await browser.newPage('desktop');
    await openBajajPlan(page);
    await page.getByRole('tab', { name: 'Hospital' }).click();
    const list = page.getByRole('list', { name: 'Network hospitals' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(12);
    await page.getByLabel('Search hospitals').fill('apollo');
    expect(await list.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Apollo Hospitals Greams Road'), expect.stringContaining('Apollo Multispeciality Hospitals')]);
    await page.getByLabel('Search hospitals').fill('RUBY hall');
    expect(await list.getByRole('listitem').count()).toBe(1);
    // This machine has no outside network: the tile server is unreachable, so the map gives way to the list.
    await page.getByText('The map could not be loaded, so hospitals are shown as a list.').waitFor({ timeout: 20_000 });
  });
});
