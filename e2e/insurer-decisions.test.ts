import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import { signInToConsole } from './support/ops-console.ts';
import {
  TEST_CARDS,
  declareConditions,
  pageApi,
  payOnCardPage,
  readyToPayJourney,
  type ReadyJourney,
} from './support/purchase.ts';
import { referredTermProposal } from './support/term.ts';

const browser = useBrowser();
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Confirms the health proposal on its review page and pays with the success card; resolves to the amount paid. */
async function payForHealth(page: Page, { journeyId }: ReadyJourney): Promise<string> {
  await page.goto(`/health/review-submit?journey_id=${journeyId}`);
  await heading(page, 'Confirm Your Details').waitFor();
  await page.getByRole('button', { name: PAY_BUTTON }).click();
  await page.waitForURL('**/sandbox-pay/**');
  const amount = await textWith(page.locator('p.amount'), [/^₹[\d,]+$/]);
  await payOnCardPage(page, TEST_CARDS.success);
  return amount;
}

// Issue 45: the insurer decides and issues (docs/insurers.md#sandbox-insurer-rules, docs/product/insurer-cases.md).
describe('the insurer decides', () => {
  it('a declared condition brings a counter-offer; the buyer declines it on the dashboard and is refunded in full', async () => {
    const page = await browser.newPage('mobile');
    const journey = await readyToPayJourney(page);
    // Kidney disease is one the plan's table prices only as "any other disease": the insurer loads it by 20% a year.
    await declareConditions(page, journey, ['KIDNEY_DISEASE']);
    await payForHealth(page, journey);
    await page.waitForURL('**/payment-success?**');
    // Paid, and no policy yet: the insurer's counter-offer, in plain words, and nothing to download.
    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await textWith(success, [/Counter-offer: ₹[\d,]+ more a year for kidney disease \(a 20% loading\)/]);
    await expect.poll(() => page.getByRole('button', { name: 'Download Policy' }).count()).toBe(0);

    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ hasText: 'Counter-offer' });
    await textWith(card, [/Payment of ₹[\d,]+ received\. Counter-offer: ₹[\d,]+ more a year for kidney disease/]);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Decline and get a full refund' }).click();
    await textWith(page.getByRole('region', { name: 'Refunds' }), [
      /₹[\d,]+ for .+: refunded/,
      'The buyer declined the counter-offer.',
    ]);
    const withdrawn = page.getByRole('region', { name: 'Continue where you left off' }).getByRole('listitem');
    await textWith(withdrawn, [/Withdrawn — ₹[\d,]+ refunded/]);
    await expect.poll(() => withdrawn.getByRole('link', { name: /^Resume/ }).count()).toBe(0);
  });

  it('the buyer accepts a counter-offer and pays the difference: the insurer issues at the loaded premium', async () => {
    const page = await browser.newPage('desktop');
    const journey = await readyToPayJourney(page);
    await declareConditions(page, journey, ['KIDNEY_DISEASE']);
    const premium = rupees(await payForHealth(page, journey));
    await page.waitForURL('**/payment-success?**');

    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ hasText: 'Counter-offer' });
    const offer = await textWith(card, [/Counter-offer: ₹[\d,]+ more a year for kidney disease/]);
    const extra = rupees(/₹[\d,]+/.exec(offer.slice(offer.indexOf('Counter-offer')))?.[0] ?? '');
    await card.getByRole('button', { name: `Accept and pay ${inr(extra)}` }).click();
    // The gateway's page asks for the difference alone, then the payment pages follow it to the issued policy.
    await page.waitForURL('**/sandbox-pay/**');
    await textWith(page.locator('p.amount'), [inr(extra)]);
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/payment-success?**');
    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await textWith(success, [/[A-Z-]+-H-\d{4}-[0-9A-F]{8}/]);
    await page.getByRole('button', { name: 'Download Policy' }).waitFor();

    await page.goto('/dashboard');
    const policy = page.getByRole('region', { name: 'Your policies' }).getByRole('listitem');
    await textWith(policy, [inr(premium + extra)]);
  });

  it('three declared conditions are declined: the payment page and the dashboard say so with the reason, refunded', async () => {
    const page = await browser.newPage('mobile');
    const journey = await readyToPayJourney(page);
    await declareConditions(page, journey, ['DIABETES', 'HYPERTENSION', 'HEART_DISEASE']);
    const paid = await payForHealth(page, journey);
    const reason =
      'The insurer declined this proposal: The insurer does not cover 3 declared conditions together on this plan ' +
      '(Diabetes, BP / Hypertension, Heart Disease).';

    // The money went through and came back: the page says what the insurer decided, never that the payment failed.
    await page.waitForURL('**/payment-success?**');
    const result = page.getByRole('region', { name: 'Payment refunded' });
    await textWith(result, [`Declined — ${paid} refunded`, reason, `${paid} has been refunded to you.`]);
    await textWith(result.locator('dt:text-is("Amount paid") + dd'), [paid]);
    for (const action of ['Retry Payment', 'Download Policy'])
      await expect.poll(() => page.getByRole('button', { name: action }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'insurer-declined-payment');

    // The failed page, reached by an older link, sends the buyer on to what the insurer decided.
    await page.goto(`/payment-failed?${new URL(page.url()).searchParams}`);
    await page.waitForURL('**/payment-success?**');
    await heading(page, 'Payment refunded').waitFor();

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    const card = page.getByRole('region', { name: 'Continue where you left off' }).getByRole('listitem');
    await textWith(card, [`Declined — ${paid} refunded`]);
    // Nothing is left to resume: the insurer's decision on this proposal stands.
    await expect.poll(() => card.getByRole('link', { name: /^Resume/ }).count()).toBe(0);
    await textWith(page.getByRole('region', { name: 'Refunds' }), [
      `${paid} for Health Guard: refunded`,
      reason,
      /reference sbx_rfnd_/,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'insurer-declined-dashboard');
  });

  it('term cover at 46 waits for a medical test: the buyer books a slot, the results come clear, the policy is issued', async () => {
    const page = await browser.newPage('desktop');
    const journeyId = await referredTermProposal(page);
    // A person reads the income proof before the purchase goes to the insurer.
    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await staff.goto(`/ops/kyc/${journeyId}`);
    await heading(staff, 'KYC review').waitFor();
    await textWith(staff.locator('main'), ['Income proof (salary slips, Form 16 or ITR)']);
    await staff.getByRole('button', { name: 'Approve KYC' }).click();
    await textWith(staff.getByRole('status').filter({ hasText: 'Approved.' }), [
      'Approved. The policy is issued when the buyer pays.',
    ]);

    await page.goto(`/term-insurance/review?journey_id=${journeyId}`);
    await heading(page, 'Review your term life proposal').waitFor();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/payment-success?**');
    await textWith(page.getByRole('region', { name: 'Payment Successful!' }), [
      'With HDFC Life: pick a slot for your medical test',
    ]);
    await expect.poll(() => page.getByRole('button', { name: 'Download Policy' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Click 2 Protect Supreme' });
    await textWith(card, [/Payment of ₹[\d,]+ received\. With HDFC Life: pick a slot for your medical test/]);
    expect(await seriousViolations(page)).toEqual([]);
    // Three slots, 9:00 India time on each of the next three days; the buyer takes the last.
    const slots = card.getByRole('combobox', { name: 'Medical test slot' });
    await expect.poll(() => slots.locator('option').allTextContents()).toHaveLength(3);
    const chosen = (await slots.locator('option').allTextContents())[2] ?? '';
    expect(chosen).toMatch(/^\d{1,2} [A-Z][a-z]{2}, 9:00$/);
    await slots.selectOption({ label: chosen });
    await card.getByRole('button', { name: 'Book medical test' }).click();
    await textWith(card, [`With HDFC Life: medical test on ${chosen}`]);
    await expect.poll(() => slots.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'insurer-medical-test-booked');

    // The lab has the results (the demo stands in for it); the insurer tells Kavach by its signed callback, and the
    // buyer finds the policy the next time the dashboard is opened.
    const results = await pageApi(page, 'POST', '/v1/dev/insurer-cases/medical-results', {
      journey_id: journeyId,
      outcome: 'CLEAR',
    });
    expect(results.status).toBe(200);
    const policy = page.getByRole('article', { name: 'Click 2 Protect Supreme' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await heading(page, 'Your policies').waitFor();
          return policy.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const policyNumber = await textWith(policy.locator('dt:text-is("Policy number") + dd'), [
      /^HDFC-LIFE-T-\d{4}-[0-9A-F]{8}$/,
    ]);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'medical test' }).count()).toBe(0);
    const [schedule] = await Promise.all([
      page.waitForEvent('download'),
      policy.getByRole('button', { name: /Download Policy/ }).click(),
    ]);
    expect(schedule.suggestedFilename()).toBe(`term-policy-${policyNumber}.pdf`);
    expect((await fs.readFile(await schedule.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
