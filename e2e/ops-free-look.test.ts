import { describe, it } from 'vitest';
import { textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { signInToConsole } from './support/ops-console.ts';
import { boughtHealthPolicy } from './support/purchase.ts';

const browser = useBrowser();
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

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
