import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  everyTextContains,
  layoutShift,
  lookAt,
  recordLayoutShifts,
  seriousViolations,
  textWith,
} from './support/assert.ts';
import { useBrowser, type ViewportName } from './support/browser.ts';
import {
  answerClaimLastYear,
  firstInsurer,
  quoteCard,
  quoteCards,
  recordMotorQuoteRequests,
  totalPremium,
} from './support/motor.ts';

// Issue 18 (docs/product/review-payment-term-bike.md §2.12's bike pages, now quoted by the server): the sandbox
// registry's MH12AB1234 is a 2-year-old Honda Activa 6G (109.5 cc: ₹714 of third party a year) whose policy ends in 5
// days.
const browser = useBrowser();

const NOT_FOUND = 'Registration not found. Please enter details manually.';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const heading1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const plansHeading = (page: Page) => page.locator('#motor-plans-heading').textContent();

async function openBikePage(viewport: ViewportName) {
  const page = await browser.newPage(viewport);
  await page.goto('/bike-insurance');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  await expect.poll(() => heading1(page)).toBe('Find Your Two-Wheeler Insurance');
  return page;
}

/** Looks MH12AB1234 up and waits until the registry's answer has filled the form. */
async function fetchActiva(page: Page) {
  await field(page, 'Registration number').fill('MH12AB1234');
  await page.getByRole('button', { name: 'Fetch Details' }).click();
  await expect.poll(() => field(page, 'Variant').inputValue()).toBe('honda-activa-6g-standard');
  await answerClaimLastYear(page, 'No');
}

