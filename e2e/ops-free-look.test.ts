import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import { signInToConsole } from './support/ops-console.ts';
import { TEST_CARDS, payOnCardPage, readyToPayJourney } from './support/purchase.ts';

const browser = useBrowser();
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A health policy bought straight through: its number and the premium paid, as the success page shows them. */
async function boughtHealthPolicy(page: Page): Promise<{ policyNumber: string; premium: number }> {
  const { journeyId } = await readyToPayJourney(page);
  await page.goto(`/health/review-submit?journey_id=${journeyId}`);
  await page.getByRole('button', { name: PAY_BUTTON }).click();
  await page.waitForURL('**/sandbox-pay/**');
  const premium = rupees(await textWith(page.locator('p.amount'), [/^₹[\d,]+$/]));
  await payOnCardPage(page, TEST_CARDS.success);
  await page.waitForURL('**/payment-success?**');
  const success = page.getByRole('region', { name: 'Payment Successful!' });
  const text = await textWith(success, [/[A-Z-]+-H-\d{4}-[0-9A-F]{8}/]);
  return { policyNumber: /[A-Z-]+-H-\d{4}-[0-9A-F]{8}/.exec(text)?.[0] ?? '', premium };
}

// Issue 46: a free-look return keeps only what IRDAI allows, and staff read the refund before they confirm it.
describe('a free-look return in the console', () => {
  it('shows the refund line by line before staff confirm, and cancels for exactly that amount', async () => {
    const { policyNumber, premium } = await boughtHealthPolicy(await browser.newPage('mobile'));
    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await staff.goto(`/ops/policies?q=${policyNumber}`);
    const row = staff.getByRole('table', { name: 'Policies found' }).getByRole('row').filter({ hasText: policyNumber });
    await row.getByRole('button', { name: 'Cancel in free look' }).click();
    const dialog = staff.getByRole('dialog', { name: `Cancel ${policyNumber}?` });
    // Not yet on cover (it starts tomorrow): everything back but the ₹1 stamp duty on a health policy.
    const refund = premium - 1;
    await textWith(dialog.getByRole('definition').last(), [inr(refund)]);
    await textWith(dialog, [
      `Premium paid${inr(premium)}`,
      'Risk premium for 0 days on cover− ₹0',
      'Stamp duty− ₹1',
      'Medical examination paid by the insurer− ₹0',
    ]);
    await dialog.getByRole('button', { name: `Cancel and refund ${inr(refund)}` }).click();
    await textWith(row, [new RegExp(`Cancelled .+, ${inr(refund)} back`)]);
  });
});
