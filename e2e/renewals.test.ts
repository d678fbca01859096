import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { pdfText } from './support/pdf.ts';
import { boughtActivaPolicy } from './support/motor.ts';
import { PAY_BUTTON } from './support/health.ts';
import { boughtHealthPolicy, expectOk, payOnCardPage, TEST_CARDS } from './support/purchase.ts';

const browser = useBrowser();

// Issue 47 (docs/product/renewals.md): the dashboard counts a policy's days to its end, and the insurer's renewal
// terms say what carries over — or, for a health policy past its grace, plainly that it would be a new policy.
describe('renewing from the dashboard', () => {
  it('tells the buyer of a health policy lapsed past its grace that a renewal is a new policy with fresh waiting periods', async () => {
    const page = await browser.newPage('mobile');
    const { policyNumber } = await boughtHealthPolicy(page);
    const card = page.locator('article').filter({ hasText: policyNumber });

    // The demo's own way to bring the policy to its end (the clock is not touched): 10 days left.
    await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/near-end`, { days_left: 10 });
    await page.goto('/dashboard');
    await textWith(card, ['Ends in 10 days']);
    await card.getByRole('button', { name: `Renewal terms for policy ${policyNumber}` }).click();
    let dialog = page.getByRole('dialog');
    await textWith(dialog, ['The waiting periods already served carry over to the renewal.', /Premium₹[\d,]+/]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Ended 40 days ago, past the 30-day grace.
    await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/near-end`, { days_left: -40 });
    await page.goto('/dashboard');
    await textWith(card, [
      'Expired 40 days ago, past the grace period: a new policy starts its waiting periods afresh.',
    ]);
    await card.getByRole('button', { name: `Renewal terms for policy ${policyNumber}` }).click();
    dialog = page.getByRole('dialog');
    await textWith(dialog, [
      'This is a new policy, not a renewal: waiting periods for existing illnesses and named conditions start again.',
      'after its grace period: this is a new policy, and its waiting periods start again from its first day.',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'renewal-terms-lapsed-health');
  });

  it('carries a motor no-claim bonus one step up into the renewal, paid and issued from the dashboard', async () => {
    const page = await browser.newPage('desktop');
    // Two claim-free years: a 25 % bonus.
    const policyNumber = await boughtActivaPolicy(page, {
      'Registration number': 'MH12RN4747',
      'Engine number': 'JF50E4747474',
      'Chassis number': 'ME4JF50A0K4747474',
      'Previous policy number': 'ACKO/2W/474747',
    });

    await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/near-end`, { days_left: 7 });
    await page.goto('/dashboard');
    const card = page.locator('article').filter({ hasText: policyNumber });
    await textWith(card, ['Ends in 7 days']);
    await card.getByRole('button', { name: `Renewal terms for policy ${policyNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await textWith(dialog, [
      'Your no-claim bonus of 35 % carries over.',
      'No-claim bonus35 %',
      'Insured declared value (IDV)₹',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'renewal-terms-motor');

    // Paid like a purchase; the insurer issues the renewal from the day after the old policy ends.
    await dialog.getByRole('button', { name: /^Renew and pay ₹[\d,]+$/ }).click();
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/payment-success?**');
    const renewed = await textWith(page.getByRole('region', { name: 'Payment Successful!' }), [
      /[A-Z-]+-M-\d{4}-[0-9A-F]{8}/,
    ]);
    const renewalNumber = /[A-Z-]+-M-\d{4}-[0-9A-F]{8}/.exec(renewed)?.[0] ?? '';
    expect(renewalNumber).not.toBe(policyNumber);
    await page.goto('/dashboard');
    await textWith(card, [new RegExp(`Renewed: policy ${renewalNumber} covers you from \\d{2}/\\d{2}/\\d{4}\\.`)]);
    await expect.poll(() => card.getByRole('button', { name: /^Renewal terms/ }).count()).toBe(0);
    await textWith(page.locator('article').filter({ hasText: renewalNumber, hasNotText: 'Renewed:' }), ['Ends in ']);
  });

  it('moves a health policy to another insurer at its renewal, its new schedule crediting the waiting periods', async () => {
    const page = await browser.newPage('mobile');
    const { policyNumber } = await boughtHealthPolicy(page);
    await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/near-end`, { days_left: 20 });
    await page.goto('/dashboard');
    const card = page.locator('article').filter({ hasText: policyNumber });
    await card.getByRole('button', { name: `Move policy ${policyNumber} to another insurer` }).click();
    const dialog = page.getByRole('dialog');
    await textWith(dialog, [
      /Your cover continues without a break from \d\d\/\d\d\/\d{4} with the insurer you choose/,
      'The new insurer underwrites your proposal again: check your health answers before you pay',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'port-options');
    await dialog
      .getByRole('button', { name: /^Move to this plan: / })
      .first()
      .click();

    // The new plan's proposal, to check and pay like any purchase.
    await page.waitForURL('**/health/review-submit?journey_id=*');
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/payment-success?**');
    const issued = await textWith(page.getByRole('region', { name: 'Payment Successful!' }), [
      /[A-Z-]+-H-\d{4}-[0-9A-F]{8}/,
    ]);
    const newNumber = /[A-Z-]+-H-\d{4}-[0-9A-F]{8}/.exec(issued)?.[0] ?? '';
    expect(newNumber).not.toBe(policyNumber);

    await page.goto('/dashboard');
    await textWith(card, [
      new RegExp(
        `Moved to .+: policy ${newNumber} covers you from \\d{2}/\\d{2}/\\d{4}, with the waiting periods you served credited\\.`,
      ),
    ]);
    await expect.poll(() => card.getByRole('button', { name: /^Renewal terms|to another insurer$/ }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download Policy ${newNumber}` }).click(),
    ]);
    const flat = await pdfText(await download.path());
    expect(flat).toContain(`policy ${policyNumber}, insured without a break since`);
    expect(flat).toContain('Waiting periods already served are credited up to the previous sum insured of Rs.');
  });
});
