import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textWith } from './support/assert.ts';
import { useBrowser, type ViewportName } from './support/browser.ts';

// spec 3 §2.12, §3.17, §4.15, §5.6: the bike entry form and its static quote list, at both widths.
const browser = useBrowser();

const NOT_FOUND = 'Registration not found. Please enter details manually.';
const DEMO_VEHICLE = {
  registrationNumber: 'MH12AB1234',
  make: 'Honda',
  model: 'Activa 6G',
  variant: 'Deluxe',
  fuelType: 'Petrol',
  rto: 'MH-12',
  purchaseDate: '2022-06-15',
};

const storedVehicle = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('twoWheelerVehicleData') ?? 'null') as unknown);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const fetchButton = (page: Page) => page.getByRole('button', { name: 'Fetch Details' });
const heading1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/**
 * Opens the entry page once the app shell's own start-up calls (session tracking, client config) are done,
 * then records every /v1 request: the bike flow itself must make none (spec 3 §4.15).
 */
async function openBikePage(viewport: ViewportName, path = '/bike-insurance') {
  const page = await browser.newPage(viewport);
  await page.goto(path);
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  await page.waitForLoadState('networkidle');
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/v1')) apiCalls.push(`${req.method()} ${req.url()}`);
  });
  return { page, apiCalls };
}

async function fillManualForm(
  page: Page,
  values: { make: string; model: string; variant: string; fuel: 'Petrol' | 'Electric'; rto: string; date: string },
) {
  await field(page, 'Make').fill(values.make);
  await field(page, 'Model').fill(values.model);
  await field(page, 'Variant').fill(values.variant);
  await page.getByRole('radio', { name: values.fuel }).check();
  await field(page, 'RTO location').fill(values.rto);
  await field(page, 'Purchase date').fill(values.date);
}

/** The manual form's values in one read; tests poll it, since a lookup fills the form 1.5 s after Fetch Details. */
async function manualValues(page: Page) {
  const [make, model, variant, petrol, electric, rto, date] = await Promise.all([
    field(page, 'Make').inputValue(),
    field(page, 'Model').inputValue(),
    field(page, 'Variant').inputValue(),
    page.getByRole('radio', { name: 'Petrol' }).isChecked(),
    page.getByRole('radio', { name: 'Electric' }).isChecked(),
    field(page, 'RTO location').inputValue(),
    field(page, 'Purchase date').inputValue(),
  ]);
  return { make, model, variant, petrol, electric, rto, date };
}

