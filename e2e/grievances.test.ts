import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import { signInToConsole } from './support/ops-console.ts';
import { TEST_CARDS, payOnCardPage, readyToPayJourney } from './support/purchase.ts';

const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

// Issue 19: a buyer's complaint reaches staff, who acknowledge and answer it; the buyer reads the answer.
describe('grievances', () => {
  it('a buyer with a policy raises a complaint from the dashboard; staff acknowledge and respond; the buyer sees the response', async () => {
    const buyer = await browser.newPage('desktop');
    const { journeyId, mobile } = await readyToPayJourney(buyer);
    await buyer.goto(`/health/review-submit?journey_id=${journeyId}`);
    await heading(buyer, 'Confirm Your Details').waitFor();
    await buyer.getByRole('button', { name: PAY_BUTTON }).click();
    await payOnCardPage(buyer, TEST_CARDS.success);
    await buyer.waitForURL('**/payment-success?**');
    await textWith(buyer.getByRole('region', { name: 'Payment Successful!' }), [/Policy number[A-Z-]+-H-\d{4}-/]);

    const subject = `Cashless claim refused ${mobile.slice(-4)}`;
    await buyer.goto('/dashboard');
    await heading(buyer, 'Your complaints').waitFor();
    // From the policy's own card: the form opens about that policy.
    await buyer.getByRole('link', { name: /^Raise a complaint about policy [A-Z-]+-H-\d{4}-/ }).click();
    const form = buyer.getByRole('dialog', { name: 'Raise a complaint' });
    await form.waitFor();
    // Sent empty, it says what each field needs, in the shared schema's words.
    await form.getByRole('button', { name: 'Send complaint' }).click();
    await form.getByText('Choose what your complaint is about').waitFor();
    expect(await seriousViolations(buyer)).toEqual([]);
    await expect.poll(() => form.getByLabel('Policy or purchase').inputValue()).not.toBe('');
    await form.getByLabel('What is it about?').selectOption('CLAIM');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('What happened').fill('The hospital says my cashless claim was refused without a reason.');
    await form.getByRole('button', { name: 'Send complaint' }).click();
    await form.waitFor({ state: 'hidden' });
    const complaint = buyer.getByRole('article', { name: subject });
    await textWith(complaint, [
      'Received',
      'Health Guard',
      /policy [A-Z-]+-H-\d{4}-/,
      'To be acknowledged by',
      'To be resolved by',
    ]);

    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await textWith(staff.locator('dt:text-is("Complaints past their time") + dd'), [/^\d+$/]);
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Complaints' }).click();
    await heading(staff, 'Complaints').waitFor();
    await staff.getByRole('link', { name: subject }).click();
    await heading(staff, 'Complaint').waitFor();
    await textWith(staff.getByRole('status'), ['Status: Received']);
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Acknowledge' }).click();
    await textWith(staff.getByRole('status'), ['Status: Acknowledged']);
    const answer = 'We have asked the insurer to review the cashless claim; they will call you by Friday.';
    await staff.getByLabel('Response to the buyer').fill(answer);
    await staff.getByRole('button', { name: 'Send response' }).click();
    await textWith(staff.getByRole('status'), ['Status: Answered']);
    await staff.getByRole('button', { name: 'Close complaint' }).waitFor();

    await buyer.reload();
    await textWith(buyer.getByRole('article', { name: subject }), ['Answered', 'Our response', answer]);
    await expect.poll(() => complaint.getByRole('note').count()).toBe(0);
  });
});
