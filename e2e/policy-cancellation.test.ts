import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { boughtHealthPolicy, expectOk } from './support/purchase.ts';

const browser = useBrowser();
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The policy's card on the dashboard, and its "Cancel policy" dialog opened. */
async function openCancelDialog(page: Page, policyNumber: string) {
  await page.goto('/dashboard');
  const card = page.locator('article').filter({ hasText: policyNumber });
  await card.getByRole('button', { name: `Cancel policy ${policyNumber}` }).click();
  return { card, dialog: page.getByRole('dialog') };
}

// Issue 47: the buyer cancels their own policy from the dashboard, reading the refund before they confirm it.
describe('cancelling a policy from the dashboard', () => {
  it('shows the free-look refund line by line first, and cancels for exactly that amount', async () => {
    const page = await browser.newPage('mobile');
    const { policyNumber, premium } = await boughtHealthPolicy(page);
    const { card, dialog } = await openCancelDialog(page, policyNumber);
    // Not yet on cover (it starts tomorrow): everything back but the ₹1 stamp duty on a health policy.
    const refund = premium - 1;
    await textWith(dialog, [
      'You are within the free-look period',
      `Premium paid${inr(premium)}`,
      'Premium for 0 days on cover− ₹0',
      'Stamp duty− ₹1',
      'Medical examination paid by the insurer− ₹0',
      `Refund${inr(refund)}`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'cancel-policy-dialog');
    const confirm = dialog.getByRole('button', { name: `Cancel and refund ${inr(refund)}` });
    // A reason first.
    await confirm.click();
    await textWith(dialog.getByRole('alert'), ['Please choose a reason']);
    await dialog.getByLabel('Why are you cancelling?').selectOption('BETTER_COVER');
    await confirm.click();
    await textWith(card, [
      /Cancelled on \d\d\/\d\d\/\d{4} in the free-look period\. You are no longer covered by this policy\./,
      `A refund of ${inr(refund)} is on its way to you`,
    ]);
    await lookAt(page, 'cancelled-policy-card');
    await textWith(page.getByRole('region', { name: 'Refunds' }), [
      inr(refund),
      'Policy cancelled in the free-look period: I found better or cheaper cover',
    ]);
  });

  it('after the free look, shows what the short-period scale gives back, and cancels for it', async () => {
    const page = await browser.newPage('desktop');
    const { policyNumber, premium } = await boughtHealthPolicy(page);
    // The demo's own way to have bought it 45 days ago (on cover for 44 of them): the clock is not touched.
    await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/backdate`, { days: 45 });
    const { card, dialog } = await openCancelDialog(page, policyNumber);
    const text = await textWith(dialog, [
      /The free-look period ended on \d\d\/\d\d\/\d{4}\./,
      'The premium for the rest of the policy period comes back, in proportion, as no claim was made.',
      `Premium paid${inr(premium)}`,
      /Premium for 44 days on cover− ₹[\d,]+/,
      /Refund₹[\d,]+/,
    ]);
    const refund = /Refund(₹[\d,]+)/.exec(text)?.[1] ?? '';
    await dialog.getByLabel('Why are you cancelling?').selectOption('NO_LONGER_NEEDED');
    await dialog.getByRole('button', { name: `Cancel and refund ${refund}` }).click();
    await textWith(card, [
      /Cancelled on \d\d\/\d\d\/\d{4}\. You are no longer covered by this policy\./,
      `A refund of ${refund} is on its way to you`,
    ]);
    await textWith(page.getByRole('region', { name: 'Refunds' }), [
      'Policy cancelled by you after the free-look period: I no longer need this cover',
    ]);
  });
});
