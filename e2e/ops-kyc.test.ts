import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { CKYC_NOT_FOUND_PAN, pngBytes } from './support/kyc.ts';
import { signInToConsole } from './support/ops-console.ts';
import { paidAndHeld } from './support/purchase.ts';

const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

// Issue 19: a KYC resting on uploaded documents holds the buyer's payment until staff approve it.
describe('operations console: KYC review', () => {
  it('holds a document-KYC buyer’s payment; staff approve in the console, and the buyer’s policy is issued', async () => {
    const buyer = await browser.newPage('desktop');
    const journeyId = await paidAndHeld(buyer);
    const success = buyer.getByRole('region', { name: 'Payment Successful!' });
    await textWith(success, [
      'Your payment was received. Your policy will be issued as soon as our team has verified your KYC documents.',
    ]);
    await expect.poll(() => success.getByText('Policy number').count()).toBe(0);
    const paymentPage = buyer.url();

    await buyer.goto('/dashboard');
    // Paid and waiting for a person: bought, with its policies, saying so; not a purchase to continue.
    const held = buyer.getByRole('region', { name: 'Your policies' }).getByRole('listitem');
    await textWith(held.getByRole('status'), [/^Paid ₹[\d,]+ — your documents are being checked\./]);
    await expect.poll(() => buyer.getByText('You have no policies yet').count()).toBe(0);
    await expect.poll(() => held.getByText(/^Next:/).count()).toBe(0);
    await expect.poll(() => buyer.getByRole('heading', { name: 'Continue where you left off' }).count()).toBe(0);
    await expect.poll(() => buyer.getByRole('link', { name: 'Resume Health Guard' }).count()).toBe(0);
    await lookAt(buyer, 'ops-kyc-buyer-dashboard-held');

    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await textWith(staff.locator('dt:text-is("KYC waiting for review") + dd'), [/^[1-9]\d*$/]);
    expect(await seriousViolations(staff)).toEqual([]);
    await lookAt(staff, 'ops-home');
    await staff.getByRole('link', { name: 'KYC queue' }).click();
    await heading(staff, 'KYC queue').waitFor();
    // The buyer's row (it links to their journey's review) names the product and the plan in words.
    const queueRow = staff.getByRole('row').filter({ has: staff.locator(`a[href="/ops/kyc/${journeyId}"]`) });
    await queueRow.getByRole('cell', { name: 'Paid, held' }).waitFor();
    await queueRow.getByRole('cell', { name: 'Health', exact: true }).waitFor();
    const queuedPlan = await textWith(queueRow.getByRole('cell').nth(3), [/^\S.* · \S.*$/]);
    await lookAt(staff, 'ops-kyc-queue');

    // The day's reconciliation shows the held money as a capture without a policy yet, and why.
    await staff.getByRole('link', { name: 'Payments' }).click();
    await heading(staff, 'Payments').waitFor();
    await staff
      .getByRole('table', { name: 'Payments and policies that do not match' })
      .getByRole('row')
      .filter({ hasText: journeyId })
      .filter({ hasText: 'Held for the KYC review' })
      .filter({ hasText: /Paid · ₹[\d,]+/ })
      .waitFor();

    await staff.goto(`/ops/kyc/${journeyId}`);
    await heading(staff, 'KYC review').waitFor();
    await textWith(staff.getByRole('status').first(), ['Waiting for review', 'payment received and held']);
    await textWith(staff.locator('dl').first(), ['Rahul Kulkarni', 'Male', CKYC_NOT_FOUND_PAN, 'rahul@example.in']);
    for (const label of ['Aadhaar Front', 'Aadhaar Back', 'Selfie'])
      await expect.poll(() => staff.getByRole('img', { name: label }).getAttribute('src')).toMatch(/^blob:/);
    expect(await seriousViolations(staff)).toEqual([]);
    await lookAt(staff, 'ops-kyc-item');
    await staff.getByRole('button', { name: 'Approve KYC' }).click();
    const decided = await textWith(staff.getByRole('status').filter({ hasText: 'Approved.' }), [
      /Approved\. Policy [A-Z-]+-H-\d{4}-[0-9A-F]{8} issued\./,
    ]);
    const policyNumber = /[A-Z-]+-H-\d{4}-[0-9A-F]{8}/.exec(decided)?.[0] ?? '';

    // Staff find the issued policy, named as the queue named it, and download its schedule, as the buyer would.
    await staff.goto(`/ops/policies?q=${policyNumber}`);
    const row = staff.getByRole('row').filter({ hasText: policyNumber }).filter({ hasText: queuedPlan });
    await row.waitFor();
    const [schedule] = await Promise.all([
      staff.waitForEvent('download'),
      row.getByRole('button', { name: `Schedule PDF of ${policyNumber}` }).click(),
    ]);
    expect(schedule.suggestedFilename()).toBe(`health-policy-${policyNumber}.pdf`);

    // The admin's audit log says, in words, who approved this KYC and who downloaded the schedule.
    await staff.getByRole('link', { name: 'Audit log' }).click();
    const logged = (action: string, target: string) =>
      staff
        .getByRole('row')
        .filter({ hasText: target })
        .filter({ has: staff.getByRole('cell', { name: action, exact: true }) })
        .first()
        .waitFor();
    await logged('Approved a KYC', journeyId);
    await logged('Downloaded a policy schedule', policyNumber);
    // What changed, in words: not the JSON the chain seals.
    await staff
      .getByRole('row')
      .filter({ hasText: journeyId })
      .filter({ has: staff.getByRole('cell', { name: 'Approved a KYC', exact: true }) })
      .getByRole('cell', { name: 'KYC review: approved', exact: true })
      .first()
      .waitFor();

    // The payment's history: each status it took, and the gateway's webhook.
    await staff.getByRole('link', { name: 'Payments' }).click();
    const paymentRow = staff
      .getByRole('region', { name: 'Payment attempts' })
      .getByRole('row')
      .filter({ hasText: journeyId })
      .filter({ has: staff.getByRole('cell', { name: 'Paid', exact: true }) });
    // The gateway's ids, each named in one cell, so the ten facts of a payment fit the width of a laptop.
    await paymentRow
      .getByRole('term')
      .filter({ hasText: /^Order$/ })
      .waitFor();
    await paymentRow
      .getByRole('term')
      .filter({ hasText: /^Payment$/ })
      .waitFor();
    const payments = staff.getByRole('region', { name: 'Payment attempts' });
    if (!process.env.E2E_VIEWPORT)
      await expect.poll(() => payments.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await paymentRow.getByRole('button', { name: /^History of payment / }).click();
    const history = staff.getByRole('dialog', { name: 'Payment history' });
    await history.getByText('Waiting for the gateway → Paid').waitFor();
    await history.getByText('Webhook: SUCCESS').waitFor();
    await lookAt(staff, 'ops-payment-history');
    await history.getByRole('button', { name: /close/i }).click();
    await lookAt(staff, 'ops-payments');

    await buyer.goto(paymentPage);
    await textWith(buyer.getByRole('region', { name: 'Payment Successful!' }), [
      'Your payment was successful and your policy has been issued.',
      `Policy number${policyNumber}`,
    ]);
    await buyer.goto('/dashboard');
    await heading(buyer, 'Your policies').waitFor();
    await textWith(buyer.getByRole('article', { name: 'Health Guard' }), [policyNumber]);
  });

  /** Staff open the buyer's review in the console and reject it as the Aadhaar not masked; the console says so. */
  async function rejectInConsole(journeyId: string, shot?: string): Promise<Page> {
    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await staff.goto(`/ops/kyc/${journeyId}`);
    await heading(staff, 'KYC review').waitFor();
    await staff.getByRole('button', { name: 'Reject…' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject this KYC' });
    await dialog.getByRole('button', { name: 'Reject KYC' }).click();
    await dialog.getByText('Choose a reason from the list').waitFor();
    await dialog.getByRole('radio', { name: 'Aadhaar number not masked' }).check();
    await dialog
      .getByText('The buyer will read: “Upload a masked Aadhaar (first 8 digits hidden), front and back.”')
      .waitFor();
    // Before they confirm, staff read what happens to the money: held for new documents, not refunded at once.
    await dialog
      .getByText(
        'The buyer has paid: the payment stays held while they upload new documents, for 15 days. It is refunded in full if they cancel or do not upload by then.',
      )
      .waitFor();
    if (shot) await lookAt(staff, shot);
    await dialog.getByRole('button', { name: 'Reject KYC' }).click();
    // Paid already: the money stays held while the buyer uploads again (issue 48).
    await textWith(staff.getByRole('status').filter({ hasText: 'Rejected.' }), [
      /^Rejected\. The buyer is asked to upload again by \d{2}\/\d{2}\/\d{4}; their ₹[\d,]+ stays held until then\.$/,
    ]);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => staff.getByRole('button', { name: 'Approve KYC' }).count()).toBe(0);
    return staff;
  }

  /** The buyer's dashboard card of a paid purchase whose documents were not accepted. */
  const heldCard = async (buyer: Page) => {
    await buyer.goto('/dashboard');
    const state = buyer.getByRole('status').filter({ hasText: 'your KYC documents were not accepted' });
    await textWith(state, [
      /^Paid ₹[\d,]+ — your KYC documents were not accepted: Aadhaar number not masked\./,
      'Upload a masked Aadhaar (first 8 digits hidden), front and back.',
      /We hold your payment until \d{2}\/\d{2}\/\d{4}\. If the new documents are accepted, your policy is issued with it; if you cancel, or do not upload them by then, it is refunded in full\./,
    ]);
    return state;
  };

  // The Reject KYC button sent nothing: its form checked a field (upload_ids) the dialog never sets. Issue 48: a
  // rejection keeps a paid buyer's money while they upload again, and the new documents go back to staff.
  it('rejects a KYC with a reason: the payment stays held, the buyer uploads again, and staff see it back', async () => {
    const buyer = await browser.newPage('mobile');
    const journeyId = await paidAndHeld(buyer);
    const staff = await rejectInConsole(journeyId, 'ops-kyc-reject-dialog');

    await heldCard(buyer);
    await lookAt(buyer, 'dashboard-kyc-rejected-held');
    await buyer.getByRole('link', { name: 'Upload documents for Health Guard' }).click();
    await buyer.waitForURL(`**/dashboard/documents/${journeyId}`);
    await heading(buyer, 'Upload your KYC documents again').waitFor();
    await buyer.getByText('Your KYC documents were not accepted').waitFor();
    await heading(buyer, 'Proof of Address').waitFor();
    expect(await seriousViolations(buyer)).toEqual([]);
    await lookAt(buyer, 'held-documents-page');
    await buyer
      .getByLabel('Replace Aadhaar Front', { exact: true })
      .setInputFiles({ name: 'aadhaar-masked.png', mimeType: 'image/png', buffer: pngBytes(72, 44, [20, 90, 160]) });
    // The slot showed the rejected file as uploaded already: wait for the new one's upload to run and finish.
    const progress = buyer.getByRole('progressbar', { name: 'Uploading Aadhaar Front' });
    await progress.waitFor();
    await progress.waitFor({ state: 'detached' });
    await buyer
      .getByRole('group', { name: 'Aadhaar Front', exact: true })
      .getByText('Aadhaar Front uploaded successfully')
      .waitFor();
    await buyer.getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(buyer, 'Mandatory Upload').waitFor();
    await buyer.getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(buyer, 'Your documents are with our team').waitFor();
    await lookAt(buyer, 'held-documents-sent');
    await buyer
      .getByText('Your payment stays held, and your policy is issued as soon as they are approved.', { exact: false })
      .waitFor();

    // Back in the staff's queue, to be decided again.
    await staff.reload();
    await staff.getByRole('button', { name: 'Approve KYC' }).waitFor();
  });

  it('a buyer whose documents were not accepted cancels instead, and the held payment is refunded', async () => {
    const buyer = await browser.newPage('desktop');
    const journeyId = await paidAndHeld(buyer);
    await rejectInConsole(journeyId);

    await heldCard(buyer);
    await buyer.getByRole('button', { name: 'Cancel and get a refund for Health Guard' }).click();
    const dialog = buyer.getByRole('alertdialog', { name: 'Cancel this purchase?' });
    await dialog.getByText(/the ₹[\d,]+ you paid is refunded in full/).waitFor();
    await lookAt(buyer, 'held-refund-dialog');
    await dialog.getByRole('button', { name: /^Refund ₹[\d,]+$/ }).click();
    await buyer.getByText(/^₹[\d,]+ for Health Guard: refunded$/).waitFor();
    await buyer.getByText('You cancelled the purchase after your KYC documents were not accepted.').waitFor();
    await expect
      .poll(() => buyer.getByRole('status').filter({ hasText: 'your KYC documents were not accepted' }).count())
      .toBe(0);
  });

  it('pages the audit log: fifty entries a page, Next page to the older ones, the page kept in the address', async () => {
    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    // Sixty reads of the KYC queue, each on the record: more entries than one page holds.
    const read = await staff.evaluate(async () => {
      const headers = { 'x-staff-session': sessionStorage.getItem('ops_staff_session') ?? '' };
      const answers = [];
      for (let i = 0; i < 60; i += 1) answers.push((await fetch('/v1/ops/kyc-reviews', { headers })).status);
      return answers;
    });
    expect(new Set(read)).toEqual(new Set([200]));
    await staff.goto('/ops/audit-log');
    await heading(staff, 'Audit log').waitFor();
    const shown = staff.getByRole('navigation', { name: 'Staff actions: pages' }).getByRole('status');
    await expect.poll(() => shown.textContent()).toMatch(/^Showing 1–50 of \d+$/);
    await staff.getByRole('link', { name: 'Next page' }).click();
    await staff.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => shown.textContent()).toMatch(/^Showing 51–\d+ of \d+$/);
    await staff.getByRole('link', { name: 'Previous page' }).waitFor();
    await lookAt(staff, 'ops-audit-log-page-2');
  });
});
