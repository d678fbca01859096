import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShift, lookAt, recordLayoutShifts, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { openQuoteList } from './support/health.ts';

// Issue 17: sort, skeletons, a plan's own address with Back and reload, compare, multi-year prices.
const browser = useBrowser();

async function waitForCards(page: Page) {
  await page.getByText(/plans? found, sorted by/).waitFor();
  return page.getByRole('article');
}

const numbers = (texts: string[]) => texts.map((t) => Number(t.split('/')[0]?.replace(/\D/g, '')));
const factValues = (page: Page, label: string) =>
  page
    .getByRole('article')
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .locator('dd')
    .allTextContents();
const descending = (xs: number[]) => xs.length > 1 && xs.every((x, i) => i === 0 || (xs[i - 1] ?? 0) >= x);

describe('health quote list: sort and skeletons', () => {
  it('holds the list with skeleton cards while quotes arrive, then shows the cards in their place', async () => {
    const page = await browser.newPage('mobile');
    // Layout shift as Lighthouse counts it (issue 17 found 0.43 on this list).
    await recordLayoutShifts(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/health/async-quote/*', async (route) => {
      await held;
      await route.continue();
    });
    await openQuoteList(page);
    const skeletons = page.getByRole('status', { name: 'Fetching quotes' });
    await skeletons.waitFor();
    await page.getByText('Fetching quotes from insurers…').waitFor();
    release();
    const cards = await waitForCards(page);
    await expect.poll(() => cards.count()).toBe(22);
    await expect.poll(() => skeletons.count()).toBe(0);
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });

  it('sorts by cashless hospitals and by claims settled in the browser, and keeps the sort in the address', async () => {
    const page = await browser.newPage('desktop');
    const listId = await openQuoteList(page);
    const cards = await waitForCards(page);
    await expect.poll(() => cards.count()).toBe(22);
    await page.getByLabel('Sort by').selectOption({ label: 'Cashless hospitals (most first)' });
    await page.getByText('22 plans found, sorted by cashless hospitals, most first').waitFor();
    await expect.poll(async () => descending(numbers(await factValues(page, 'Cashless hospitals')))).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('network');
    // No new quotes were asked for: the same list, sorted here.
    expect(new URL(page.url()).searchParams.get('quote_id')).toBe(listId);
    await page.getByLabel('Sort by').selectOption({ label: 'Claims settled (highest first)' });
    await page.getByText('22 plans found, sorted by claims settled, highest first').waitFor();
    await expect
      .poll(async () => descending((await factValues(page, 'Claims settled')).map((v) => parseFloat(v))))
      .toBe(true);
  });

  it('shows a 2-year policy at its yearly equivalent, with the whole price small', async () => {
    const page = await browser.newPage('mobile');
    const firstId = await openQuoteList(page, { insurers: ['bajaj-allianz'] });
    await waitForCards(page);
    // On a phone the filters open under the "Filters & sort" bar.
    await page.getByRole('button', { name: 'Filters & sort' }).click();
    const sheet = page.getByRole('region', { name: 'Filters & sort' });
    await sheet.getByRole('button', { name: /Policy Period/ }).click();
    // A choice closes the filters at once (the radio is gone by then): a click, not a check.
    await sheet.getByRole('radio', { name: '2 Years' }).click();
    await page.waitForURL((url) => url.searchParams.get('quote_id') !== firstId);
    await expect.poll(() => sheet.count()).toBe(0);
    const cards = await waitForCards(page);
    await page.getByRole('complementary').getByText('2 Years').waitFor();
    await page.getByText('1 plan found', { exact: false }).waitFor();
    const text = await textWith(cards.first(), [/₹[\d,]+\/year/, /₹[\d,]+ for 2 years/]);
    const yearly = Number(/₹([\d,]+)\/year/.exec(text)?.[1]?.replace(/,/g, ''));
    const whole = Number(/₹([\d,]+) for 2 years/.exec(text)?.[1]?.replace(/,/g, ''));
    expect(Math.abs(yearly * 2 - whole)).toBeLessThanOrEqual(1);
  });
});

describe('health quote list on a phone', () => {
  it('keeps "Filters & sort" in view while the cards scroll; the insurer filter applies with Apply', async () => {
    const page = await browser.newPage('mobile');
    const firstId = await openQuoteList(page);
    const cards = await waitForCards(page);
    await expect.poll(() => cards.count()).toBe(22);
    await cards.nth(12).scrollIntoViewIfNeeded();
    const bar = page.getByRole('button', { name: 'Filters & sort' });
    await expect.poll(async () => (await bar.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(60);
    await expect.poll(async () => (await bar.boundingBox())?.y ?? 999).toBeLessThan(140);
    // Issue 48: one sort menu on a phone, the one under "Filters & sort".
    const sortMenus = page.getByRole('combobox', { name: 'Sort by' });
    await expect.poll(() => sortMenus.count()).toBe(0);
    await bar.click();
    const sheet = page.getByRole('region', { name: 'Filters & sort' });
    await expect.poll(() => sortMenus.count()).toBe(1);
    await sheet.getByRole('combobox', { name: 'Sort by' }).waitFor();
    await sheet.getByRole('button', { name: /Insurer/ }).click();
    await sheet.getByRole('checkbox', { name: 'Care Health' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('quote_id')).toBe(firstId);
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('quote_id') !== firstId);
    await expect.poll(() => waitForCards(page).then((c) => c.count())).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('health plan pages', () => {
  it('has its own address; Back returns to the list with its sort and scroll', async () => {
    const page = await browser.newPage('mobile');
    await openQuoteList(page);
    const cards = await waitForCards(page);
    await expect.poll(() => cards.count()).toBe(22);
    // On a phone the sort is under "Filters & sort" (issue 48: one menu).
    await page.getByRole('button', { name: 'Filters & sort' }).click();
    await page
      .getByRole('region', { name: 'Filters & sort' })
      .getByLabel('Sort by')
      .selectOption({ label: 'Cover (highest first)' });
    await page.getByText('sorted by cover, highest first', { exact: false }).waitFor();
    const eighth = cards.nth(7);
    const name = (await eighth.getByRole('heading').textContent()) ?? '';
    await eighth.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const before = await page.evaluate(() => window.scrollY);
    await eighth.getByRole('button', { name: /\/year/ }).click();
    await page.waitForURL('**/health-insurance/plan/*?quote_id=*');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/quote-list') && url.searchParams.get('sort') === 'cover');
    await waitForCards(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);
  });

  it('keeps the add-on choice through a reload, and Buy starts the one journey with it', async () => {
    const page = await browser.newPage('desktop');
    const listId = await openQuoteList(page, { insurers: ['bajaj-allianz'] });
    await page.goto(`/health-insurance/plan/health-guard?quote_id=${listId}`);
    await page.getByRole('heading', { level: 1, name: 'Health Guard' }).waitFor();
    const buy = page.getByRole('button', { name: /Buy now/ });
    const price = async () => numbers([(await buy.textContent()) ?? ''])[0] ?? 0;
    await expect.poll(price).toBeGreaterThan(0);
    const before = await price();
    await page.getByRole('button', { name: 'Add Unlimited Recharge' }).click();
    await page.getByRole('button', { name: 'Remove Unlimited Recharge' }).waitFor();
    await expect.poll(price).toBeGreaterThan(before);
    const withRecharge = await price();

    await page.reload();
    await page.getByRole('button', { name: 'Remove Unlimited Recharge' }).waitFor();
    await expect.poll(price).toBe(withRecharge);
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('journey_id'))).toBeNull();

    await buy.click();
    await page.waitForURL('**/health-insurance/proposal?journey_id=*');
    const journey = await page.evaluate(async () => {
      const id = new URL(window.location.href).searchParams.get('journey_id');
      const res = await fetch(`/v1/health/journey/aggregated-premium-details/${id}`, {
        headers: { 'x-session-id': window.sessionStorage.getItem('session_id') ?? '' },
      });
      const body = await res.json();
      return {
        total: body.premium_summary.total_premium as number,
        opted: body.plan_premium_breakups[0].addons
          .filter((a: { is_opted: string }) => a.is_opted === 'YES')
          .map((a: { addon_type: string }) => a.addon_type),
      };
    });
    expect(journey).toEqual({ total: withRecharge, opted: ['UNLIMITED_RECHARGE'] });
  });

  it('keeps the price and Buy at the bottom of a phone once the header’s are scrolled away (issue 48)', async () => {
    const page = await browser.newPage('mobile');
    const listId = await openQuoteList(page, { insurers: ['bajaj-allianz'] });
    await page.goto(`/health-insurance/plan/health-guard?quote_id=${listId}`);
    await page.getByRole('heading', { level: 1, name: 'Health Guard' }).waitFor();
    const header = page.getByRole('button', { name: /Buy now/ });
    const bar = page.getByTestId('sticky-buy-bar');
    await expect.poll(async () => numbers([(await header.textContent()) ?? ''])[0]).toBeGreaterThan(0);
    // At the top the header's Buy is in sight, and the bar is not there to cover the page.
    await expect.poll(() => bar.isVisible()).toBe(false);
    // Down among the add-ons, as a thumb would; at the page's foot the bar goes, not to cover the footer.
    await page.getByRole('button', { name: /^Add / }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => bar.isVisible()).toBe(true);
    await lookAt(page, 'plan-page-sticky-buy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => bar.isVisible()).toBe(true);
    const headerPrice = (await header.textContent())?.split(' — ')[0];
    await expect.poll(() => bar.textContent()).toContain(`${headerPrice}Health Guard`);
    // The bar's Buy is the header's: it starts the journey.
    await bar.getByText('Buy now').click();
    await page.waitForURL('**/health-insurance/proposal?journey_id=*');
  });

  it('says plainly when the plan is not in the list', async () => {
    const page = await browser.newPage('mobile');
    const listId = await openQuoteList(page, { insurers: ['bajaj-allianz'] });
    await page.goto(`/health-insurance/plan/no-such-plan?quote_id=${listId}`);
    await page.getByRole('heading', { level: 1, name: 'This plan is not in your quotes' }).waitFor();
  });
});

describe('health compare', () => {
  it('compares 3 ticked plans side by side at 390 px: sticky first column, exclusions, Buy on each', async () => {
    const page = await browser.newPage('mobile');
    const listId = await openQuoteList(page);
    const cards = await waitForCards(page);
    await expect.poll(() => cards.count()).toBe(22);
    const ticks = page.getByRole('checkbox', { name: /^Compare / });
    const names: string[] = [];
    for (const i of [0, 1, 2]) {
      names.push((await cards.nth(i).getByRole('heading').textContent()) ?? '');
      // Ticking writes the choice into the address; wait for the box to show it rather than check() at once.
      await ticks.nth(i).click();
      await expect.poll(() => ticks.nth(i).isChecked()).toBe(true);
    }
    // A fourth waits until one is unticked.
    await expect.poll(() => ticks.nth(3).isDisabled()).toBe(true);
    const bar = page.getByRole('region', { name: 'Compare plans' });
    await bar.getByText('3 of 3 plans ticked').waitFor();
    await bar.getByRole('link', { name: 'Compare' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/health-insurance/compare' &&
        url.searchParams.get('quote_id') === listId &&
        (url.searchParams.get('plans') ?? '').split(',').length === 3,
    );
    await page.getByRole('heading', { level: 1, name: 'Compare plans' }).waitFor();
    const table = page.getByRole('table');
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(names.map((n) => expect.stringContaining(n)));
    for (const row of [
      'Premium a year',
      'Premium a month',
      'Cover',
      'Room rent',
      'Co-payment',
      'Waiting period: pre-existing diseases',
      'Waiting period: maternity',
      'No claim bonus',
      'Restoration of cover',
      'Cashless hospitals',
      'Claims settled',
      'Key exclusions',
    ])
      await table.getByRole('rowheader', { name: row, exact: true }).waitFor();
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Key exclusions' }).getByRole('listitem').count())
      .toBeGreaterThan(2);
    await expect.poll(() => table.getByRole('button', { name: /^Buy / }).count()).toBe(3);
    // At 390 px the table scrolls sideways and the row names stay put.
    const region = page.getByRole('region', { name: 'Plans compared' });
    await expect.poll(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const rowHeader = table.getByRole('rowheader', { name: 'Cover', exact: true });
    const x = async () => (await rowHeader.boundingBox())?.x ?? -1;
    const left = await x();
    await region.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect.poll(x).toBe(left);
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('button', { name: `Buy ${names[1]}` }).click();
    await page.waitForURL('**/health-insurance/proposal?journey_id=*');
  });
});
