import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openQuoteList } from './support/health.ts';

// Issue 17: after each move to another page, focus is on that page's heading, so keyboard and screen-reader users
// start at the top of the new page; not on the first load, and not when only the address's search params change.
// Issue 48: and each page's title is its own.
const browser = useBrowser();

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

describe('focus on route change', () => {
  it('moves to the new page’s h1 after a link, and not on the first load', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Insurance made Simple, for You' }).waitFor();
    // First load: nothing is focused for the visitor.
    await expect.poll(() => focusedTag(page)).toBe('BODY');
    await expect.poll(() => page.title()).toBe('Kavach — Insurance made Simple');

    await page.getByRole('button', { name: /Insure Myself/ }).click();
    await page
      .getByRole('region', { name: 'Insure Yourself' })
      .getByRole('link', { name: /Health Insurance/ })
      .press('Enter');
    await page.waitForURL('**/health-insurance');
    const heading = page.getByRole('heading', { level: 1, name: 'Insure Yourself' });
    await heading.waitFor();
    await expect.poll(() => isFocused(heading)).toBe(true);
    await expect.poll(() => heading.getAttribute('tabindex')).toBe('-1');
    // Issue 48: each page its own title, its heading's words.
    await expect.poll(() => page.title()).toBe('Insure Yourself — Kavach');
  });

  it('stays on the sort control when only the sort changes, and moves to the plan’s and the list’s h1', async () => {
    const page = await browser.newPage('desktop');
    await openQuoteList(page);
    await page.getByText(/plans? found, sorted by/).waitFor();
    const sort = page.getByLabel('Sort by');
    // A keyboard user on the control (selectOption alone does not focus it).
    await sort.focus();
    await sort.selectOption({ label: 'Cover (highest first)' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'cover');
    await page.getByText('sorted by cover, highest first', { exact: false }).waitFor();
    await expect.poll(() => isFocused(sort)).toBe(true);

    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: /\/year/ }).click();
    await page.waitForURL('**/health-insurance/plan/*?quote_id=*');
    const planHeading = page.getByRole('heading', { level: 1, name });
    await planHeading.waitFor();
    await expect.poll(() => isFocused(planHeading)).toBe(true);
    await expect.poll(() => page.title()).toBe(`${name.trim()} — Kavach`);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/quote-list'));
    const listHeading = page.getByRole('heading', { level: 1, name: 'Health insurance plans for you', exact: true });
    await listHeading.waitFor();
    await expect.poll(() => isFocused(listHeading)).toBe(true);
    await expect.poll(() => page.title()).toBe('Health insurance plans for you — Kavach');
  });
});