describe.each<ViewportName>(['mobile', 'desktop'])('bike insurance at %s width', (viewport) => {
  it('finds the documented registration, prefills the form, stores the bike and lists five plans; Edit Details comes back filled', async () => {
    const { page, apiCalls } = await openBikePage(viewport);
    await expect.poll(() => heading1(page)).toBe('Find Your Two-Wheeler Insurance');
    await expect
      .poll(() => page.getByRole('button', { name: 'Existing Bike' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => page.getByRole('button', { name: 'New Bike' }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.getByText('Try MH12AB1234').isVisible()).toBe(true);
    // No manual form until a lookup has answered.
    await expect.poll(() => page.getByRole('button', { name: 'Proceed to Quotes' }).count()).toBe(0);

    // Fetch Details is off while the registration is empty.
    await expect.poll(() => fetchButton(page).isDisabled()).toBe(true);
    const registration = field(page, 'Registration number');
    await registration.pressSequentially('mh12ab1234');
    await expect.poll(() => registration.inputValue()).toBe('MH12AB1234');
    await expect.poll(() => fetchButton(page).isEnabled()).toBe(true);
    await registration.fill('');
    await expect.poll(() => fetchButton(page).isDisabled()).toBe(true);
    await registration.pressSequentially('mh12ab1234');

    // ...and while the 1.5 s search runs.
    const started = Date.now();
    await fetchButton(page).click();
    await expect.poll(() => fetchButton(page).isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Searching for your bike…').isVisible()).toBe(true);
    await page.getByText('We found your bike').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    await expect.poll(() => fetchButton(page).isEnabled()).toBe(true);
    await expect.poll(() => page.getByText(NOT_FOUND).count()).toBe(0);
    await expect
      .poll(() => manualValues(page))
      .toEqual({
        make: 'Honda',
        model: 'Activa 6G',
        variant: 'Deluxe',
        petrol: true,
        electric: false,
        rto: 'MH-12',
        date: '15/06/2022',
      });
    // Focus resumes at the revealed form rather than being lost with the disabled button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('bike-details-heading');

    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await expect.poll(() => storedVehicle(page)).toEqual(DEMO_VEHICLE);

    // The quote list (spec 3 §2.12), opened at its top where the banner is.
    await page.getByRole('heading', { name: '5 Own Damage Plans Found' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.getByText('Hurry up! Your policy is getting expired in 1 day.', { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => heading1(page)).toBe('Honda Activa 6G Deluxe');
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await textWith(header, ['MH12AB1234', 'Petrol', 'MH-12']);
    const chips = page.getByRole('group', { name: 'Filter plans' }).getByRole('button');
    await expect
      .poll(() => chips.allTextContents())
      .toEqual(['Own Damage amount', 'NCB', 'Claim', 'Zero Depreciation', 'Add-ons']);
    const zeroDep = page.getByRole('button', { name: 'Zero Depreciation' });
    await zeroDep.click();
    await expect.poll(() => zeroDep.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByText('Quotes on this page are illustrative').isVisible()).toBe(true);

    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(5);
    const companies: string[] = [];
    for (const card of await cards.all()) {
      const text = await textWith(card, [
        /IDV₹\d{1,2},\d{3}/,
        /Claims settled\d{2}%/,
        /Policy start\d{2}\/\d{2}\/\d{4}/,
        /₹\d,\d{3}\/year incl\. GST/,
      ]);
      await expect.poll(() => card.getByRole('button', { name: 'Buy Now' }).isVisible()).toBe(true);
      companies.push(text);
    }
    for (const insurer of ['Digit', 'ICICI Lombard', 'Bajaj Allianz', 'HDFC ERGO', 'Tata AIG'])
      expect(companies.some((c) => c.includes(insurer))).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Insurance Promise' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'How to buy online!' }).isVisible()).toBe(true);

    // Buy Now says plainly that purchase is not built yet.
    await cards.first().getByRole('button', { name: 'Buy Now' }).click();
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('Buying bike cover online on Kavach is coming soon.');
    await alert.getByRole('button', { name: 'OK' }).click();

    // Edit Details: back to the form, filled from local storage.
    await page.getByRole('link', { name: 'Edit Details' }).click();
    await page.waitForURL('**/bike-insurance');
    await expect
      .poll(() => page.getByRole('button', { name: 'Existing Bike' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => field(page, 'Registration number').inputValue()).toBe('MH12AB1234');
    await expect
      .poll(() => manualValues(page))
      .toEqual({
        make: 'Honda',
        model: 'Activa 6G',
        variant: 'Deluxe',
        petrol: true,
        electric: false,
        rto: 'MH-12',
        date: '15/06/2022',
      });
    await field(page, 'Variant').fill('DLX Smart');
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await expect.poll(() => heading1(page)).toBe('Honda Activa 6G DLX Smart');
    await expect.poll(() => storedVehicle(page)).toEqual({ ...DEMO_VEHICLE, variant: 'DLX Smart' });

    expect(apiCalls).toEqual([]);
  });

  it('shows the not-found message with an empty manual form for any other registration, and stores what is typed', async () => {
    const { page, apiCalls } = await openBikePage(viewport);
    // A bike found before must not stand in for one that is not found.
    await field(page, 'Registration number').fill('MH12AB1234');
    await fetchButton(page).click();
    await page.getByText('We found your bike').waitFor();
    await field(page, 'Registration number').fill('dl 3c ab 1234');
    await expect.poll(() => page.getByText('We found your bike').count()).toBe(0);
    await fetchButton(page).click();
    await page.getByText(NOT_FOUND, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: NOT_FOUND }).count()).toBe(1);
    await expect
      .poll(() => manualValues(page))
      .toEqual({ make: '', model: '', variant: '', petrol: false, electric: false, rto: '', date: '' });
    await fillManualForm(page, {
      make: 'Bajaj',
      model: 'Pulsar 150',
      variant: 'Twin Disc',
      fuel: 'Petrol',
      rto: 'dl3',
      date: '10/01/2021',
    });
    await expect.poll(() => field(page, 'RTO location').inputValue()).toBe('DL3');
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await expect
      .poll(() => storedVehicle(page))
      .toEqual({
        registrationNumber: 'DL3CAB1234',
        make: 'Bajaj',
        model: 'Pulsar 150',
        variant: 'Twin Disc',
        fuelType: 'Petrol',
        rto: 'DL-03',
        purchaseDate: '2021-01-10',
      });
    await page.getByRole('heading', { name: '5 Own Damage Plans Found' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(5);
    expect(apiCalls).toEqual([]);
  });

  it('a new bike shows the manual form at once; required fields name what is missing, tied to their inputs', async () => {
    const { page, apiCalls } = await openBikePage(viewport);
    await page.getByRole('button', { name: 'New Bike' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'New Bike' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => field(page, 'Registration number').count()).toBe(0);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();

    const expected: [label: string, message: string][] = [
      ['Make', 'Please enter the make'],
      ['Model', 'Please enter the model'],
      ['Variant', 'Please enter the variant'],
      ['Petrol', 'Please choose a fuel type'],
      ['RTO location', 'Enter an RTO code like DL-01'],
      ['Purchase date', 'Please enter the purchase date'],
    ];
    for (const [label, message] of expected) {
      const input = label === 'Petrol' ? page.getByRole('radio', { name: 'Petrol' }) : field(page, label);
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      const describedTexts = async () => {
        const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
        return Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
      };
      await expect.poll(describedTexts).toContain(message);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('bike-make');
    await expect.poll(() => storedVehicle(page)).toBeNull();

    // A future date is refused; fixing a field clears its message.
    await fillManualForm(page, {
      make: 'Ather',
      model: '450X',
      variant: 'Gen 3',
      fuel: 'Electric',
      rto: 'KA-05',
      date: '01/01/2099',
    });
    await expect.poll(() => page.getByText('Please enter the make').count()).toBe(0);
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await expect.poll(() => page.getByText('The purchase date cannot be in the future').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('bike-purchase-date');
    await field(page, 'Purchase date').fill('02052026');
    await expect.poll(() => field(page, 'Purchase date').inputValue()).toBe('02/05/2026');
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    await expect
      .poll(() => storedVehicle(page))
      .toEqual({
        registrationNumber: '',
        make: 'Ather',
        model: '450X',
        variant: 'Gen 3',
        fuelType: 'Electric',
        rto: 'KA-05',
        purchaseDate: '2026-05-02',
      });
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await expect.poll(() => header.textContent()).toContain('New bike');

    await page.getByRole('link', { name: 'Edit Details' }).click();
    await page.waitForURL('**/bike-insurance');
    await expect.poll(() => page.getByRole('button', { name: 'New Bike' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => manualValues(page))
      .toEqual({
        make: 'Ather',
        model: '450X',
        variant: 'Gen 3',
        petrol: false,
        electric: true,
        rto: 'KA-05',
        date: '02/05/2026',
      });
    expect(apiCalls).toEqual([]);
  });

  it('has no serious accessibility violations on the form (with errors) or the quote list', async () => {
    const { page } = await openBikePage(viewport);
    await field(page, 'Registration number').fill('UP16XY0001');
    await fetchButton(page).click();
    await page.getByText(NOT_FOUND).waitFor();
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.getByText('Please enter the make').waitFor();
    const serious = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
      r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
    await page.evaluate((v) => window.localStorage.setItem('twoWheelerVehicleData', JSON.stringify(v)), DEMO_VEHICLE);
    await page.goto('/bike-insurance/quote-list');
    await page.getByRole('heading', { name: '5 Own Damage Plans Found' }).waitFor();
    expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
  });
});

describe('bike pages without vehicle data', () => {
  it('send the quote list back to the entry form; an unknown page is not found', async () => {
    const page = await browser.newPage('mobile');
    await page.goto('/bike-insurance/quote-list');
    await page.waitForURL('**/bike-insurance');
    await expect.poll(() => heading1(page)).toBe('Find Your Two-Wheeler Insurance');

    await page.evaluate(() => window.localStorage.setItem('twoWheelerVehicleData', '{"make":"Honda"}'));
    await page.goto('/bike-insurance/quote-list');
    await page.waitForURL('**/bike-insurance');

    await page.goto('/bike-insurance/compare');
    await expect.poll(() => heading1(page)).toBe('Page not found');
  });
});
