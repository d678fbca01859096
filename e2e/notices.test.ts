import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import {
  answerClaimLastYear,
  buyFirstQuoteSignedIn,
  field,
  fillNominee,
  fillOwner,
  fillRegisteredVehicle,
  heading,
  saveAndContinue,
} from './support/motor.ts';
import { payOnCardPage, TEST_CARDS } from './support/purchase.ts';

// Issue 47: the bike quotes page promises "Get your policy by e-mail". The sandbox registry's KA05EF9012 (a Royal Enfield
// Classic 350, no other test buys it) is bought through the screens; the demo outbox then holds the issued-policy
// e-mail, with the broker's registration and a link that downloads the schedule, and the SMS.
const browser = useBrowser();

/** The demo outbox for one address or mobile, opened in the browser as a person would read it. */
async function openOutbox(page: Page, to: string): Promise<string> {
  await page.goto(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await page.locator('body').textContent()) ?? '';
}

describe('the buyer is told of an issued policy', () => {
  it('buys bike cover, then finds the policy e-mail and SMS in the demo outbox, the e-mail linking the schedule', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/bike-insurance');
    await field(page, 'Registration number').fill('KA05EF9012');
    await page.getByRole('button', { name: 'Fetch Details' }).click();
    await expect.poll(() => field(page, 'Variant').inputValue()).toBe('royal-enfield-classic-350-redditch');
    await answerClaimLastYear(page, 'No');
    await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
    await page.waitForURL('**/bike-insurance/quote-list');
    // The quotes' side box promises it; the outbox below shows it kept.
    await textWith(page.locator('main'), ['Get your policy by e-mail']);

    await buyFirstQuoteSignedIn(page);
    await fillOwner(page);
    await fillRegisteredVehicle(page, {
      'Registration number': 'KA05EF9012',
      'Engine number': 'U3S5C1234567',
      'Chassis number': 'ME3U3S5C1K1234567',
      'Previous policy number': 'ICICI/2W/765432',
    });
    await saveAndContinue(page);
    await fillNominee(page);
    await heading(page, 'Review your motor proposal').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/payment-success?**');
    await heading(page, 'Payment Successful!').waitFor({ timeout: 20_000 });
    // The insurer's own number, once it has issued.
    const policyNumber = await textWith(page.locator('dt:text-is("Policy number") + dd'), [/^\S+$/]);

    // fillOwner's contact: every motor test gives it, so the message is found by this policy's number.
    const subject = `Your policy ${policyNumber} is issued`;
    await expect.poll(() => openOutbox(page, 'rahul.sharma@example.com'), { timeout: 30_000 }).toContain(subject);
    const inbox = await openOutbox(page, 'rahul.sharma@example.com');
    // The outbox answers JSON, newest first: this e-mail runs from its subject to its own created_at.
    const start = inbox.indexOf(subject);
    const email = inbox.slice(start, inbox.indexOf('"created_at"', start));
    expect(email).toContain(`Cover runs from`);
    expect(email).toContain('IRDAI registration no.');
    expect(email).toContain('sent whether or not you agreed to marketing');
    await expect
      .poll(() => openOutbox(page, '9876543210'), { timeout: 30_000 })
      .toContain(`Kavach: policy ${policyNumber}`);

    const link = /(https?:\/\/[^\s"\\]+\/v1\/policy-schedules\/[^\s"\\]+)/.exec(email)?.[1];
    expect(link).toBeTruthy();
    const schedule = await page.request.get(link ?? '');
    expect([schedule.status(), schedule.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await schedule.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
