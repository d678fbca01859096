import { INSPECTION_VIEW_LABELS, INSPECTION_VIEWS } from '@kavach/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { pngBytes } from './support/kyc.ts';
import {
  answerClaimLastYear,
  buyFirstQuoteSignedIn,
  field,
  fillNominee,
  fillOwner,
  fillRegisteredVehicle,
  heading,
} from './support/motor.ts';
import { payOnCardPage, TEST_CARDS } from './support/purchase.ts';

const browser = useBrowser();

/** Chooses a photo for each view of the insurer's inspection form: a phone camera's size unless given. */
async function choosePhotos(page: Page, over: Partial<Record<string, Buffer>> = {}) {
  for (const view of INSPECTION_VIEWS)
    await page.getByLabel(INSPECTION_VIEW_LABELS[view]).setInputFiles({
      name: `${view.toLowerCase()}.png`,
      mimeType: 'image/png',
      buffer: over[view] ?? pngBytes(800, 600),
    });
}

// Issue 45: the sandbox registry's Creta (DL08GH3456) has had no cover for 20 days, so own damage on it is a break-in:
// the insurer inspects the car, from photos sent on its own page, before it issues (docs/insurers.md).
describe('a break-in inspection', () => {
  it('pays for a lapsed Creta, sends the photos on the insurer’s page, and then holds the insurer’s policy', async () => {
    const page = await browser.newPage('mobile');
    await page.goto('/car-insurance');
    await field(page, 'Registration number').fill('DL08GH3456');
    await page.getByRole('button', { name: 'Fetch Details' }).click();
    await expect.poll(() => field(page, 'Variant').inputValue()).toBe('hyundai-creta-s');
    await answerClaimLastYear(page, 'No');
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/car-insurance/quote-list');
    await buyFirstQuoteSignedIn(page);
    await fillOwner(page);
    await fillRegisteredVehicle(page, {
      'Registration number': 'DL08GH3456',
      'Engine number': 'G4FGKU123456',
      'Chassis number': 'MALC381CLKM123456',
      'Previous policy number': 'ACKO/PC/654321',
    });
    await fillNominee(page);
    await heading(page, 'Review your motor proposal').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/payment-success?**');
    // Paid, and no policy yet: the insurer waits for the inspection.
    await textWith(page.getByRole('region', { name: 'Payment Successful!' }), [/With .+: vehicle inspection needed/]);
    await expect.poll(() => page.getByRole('button', { name: 'Download Policy' }).count()).toBe(0);

    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ hasText: 'vehicle inspection needed' });
    await textWith(card, ['The insurer inspects the vehicle before own-damage cover starts.']);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('link', { name: 'Send the inspection photos' }).click();
    await page.waitForURL('**/sandbox-insurer/*/inspections/**');
    await heading(page, 'Vehicle inspection').waitFor();
    await textWith(page.locator('main'), ['inspects DL08GH3456 before its own-damage cover starts']);
    expect(await seriousViolations(page)).toEqual([]);

    // An odometer photo too small to read is named, and nothing is issued.
    await choosePhotos(page, { ODOMETER: pngBytes(120, 90) });
    await page.getByRole('button', { name: 'Send photos' }).click();
    await textWith(page.getByRole('alert'), [
      'Odometer, reading visible: this is not a photo the insurer can inspect.',
    ]);
    await lookAt(page, 'break-in-inspection');

    await choosePhotos(page);
    await page.getByRole('button', { name: 'Send photos' }).click();
    await textWith(page.getByRole('status'), ['Photos received: the inspection is passed and your policy is issued.']);
    await page.getByRole('link', { name: 'Back to Kavach' }).click();
    await page.waitForURL('**/dashboard');
    // The insurer's policy, with its number, from the day after the inspection.
    await textWith(page.locator('main'), [/[A-Z-]+-M-\d{4}-[0-9A-F]{8}/]);
    await expect.poll(() => page.getByText('vehicle inspection needed').count()).toBe(0);
  });
});