describe.each<ViewportName>(['mobile', 'desktop'])('bike insurance at %s width', (viewport) => {
  it('finds MH12AB1234 in the registry and lists 8 insurers’ server quotes with ₹714 of third party and the 5-day banner', async () => {
    const page = await openBikePage(viewport);
    await expect
      .poll(() => page.getByRole('button', { name: 'Existing Bike' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    const requests = recordMotorQuoteRequests(page);
    await fetchActiva(page);
    await expect.poll(() => field(page, 'Make').inputValue()).toBe('Honda');
    await expect.poll(() => field(page, 'Model').inputValue()).toBe('Activa 6G');
    await expect.poll(() => field(page, 'RTO').inputValue()).toBe('MH-12');
    await expect.poll(() => field(page, 'Registration date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => field(page, 'Policy expiry date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await field(page, 'Claim-free years').selectOption('2');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await expect.poll(() => plansHeading(page)).toBe('8 Comprehensive plans found');
    await expect.poll(() => quoteCards(page).count()).toBe(8);
    await everyTextContains(quoteCards(page), 'Third party (1 year)₹714');
    await everyTextContains(quoteCards(page), 'No-claim bonus (25%)');
    await everyTextContains(quoteCards(page), 'GST (18%)');
    await lookAt(page, 'bike-quote-list');
    await textWith(page.getByText(/^Hurry up!/), ['Hurry up! Your policy is getting expired in 5 days.']);
    await textWith(page.locator('main'), ['Rates are illustrative', 'Honda Activa 6G']);
    expect(requests[0]).toMatchObject({
      vehicle_id: 'honda-activa-6g-standard',
      rto_code: 'MH-12',
      policy_type: 'COMPREHENSIVE',
      previous_policy: { claim_last_year: 'NO', claim_free_years: 2 },
    });
    expect(await seriousViolations(page)).toEqual([]);

    // Third party alone: the same ₹714, no IDV to choose.
    await page.getByRole('tab', { name: 'Third party' }).click();
    await expect.poll(() => plansHeading(page)).toBe('8 Third party plans found');
    await expect.poll(() => requests.at(-1)?.policy_type).toBe('THIRD_PARTY');
    await expect.poll(() => page.getByLabel('Insured declared value (IDV)').count()).toBe(0);
    await everyTextContains(quoteCards(page), 'Third party (1 year)₹714');
  });

  it('a scooter whose running third party the registry records is quoted own damage alone, not sold it twice', async () => {
    const page = await openBikePage(viewport);
    const requests = recordMotorQuoteRequests(page);
    await field(page, 'Registration number').fill('MH14TP2468');
    await page.getByRole('button', { name: 'Fetch Details' }).click();
    const thirdParty = field(page, 'Third party valid until');
    await expect.poll(() => thirdParty.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const until = await thirdParty.inputValue();
    // The registry's fact, shown and not editable.
    await expect.poll(() => thirdParty.getAttribute('readonly')).not.toBeNull();
    await answerClaimLastYear(page, 'No');
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Own damage']);
    await expect.poll(() => quoteCards(page).filter({ hasText: 'Third party (' }).count()).toBe(0);
    expect(requests.at(-1)).toMatchObject({ previous_policy: { third_party_valid_until: until } });
  });

  it('a scooter bought new, its 5 years of third party running on, is quoted own damage alone', async () => {
    const page = await openBikePage(viewport);
    const requests = recordMotorQuoteRequests(page);
    await fetchActiva(page);
    // Two years on: within the five years of third party a scooter registered 26 months ago was sold with.
    const until = new Date(Date.now() + 730 * 86_400_000).toISOString().slice(0, 10);
    await field(page, 'Third party valid until').fill(until);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await expect.poll(() => plansHeading(page)).toMatch(/^\d+ Own damage plans? found$/);
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Own damage']);
    // No second third-party cover is sold beside the one in force.
    await expect.poll(() => quoteCards(page).filter({ hasText: 'Own damage' }).count()).toBeGreaterThan(0);
    await expect.poll(() => quoteCards(page).filter({ hasText: 'Third party (' }).count()).toBe(0);
    await textWith(page.getByRole('region', { name: 'Insurance Promise' }), [
      'No second third-party cover: yours stays in force',
    ]);
    expect(requests.at(-1)).toMatchObject({
      policy_type: 'OWN_DAMAGE',
      previous_policy: { third_party_valid_until: until },
    });
  });

  it('moving the IDV, adding zero depreciation and a voluntary deductible re-quote on the server and change the premiums', async () => {
    const page = await openBikePage(viewport);
    const requests = recordMotorQuoteRequests(page);
    await fetchActiva(page);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    const insurer = await firstInsurer(page);
    const before = await totalPremium(page, insurer);
    expect(before).toBeGreaterThan(714);
    const idvBefore = await textWith(quoteCard(page, insurer).locator('dl').first(), ['IDV']);

    // The slider to its highest IDV, by keyboard as a visitor would: one request once it rests.
    const sent = requests.length;
    const slider = page.getByLabel('Insured declared value (IDV)');
    await slider.focus();
    await slider.press('End');
    await expect.poll(() => requests.length).toBe(sent + 1);
    const idvAsked = requests.at(-1)?.idv;
    expect(idvAsked).toBe(Number(await slider.getAttribute('max')));
    await expect.poll(() => totalPremium(page, insurer)).toBeGreaterThan(before);
    await expect.poll(() => quoteCard(page, insurer).locator('dl').first().textContent()).not.toBe(idvBefore);
    const atHighIdv = await totalPremium(page, insurer);

    await page.getByRole('button', { name: 'Zero depreciation', exact: true }).click();
    await expect.poll(() => requests.at(-1)?.addons).toEqual(['ZERO_DEPRECIATION']);
    expect(requests.at(-1)?.idv).toBe(idvAsked);
    await expect.poll(() => totalPremium(page, insurer)).toBeGreaterThan(atHighIdv);
    await textWith(quoteCard(page, insurer), ['Zero depreciation']);
    const withZeroDep = await totalPremium(page, insurer);

    // A voluntary deductible of ₹1,000 is a discount on own damage, asked of the server too.
    await page.getByLabel('Voluntary deductible').selectOption('1000');
    await expect.poll(() => requests.at(-1)?.voluntary_deductible).toBe(1000);
    await expect.poll(() => totalPremium(page, insurer)).toBeLessThan(withZeroDep);
    await textWith(quoteCard(page, insurer), ['Voluntary deductible discount']);
    expect(await seriousViolations(page)).toEqual([]);

    // Edit Details comes back to the filled form.
    await page.getByRole('link', { name: 'Edit Details' }).click();
    await page.waitForURL('**/bike-insurance');
    await expect.poll(() => field(page, 'Variant').inputValue()).toBe('honda-activa-6g-standard');
    await expect.poll(() => field(page, 'Registration number').inputValue()).toBe('MH12AB1234');
  });

  it('ticks two insurers to compare their quotes for the choices made, side by side, and back', async () => {
    const page = await openBikePage(viewport);
    await fetchActiva(page);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    const insurers = (await cards.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2);
    for (const name of insurers) {
      const tick = page.getByRole('checkbox', { name: `Compare ${name}` });
      await tick.click();
      await expect.poll(() => tick.isChecked()).toBe(true);
    }
    await page.getByRole('region', { name: 'Compare plans' }).getByRole('button', { name: 'Compare' }).click();
    await page.getByRole('heading', { name: '2 plans compared' }).waitFor();
    const table = page.getByRole('table', { name: 'Plans compared side by side' });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(insurers.map((n) => expect.stringContaining(n)));
    for (const row of ['Premium (incl. GST)', 'IDV', 'No claim bonus', 'Third party', 'Add-ons chosen'])
      await table.getByRole('rowheader', { name: row, exact: true }).waitFor();
    for (const name of insurers) await table.getByRole('button', { name: `Buy Now ${name}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'bike-compare');
    await page.getByRole('button', { name: 'Back to all plans' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    await expect.poll(() => page.getByRole('checkbox', { name: `Compare ${insurers[1]}` }).isChecked()).toBe(true);
  });

  it('a registration the registry does not know gives the message and the manual form', async () => {
    const page = await openBikePage(viewport);
    await field(page, 'Registration number').fill('mh01zz9999');
    await expect.poll(() => field(page, 'Registration number').inputValue()).toBe('MH01ZZ9999');
    await page.getByRole('button', { name: 'Fetch Details' }).click();
    await textWith(page.getByRole('alert'), [NOT_FOUND]);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await textWith(page.locator('form[aria-labelledby="motor-details-heading"]'), [
      'Choose your vehicle',
      'Choose the RTO where the vehicle is registered',
      'Enter the registration date',
    ]);
    // The first field in error is the vehicle: the focus goes to its first picker still to choose.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('motor-make');
    await expect.poll(() => page.url()).toMatch(/\/bike-insurance$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('leaves the claim question unanswered for the buyer, and asks it before quoting (issue 48)', async () => {
    const page = await openBikePage(viewport);
    await field(page, 'Registration number').fill('MH12AB1234');
    await page.getByRole('button', { name: 'Fetch Details' }).click();
    await expect.poll(() => field(page, 'Variant').inputValue()).toBe('honda-activa-6g-standard');
    const question = page.getByRole('group', { name: 'Claim in the last year?' });
    await expect.poll(() => question.getByRole('radio', { checked: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await textWith(question.getByRole('alert'), ['Tell us whether you made a claim on this policy in the last year']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('motor-claim-last-year');
    expect(await seriousViolations(page)).toEqual([]);
    await answerClaimLastYear(page, 'No');
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
  });
});

describe('bike quote list on a phone', () => {
  it('keeps still while its quotes arrive: the banner and the vehicle come with the cards (issue 48)', async () => {
    const page = await openBikePage('mobile');
    await fetchActiva(page);
    await field(page, 'Claim-free years').selectOption('2');
    // A slow network: the quotes take a second to arrive, as on a phone over 4G.
    await page.route('**/v1/motor/quotes', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await page.getByRole('status').filter({ hasText: 'Getting quotes from the insurers' }).waitFor();
    await page.reload();
    await expect.poll(() => quoteCards(page).count()).toBe(8);
    await page.getByText(/^Hurry up!/).waitFor();
    // Before: the banner and the vehicle's facts arrived above the plans and pushed them down (0.24).
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
});

describe('bike quote list without an entry', () => {
  it('goes back to the entry page', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/bike-insurance/quote-list');
    await page.waitForURL('**/bike-insurance');
    await expect.poll(() => heading1(page)).toBe('Find Your Two-Wheeler Insurance');
  });
});
