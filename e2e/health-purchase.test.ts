import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { layoutShift, recordLayoutShifts, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import {
  TEST_CARDS,
  gatewayReportsPayment,
  pageApi,
  payOnCardPage,
  readyToPayJourney,
  saveMembers,
} from './support/purchase.ts';

const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const sessionValue = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);
/** ₹ with Indian grouping, as the pages show amounts (docs/decisions.md §5). */
const inr = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/** Records every session-storage write from now on, so a value the next page rewrites can still be checked. */
async function recordStorageWrites(page: Page) {
  await page.evaluate(() => {
    const writes: [string, string][] = [];
    (window as any).__writes = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push([key, value]);
      setItem.call(this, key, value);
    };
  });
}
const firstWrite = (page: Page, key: string) =>
  page.evaluate((k) => ((window as any).__writes as [string, string][]).find(([w]) => w === k)?.[1] ?? null, key);

async function openReview(page: Page, journeyId: string) {
  await page.goto(`/health/review-submit?journey_id=${journeyId}`);
  await heading(page, 'Confirm Your Details').waitFor();
}

describe('health purchase: review, payment, policy', () => {
  it('reviews the proposal, pays with the success card, downloads the policy and finds it on the dashboard', async () => {
    const page = await browser.newPage('desktop');
    const { journeyId } = await readyToPayJourney(page);
    // An add-on chosen after the quote: the review shows it Added, and the premium change with its reason
    // (docs/decisions.md §4a).
    const premium = (
      await pageApi(page, 'PUT', `/v1/health/journey/${journeyId}/addons`, {
        addons: [{ addon_type: 'UNLIMITED_RECHARGE', is_opted: 'YES' }],
      })
    ).body;
    const recharge = premium.plan_premium_breakups[0].addons.find(
      (a: { addon_type: string }) => a.addon_type === 'UNLIMITED_RECHARGE',
    );
    expect(recharge.is_opted).toBe('YES');
    const total = inr(premium.premium_summary.total_premium);

    await openReview(page, journeyId);
    const plan = page.getByRole('region', { name: 'Your plan' });
    const planText = await textWith(plan, [
      ...[
        'Health Guard',
        'Bajaj Allianz',
        'Coverage amount',
        '₹10 Lakh',
        'Policy period',
        '1 Year',
        'Plan type',
        'Family Floater',
        'A month’s share',
        '(yearly premium ÷ 12)',
        'Premium breakdown',
        'GST exempt',
        total,
      ],
      `Add-ons${inr(recharge.total_premium)}`,
      `Your premium changed since the quoteAdd-ons you changed+${inr(recharge.total_premium)}`,
    ]);
    expect(planText).not.toContain('demonstration');
    await expect.poll(() => plan.locator('img').getAttribute('src')).toBe('/v1/health/insurers/bajaj-allianz/logo.svg');
    const basic = page.getByRole('region', { name: 'Basic Information' });
    await textWith(basic, [
      'Rahul Kulkarni',
      'Priya Kulkarni',
      'Arjun Kulkarni',
      'Meera Kulkarni',
      'Spouse',
      'rahul@example.in',
      '9876543210',
      '••••••234F',
    ]);
    for (const part of ['proposer details', 'insured members', 'nominee details', 'contact details'])
      await basic.getByRole('button', { name: `Edit ${part}` }).waitFor();
    const health = page.getByRole('region', { name: 'Health Details' });
    await expect
      .poll(() => health.textContent())
      .toMatch(/SmokingNo.*Existing diseasesNo.*No conditions declared.*Verified/);
    const addons = page.getByRole('region', { name: 'Add-Ons' }).getByRole('listitem');
    await expect.poll(() => addons.count()).toBeGreaterThan(0);
    await expect.poll(() => addons.count()).toBeLessThanOrEqual(6);
    await expect
      .poll(() => addons.filter({ hasText: 'Unlimited Recharge' }).textContent())
      .toBe(`Unlimited Recharge${inr(recharge.total_premium)}/year✓ Added`);
    await expect
      .poll(() => addons.filter({ hasText: 'Hospital Cash' }).textContent())
      .toMatch(/^Hospital Cash₹[\d,]+\/yearNot added$/);
    expect(await seriousViolations(page)).toEqual([]);

    // An edit icon sets the proposal step (docs/product/review-payment-term-bike.md §2.5) and opens the proposal for
    // this journey.
    await recordStorageWrites(page);
    await basic.getByRole('button', { name: 'Edit contact details' }).click();
    await page.waitForURL(`**/health-insurance/proposal?journey_id=${journeyId}`);
    await expect.poll(() => firstWrite(page, 'journeyStep')).toBe('ADDRESS_DETAILS');

    await openReview(page, journeyId);
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL(
      '**/health-insurance/sandbox/redirect?payment_attempt_id=*&status=SUCCESS&signed_at=*&signature=*',
    );
    await heading(page, 'Processing Your Payment').waitFor();
    await page.waitForURL('**/payment-success?**');
    await heading(page, 'Payment Successful!').waitFor();
    const attemptId = await sessionValue(page, 'payment_attempt_id');
    await textWith(page.getByRole('region', { name: 'Payment Successful!' }), [
      'Amount paid',
      total,
      `Payment attempt ID${attemptId}`,
      `Journey ID${journeyId}`,
      'Your payment was successful and your policy has been issued.',
    ]);
    // Issued straight through by the plan's insurer, with its own number (docs/insurers.md#sandbox-insurer-rules).
    const policyNumber = await textWith(page.locator('dt:text-is("Policy number") + dd'), [
      /^BAJAJ-ALLIANZ-H-\d{4}-[0-9A-F]{8}$/,
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Policy' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`health-policy-${policyNumber}.pdf`);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(policyNumber);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await heading(page, 'Your policies').waitFor();
    const card = page.getByRole('article', { name: 'Health Guard' });
    await textWith(card, [
      policyNumber,
      'Bajaj Allianz',
      'Rahul Kulkarni, Priya Kulkarni, Arjun Kulkarni, Meera Kulkarni',
      '₹10 Lakh',
      total,
      /Period\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/,
    ]);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Download Policy/ }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(`health-policy-${policyNumber}.pdf`);
  });

  it('a checkout left open in another tab is closed by a newer payment, and money taken on it anyway is refunded on the dashboard', async () => {
    const page = await browser.newPage('mobile');
    const { journeyId } = await readyToPayJourney(page);
    await openReview(page, journeyId);
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await page.waitForURL('**/sandbox-pay/**');
    const firstAttempt = await sessionValue(page, 'payment_attempt_id');
    const firstCardPage = page.url();
    const amount = Number((await textWith(page.locator('.amount'), [/^₹[\d,]+$/])).replace(/[₹,]/g, ''));

    // The buyer duplicates the tab (which copies its session storage, signed-in session included), confirms and
    // pays there: the first checkout is closed.
    await page.goBack();
    await heading(page, 'Confirm Your Details').waitFor();
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(window.sessionStorage)));
    const second = await page.context().newPage();
    await second.addInitScript((entries: Record<string, string>) => {
      if (window.sessionStorage.length === 0)
        for (const [k, v] of Object.entries(entries)) window.sessionStorage.setItem(k, v);
    }, storage);
    await openReview(second, journeyId);
    await second.getByRole('button', { name: PAY_BUTTON }).click();
    await payOnCardPage(second, TEST_CARDS.success);
    await heading(second, 'Payment Successful!').waitFor();
    await page.goto(firstCardPage);
    await page.getByText('This payment is already closed. You can close this page.').waitFor();

    // The gateway reports money on the closed checkout anyway (a bank's late capture): it is refunded, not kept.
    expect(await gatewayReportsPayment(page, firstAttempt as string, amount * 100)).toBe(200);
    await page.goto('/dashboard');
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await textWith(refunds, [
      `${inr(amount)} for Health Guard: refunded`,
      'A newer payment was started for this policy.',
      /reference sbx_rfnd_/,
    ]);
    await expect.poll(() => page.getByRole('heading', { name: 'Health Guard' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('names what is missing, then a declined card fails, and Retry Payment pays with a new attempt', async () => {
    const page = await browser.newPage('mobile');
    // A PAN the sandbox CKYC does not find: KYC stays pending, so confirmation is refused (409).
    const { journeyId } = await readyToPayJourney(page, 'ABCDE1234F');
    // docs/product/review-payment-term-bike.md §8: when the premium cannot be had, demonstration numbers are shown, and
    // the page says so.
    await page.route('**/v1/health/journey/aggregated-premium-details/**', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } } }),
    );
    await openReview(page, journeyId);
    await page.getByText('these amounts are for demonstration only').waitFor();
    await page.unroute('**/v1/health/journey/aggregated-premium-details/**');
    await page.reload();
    await heading(page, 'Confirm Your Details').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Your plan' }).textContent())
      .not.toContain('demonstration');
    await expect.poll(() => page.getByRole('region', { name: 'Health Details' }).textContent()).toContain('Pending');
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    const problem = page.getByRole('alert');
    await problem.getByText('Journey confirmation failed').waitFor();
    await expect.poll(() => problem.textContent()).toContain('The proposal is incomplete: kyc');
    await expect.poll(() => problem.textContent()).toContain('KYC is not complete');
    await expect.poll(() => page.getByRole('button', { name: PAY_BUTTON }).isEnabled()).toBe(true);
    await recordStorageWrites(page);
    await problem.getByRole('button', { name: 'Complete KYC' }).click();
    await page.waitForURL(`**/health-insurance/proposal?journey_id=${journeyId}`);
    await expect.poll(() => firstWrite(page, 'journeyStep')).toBe('KYC_STEP');

    await saveMembers(page, journeyId, 'ABCDK1234F');
    await openReview(page, journeyId);
    await page.getByRole('region', { name: 'Health Details' }).getByText('Verified').waitFor();
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await payOnCardPage(page, TEST_CARDS.declined);
    await page.waitForURL(
      '**/health-insurance/sandbox/redirect?payment_attempt_id=*&status=FAILED&signed_at=*&signature=*',
    );
    const firstAttempt = await sessionValue(page, 'payment_attempt_id');
    await heading(page, 'Payment Failed').waitFor();
    await page.getByText('Card declined by the issuing bank').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.getByRole('link', { name: 'See why and retry payment' }).click();

    await page.waitForURL('**/payment-failed?**');
    await page.getByRole('button', { name: 'Retry Payment' }).waitFor();
    await textWith(page.getByRole('region', { name: 'Payment Failed' }), [
      'Card declined by the issuing bank',
      'No money was taken from your account for this payment.',
      'Your payment could not be processed. This might be due to insufficient funds, card limits, or technical issues.',
      'Common reasons for a failed payment',
      '24 hours',
      'Toll-free support',
      '1800 000 0000',
      'E-mail',
      'support@example.in',
      'Sample contacts of a demo installation — not a real helpline',
    ]);
    await expect
      .poll(() => page.getByRole('link', { name: 'Back to Review' }).getAttribute('href'))
      .toBe(`/health/review-submit?journey_id=${journeyId}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await payOnCardPage(page, TEST_CARDS.success);
    await heading(page, 'Payment Successful!').waitFor();
    const secondAttempt = await sessionValue(page, 'payment_attempt_id');
    expect(secondAttempt).not.toBe(firstAttempt);
    await expect
      .poll(() => page.getByRole('region', { name: 'Payment Successful!' }).textContent())
      .toContain(`Payment attempt ID${secondAttempt}`);

    // The first, declined attempt stays failed; the failed page sends a paid journey on to the success page.
    await page.goto(`/payment-failed?payment_attempt_id=${secondAttempt}&journey_id=${journeyId}&vertical=HEALTH`);
    await page.waitForURL('**/payment-success?**');
    await heading(page, 'Payment Successful!').waitFor();
  });
});

describe('health review on a phone', () => {
  it('keeps still while the journey is read: the footer stays out of view until the panels arrive (issue 48)', async () => {
    const page = await browser.newPage('mobile');
    const { journeyId } = await readyToPayJourney(page);
    // A slow network: the journey's details take a second, as on a phone over 4G.
    await page.route('**/v1/health/journey/get-journey-details/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto(`/health/review-submit?journey_id=${journeyId}`);
    await page.getByRole('status').filter({ hasText: 'Loading your details…' }).waitFor();
    await page.getByRole('button', { name: PAY_BUTTON }).waitFor();
    // Before: the footer under a short spinner was pushed down a screen by the panels (review at 80 in Lighthouse).
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
});

describe('payment pages without a payment', () => {
  it('sends a return with no ids to /payment-failed, which says the payment was not found', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/term-insurance/sandbox/redirect');
    await page.waitForURL('**/payment-failed');
    await heading(page, 'Payment Failed').waitFor();
    await page.getByText('Payment information not found', { exact: true }).waitFor();
  });

  it('refuses a return whose signature does not verify, with Go Back to the review page', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.setItem('journey_id', '00000000-0000-4000-8000-000000000000'));
    await page.goto(
      '/health-insurance/sandbox/redirect?payment_attempt_id=00000000-0000-4000-8000-000000000001&status=SUCCESS&signed_at=1795372533&signature=forged',
    );
    await page.getByText('Failed to verify payment status. Please contact support.').waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/health/review-submit');
  });

  it('the success page with an unknown attempt says so', async () => {
    const page = await browser.newPage('mobile');
    await page.goto(
      '/payment-success?payment_attempt_id=00000000-0000-4000-8000-000000000001&journey_id=00000000-0000-4000-8000-000000000000',
    );
    await page.getByText('Payment information not found. Please contact support.').waitFor();
  });

  it('the review page without a journey, and the dashboard signed out, say what to do next', async () => {
    const page = await browser.newPage('mobile');
    await page.goto('/health/review-submit');
    await heading(page, 'Nothing to review yet').waitFor();
    await page.goto('/dashboard');
    await heading(page, 'Sign in to see your policies').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Compare health plans' }).getAttribute('href'))
      .toBe('/health-insurance');
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
