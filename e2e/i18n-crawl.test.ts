import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { openQuoteList } from './support/health.ts';
import { freshMobile } from './support/proposal.ts';
import { signInToConsole } from './support/ops-console.ts';
import { expectOk, paidAndHeld, payOnCardPage, readyToPayJourney, TEST_CARDS } from './support/purchase.ts';
import { openTermQuoteList, referredTermProposal } from './support/term.ts';
import { untranslatedWords, usePseudoLocale } from './support/untranslated.ts';

// Issue 49: every buyer page walked once in the pseudo-locale (docs/i18n.md), not the whole browser suite again.
// Each page is read once it shows its heading; what no catalogue marked and no API answer carried is a text that
// bypassed translation.
const browser = useBrowser();

/** A text as the pseudo-locale shows it. */
const marked = (english: string) => `⟦${english}⟧`;
const POLICY_NUMBER = /[A-Z-]+-M-\d{4}-[0-9A-Z]{8}/;

async function crawl(page: Page, dataWords: Set<string>, path: string, heading: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain(marked(heading));
  await expect.poll(() => untranslatedWords(page, dataWords), { message: path }).toEqual([]);
}

describe('the pseudo-locale crawl of the buyer pages', () => {
  it('finds nothing untranslated on the entry pages of every vertical', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = await usePseudoLocale(page);
    await crawl(page, dataWords, '/', 'Insurance made Simple, for You');
    await crawl(page, dataWords, '/health-insurance', 'Insure Yourself');
    await crawl(page, dataWords, '/term-insurance', 'Term Life Insurance');
    await crawl(page, dataWords, '/bike-insurance', 'Find Your Two-Wheeler Insurance');
    await crawl(page, dataWords, '/car-insurance', 'Find Your Car Insurance');
    await crawl(page, dataWords, '/no-such-page', 'Page not found');
  });

  it('finds nothing untranslated on the health quote list, compare and a plan’s page', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = await usePseudoLocale(page);
    const quoteId = await openQuoteList(page);
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'quote list' }).toEqual([]);
    // Two plans compared, then back to the list.
    const ticks = page.getByRole('checkbox', { name: /^⟦Compare / });
    for (const i of [0, 1]) {
      await ticks.nth(i).click();
      await expect.poll(() => ticks.nth(i).isChecked()).toBe(true);
    }
    await page
      .getByRole('region', { name: marked('Compare plans') })
      .getByRole('link', { name: marked('Compare') })
      .click();
    await page.getByRole('heading', { level: 1, name: marked('Compare plans') }).waitFor();
    await page.getByRole('table').waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'compare' }).toEqual([]);
    await page.goBack();
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /\/year/ })
      .click();
    await page.waitForURL(`**/health-insurance/plan/*?quote_id=${quoteId}`);
    await page.getByRole('button', { name: /Buy now/ }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'plan page' }).toEqual([]);
  });

  it('finds nothing untranslated on the proposal, the review, a declined payment and the dashboard', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = await usePseudoLocale(page);
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
    // A card the bank declines: the failed payment's page, and the purchase still there to resume.
    await page.getByRole('button', { name: /^⟦Pay ₹[\d,]+⟧$/ }).click();
    await payOnCardPage(page, TEST_CARDS.declined);
    await page.getByRole('heading', { name: marked('Payment Failed') }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'payment failed' }).toEqual([]);
    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /Resume/ })
      .or(page.getByRole('button', { name: /Resume/ }))
      .first()
      .waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'dashboard' }).toEqual([]);
  });

  for (const vehicle of [
    {
      entry: '/bike-insurance',
      heading: 'Find Your Two-Wheeler Insurance',
      number: 'MH12AB1234',
      variant: 'honda-activa-6g-standard',
    },
    {
      entry: '/car-insurance',
      heading: 'Find Your Car Insurance',
      number: 'MH12CD5678',
      variant: 'maruti-suzuki-swift-vxi',
    },
  ])
    it(`finds nothing untranslated on ${vehicle.entry}'s details and quote list`, async () => {
      const page = await browser.newPage('mobile');
      const { dataWords } = await usePseudoLocale(page);
      // The entry page as a buyer finds it, its session made, before the number is typed.
      await crawl(page, dataWords, vehicle.entry, vehicle.heading);
      await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
      const field = (label: string) => page.getByLabel(marked(label), { exact: true });
      await field('Registration number').fill(vehicle.number);
      await page.getByRole('button', { name: marked('Fetch Details') }).click();
      await expect.poll(() => field('Variant').inputValue()).toBe(vehicle.variant);
      await page
        .getByRole('group', { name: marked('Claim in the last year?') })
        .getByRole('radio', { name: marked('No'), exact: true })
        .check();
      await expect.poll(() => untranslatedWords(page, dataWords), { message: 'details' }).toEqual([]);
      await page.getByRole('button', { name: marked('Proceed to Quotes') }).click();
      await page.waitForURL(`**${vehicle.entry}/quote-list`);
      await page.locator('article[data-insurer]').first().waitFor();
      await expect.poll(() => untranslatedWords(page, dataWords), { message: 'quote list' }).toEqual([]);
    });

  it('finds nothing untranslated on a term proposal and its review', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = await usePseudoLocale(page);
    const journeyId = await referredTermProposal(page);
    // Every step saved: the proposal opens at the review, and each step by its address (the documents, with staff,
    // show on the review).
    for (const [step, title] of [
      ['LIFE_ASSURED', 'Life assured details'],
      ['NOMINEES', 'Nominee details'],
      ['CONTACT', 'Contact details'],
      ['LIFESTYLE', 'Lifestyle and medical declaration'],
    ] as const) {
      await page.goto(`/term-insurance/proposal?journey_id=${journeyId}&step=${step}`);
      await page.getByRole('heading', { name: marked(title) }).waitFor();
      await expect.poll(() => untranslatedWords(page, dataWords), { message: `term ${step}` }).toEqual([]);
    }
    await page.goto(`/term-insurance/review?journey_id=${journeyId}`);
    await page.getByRole('heading', { level: 1, name: marked('Review your term life proposal') }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'term review' }).toEqual([]);
  });

  it('finds nothing untranslated where a paid buyer uploads documents staff did not accept', async () => {
    const page = await browser.newPage('mobile');
    const journeyId = await paidAndHeld(page);
    const { dataWords } = await usePseudoLocale(page);
    // The buyer's name, which the page kept from the sign-in before this crawl began.
    for (const word of ['Rahul', 'Kulkarni']) dataWords.add(word);
    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await staff.goto(`/ops/kyc/${journeyId}`);
    await staff.getByRole('button', { name: 'Reject…' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject this KYC' });
    await dialog.getByRole('radio', { name: 'Aadhaar number not masked' }).check();
    await dialog.getByRole('button', { name: 'Reject KYC' }).click();
    await staff.getByRole('status').filter({ hasText: 'Rejected.' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^⟦Upload documents for/ }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'dashboard, held' }).toEqual([]);
    await page.goto(`/dashboard/documents/${journeyId}`);
    await page.getByRole('heading', { name: marked('Upload your KYC documents again') }).waitFor();
    await expect.poll(() => untranslatedWords(page, dataWords), { message: 'held documents' }).toEqual([]);
  });

  it('finds nothing untranslated on the term quote list and a plan’s page', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = await usePseudoLocale(page);
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

  it('finds nothing untranslated through a scooter’s proposal, payment, the dashboard and its policy’s dialogs', async () => {
    const page = await browser.newPage('mobile');
    const { dataWords } = await usePseudoLocale(page);
    await crawl(page, dataWords, '/bike-insurance', 'Find Your Two-Wheeler Insurance');
    await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
    const field = (label: string) => page.getByLabel(marked(label), { exact: true });
    const read = (where: string) =>
      expect.poll(() => untranslatedWords(page, dataWords), { message: where }).toEqual([]);
    const save = page.getByRole('button', { name: marked('Save and continue') });
    await field('Registration number').fill('MH12AB1234');
    await page.getByRole('button', { name: marked('Fetch Details') }).click();
    await expect.poll(() => field('Variant').inputValue()).toBe('honda-activa-6g-standard');
    // A number of this test's own: a vehicle is insured once.
    await field('Registration number').fill('MH12XA7171');
    await page
      .getByRole('group', { name: marked('Claim in the last year?') })
      .getByRole('radio', { name: marked('No'), exact: true })
      .check();
    await page.getByRole('button', { name: marked('Proceed to Quotes') }).click();
    await page
      .locator('article[data-insurer]')
      .first()
      .getByRole('button', { name: marked('Buy Now') })
      .click();
    await page.waitForURL(/\/bike-insurance\/proposal\?journey_id=/);
    await page.getByLabel(marked('Mobile number')).waitFor();
    await read('sign-in');
    await field('Full name').fill('Rahul Kulkarni');
    const mobile = freshMobile();
    await field('Mobile number').fill(mobile);
    await page.getByRole('button', { name: marked('Continue') }).click();
    await page.getByLabel(/⟦Digit 1 of 6⟧/).waitFor();
    const code = await page.evaluate(async (to) => {
      const { messages } = (await (await fetch(`/v1/dev/outbox?to=${to}`)).json()) as { messages: { text: string }[] };
      return /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
    }, mobile);
    await page.getByLabel(/⟦Digit 1 of 6⟧/).focus();
    await page.keyboard.type(code);

    await field('Date of birth').waitFor();
    await read('owner');
    await field('Full name').fill('Rahul Kulkarni');
    await field('Date of birth').fill('15/08/1990');
    await page.getByRole('radio', { name: marked('Male'), exact: true }).check();
    for (const [label, value] of [
      ['PAN', 'ABCDK1234F'],
      ['Mobile number', '9876543210'],
      ['Email', 'rahul.sharma@example.com'],
      ['Address', '12 MG Road, Shivajinagar'],
      ['City', 'Pune'],
      ['State', 'Maharashtra'],
      ['Pincode', '411005'],
    ] as const)
      await field(label).fill(value);
    await save.click();
    await field('Engine number').waitFor();
    await read('vehicle');
    await field('Engine number').fill('JF50E7171717');
    await field('Chassis number').fill('ME4JF50A0K7171717');
    await field('Previous policy number').fill('ACKO/2W/717171');
    await field('Previous insurer').fill('Acko General Insurance');
    await save.click();
    await field('Nominee’s full name').waitFor();
    await read('nominee');
    await field('Nominee’s full name').fill('Neha Sharma');
    await field('Relation').selectOption('SPOUSE');
    await field('Nominee’s age').fill('32');
    await save.click();
    await page.getByRole('button', { name: marked('Confirm and pay') }).waitFor({ timeout: 20_000 });
    await read('motor review');
    await page.getByRole('button', { name: marked('Confirm and pay') }).click();
    await payOnCardPage(page, TEST_CARDS.success);
    await page.getByRole('heading', { name: marked('Payment Successful!') }).waitFor({ timeout: 20_000 });
    await read('payment success');
    const issued = await textWith(page.getByRole('region', { name: marked('Payment Successful!') }), [POLICY_NUMBER]);
    const policyNumber = POLICY_NUMBER.exec(issued)?.[0] ?? '';
    await page.goto('/dashboard');
    // Its button is named with the policy's number.
    await page
      .getByRole('button', { name: /^⟦Download Policy/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await read('dashboard with a policy');
    // On cover for some weeks (the demo's backdating: a renewed vehicle's cover starts when its old one ends), so a
    // claim can be made: what a buyer can do with the policy, each in a dialog of its own.
    await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/backdate`, { days: 60 });
    await page.reload();
    for (const trigger of [
      /^⟦Make a claim on/,
      /^⟦Change details of policy/,
      /^⟦Cancel policy/,
      /^⟦Raise a complaint/,
    ]) {
      await page.getByRole('button', { name: trigger }).first().click();
      await page.getByRole('dialog').waitFor();
      await read(`dialog of ${trigger.source}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });
});
