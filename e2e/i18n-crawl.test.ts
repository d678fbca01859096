import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openQuoteList } from './support/health.ts';
import { readyToPayJourney } from './support/purchase.ts';
import { openTermQuoteList } from './support/term.ts';
import { untranslatedWords, usePseudoLocale } from './support/untranslated.ts';

// Issue 49: every buyer page walked once in the pseudo-locale (docs/i18n.md), not the whole browser suite again.
// Each page is read once it shows its heading; what no catalogue marked and no API answer carried is a text that
// bypassed translation.
const browser = useBrowser();

/** A text as the pseudo-locale shows it. */
const marked = (english: string) => `⟦${english}⟧`;

async function crawl(page: Page, dataWords: Set<string>, path: string, heading: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain(marked(heading));
  await expect.poll(() => untranslatedWords(page, dataWords), { message: path }).toEqual([]);
}

describe('the pseudo-locale crawl of the buyer pages', () => {
  it('finds nothing untranslated on the entry pages of every vertical', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = usePseudoLocale(page);
    await crawl(page, dataWords, '/', 'Insurance made Simple, for You');
    await crawl(page, dataWords, '/health-insurance', 'Insure Yourself');
    await crawl(page, dataWords, '/term-insurance', 'Term Life Insurance');
    await crawl(page, dataWords, '/bike-insurance', 'Find Your Two-Wheeler Insurance');
    await crawl(page, dataWords, '/car-insurance', 'Find Your Car Insurance');
    await crawl(page, dataWords, '/no-such-page', 'Page not found');
  });

  it('finds nothing untranslated on the health quote list and a plan’s page', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = usePseudoLocale(page);
    const quoteId = await openQuoteList(page);
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'quote list' }).toEqual([]);
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /\/year/ })
      .click();
    await page.waitForURL(`**/health-insurance/plan/*?quote_id=${quoteId}`);
    await page.getByRole('button', { name: /Buy now/ }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'plan page' }).toEqual([]);
  });

  it('finds nothing untranslated on the proposal, the review and the dashboard', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = usePseudoLocale(page);
    const journey = await readyToPayJourney(page);
    await page.goto(`/health-insurance/proposal?journey_id=${journey.journeyId}`);
    await page
      .getByRole('button', { name: marked('Continue') })
      .first()
      .waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'proposal' }).toEqual([]);
    await page.goto('/health/review-submit');
    await page.getByRole('button', { name: /^⟦Pay ₹[\d,]+⟧$/ }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'review' }).toEqual([]);
    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /Resume/ })
      .or(page.getByRole('button', { name: /Resume/ }))
      .first()
      .waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'dashboard' }).toEqual([]);
  });

  it('finds nothing untranslated on a bike’s quote list', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = usePseudoLocale(page);
    // The entry page as a buyer finds it, its session made, before the number is typed.
    await crawl(page, dataWords, '/bike-insurance', 'Find Your Two-Wheeler Insurance');
    await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
    const field = (label: string) => page.getByLabel(marked(label), { exact: true });
    await field('Registration number').fill('MH12AB1234');
    await page.getByRole('button', { name: marked('Fetch Details') }).click();
    await expect.poll(() => field('Variant').inputValue()).toBe('honda-activa-6g-standard');
    await page
      .getByRole('group', { name: marked('Claim in the last year?') })
      .getByRole('radio', { name: marked('No'), exact: true })
      .check();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'bike details' }).toEqual([]);
    await page.getByRole('button', { name: marked('Proceed to Quotes') }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await page.locator('article[data-insurer]').first().waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'bike list' }).toEqual([]);
  });

  it('finds nothing untranslated on the term quote list and a plan’s page', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = usePseudoLocale(page);
    await openTermQuoteList(page);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'term list' }).toEqual([]);
    await cards
      .first()
      .getByRole('button', { name: /\/year/ })
      .click();
    await page.waitForURL('**/term-insurance/plan/*?quote_id=*');
    await page.getByRole('button', { name: marked('Go Back') }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'term plan' }).toEqual([]);
  });
});
