import { formatInr, lakhCroreLabel } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { pdfText } from './support/pdf.ts';
import { boughtActivaPolicy } from './support/motor.ts';
import { boughtHealthPolicy, payOnCardPage, TEST_CARDS } from './support/purchase.ts';

const browser = useBrowser();

// Issue 47: the buyer changes their issued policy from the dashboard; the insurer makes the change and sends a revised
// schedule (docs/product/endorsements.md).
describe('changing a policy from the dashboard', () => {
  it('changes the nominee, and the insurer’s revised schedule names the new one', async () => {
    const page = await browser.newPage('mobile');
    const { policyNumber } = await boughtHealthPolicy(page);
    await page.goto('/dashboard');
    const card = page.locator('article').filter({ hasText: policyNumber });
    await card.getByRole('button', { name: `Change details of policy ${policyNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('What do you want to change?').selectOption('NOMINEE');
    await dialog.getByLabel('Nominee’s full name').fill('Ravi Kumar');
    await dialog.getByLabel('Relation to you').selectOption('SPOUSE');
    await dialog.getByLabel('Nominee’s age').fill('34');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send to the insurer' }).click();

    const changes = card.getByRole('region', { name: `Changes to policy ${policyNumber}` });
    const said = await textWith(changes, [
      /Nominee: Made by the insurer: endorsement no\. .+\/E1, effective \d\d\/\d\d\/\d{4}/,
    ]);
    const effective = /effective (\d\d\/\d\d\/\d{4})/.exec(said)?.[1] ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      changes.getByRole('button', { name: `Download revised schedule ${policyNumber}/E1` }).click(),
    ]);
    const flat = await pdfText(await download.path());
    expect(flat).toContain(`Endorsement no. ${policyNumber}/E1: effective ${effective}`);
    expect(flat).toContain('Nominee: Ravi Kumar (Spouse, age 34), for the whole benefit');
  });

  it('raises the IDV of a scooter: the insurer prices it, the buyer pays that first, then the insurer makes it', async () => {
    const page = await browser.newPage('desktop');
    const policyNumber = await boughtActivaPolicy(page, {
      'Registration number': 'MH12ID5858',
      'Engine number': 'JF50E5858585',
      'Chassis number': 'ME4JF50A0K5858585',
      'Previous policy number': 'ACKO/2W/585858',
    });
    await page.goto('/dashboard');
    const card = page.locator('article').filter({ hasText: policyNumber });
    const rupees = (text = '') => Number(text.replace(/[₹,]/g, ''));
    const boughtFor = rupees(/Premium paid(₹[\d,]+)/.exec(await textWith(card, ['Premium paid₹']))?.[1]);
    await card.getByRole('button', { name: `Change details of policy ${policyNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('What do you want to change?').selectOption('MOTOR_IDV');
    await textWith(dialog, ['A higher IDV costs more premium for the rest of the policy period.']);
    // More than the insurer insures this scooter for: its refusal names the range.
    await dialog.getByLabel('New IDV in rupees').fill('5000000');
    await dialog.getByRole('button', { name: 'Get the insurer’s price' }).click();
    const refusal = await textWith(dialog.getByRole('alert'), [/must be between ₹[\d,]+ and ₹[\d,]+/]);
    const highest = /and ₹([\d,]+)/.exec(refusal)?.[1] ?? '';
    await dialog.getByLabel('New IDV in rupees').fill(highest.replaceAll(',', ''));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Get the insurer’s price' }).click();

    // The price waits on the card: nothing is sent to the insurer until it is paid.
    const changes = card.getByRole('region', { name: `Changes to policy ${policyNumber}` });
    const priced = await textWith(changes, [
      /Insured declared value \(IDV\): The insurer’s price is ₹[\d,]+ for the rest of the period, from \d\d\/\d\d\/\d{4}\. It is sent to the insurer once you pay\./,
    ]);
    const price = /price is (₹[\d,]+)/.exec(priced)?.[1] ?? '';
    await lookAt(page, 'idv-change-priced');
    await changes.getByRole('button', { name: `Pay ${price}` }).click();
    await payOnCardPage(page, TEST_CARDS.success);

    // Back on the dashboard, the change goes to the insurer and comes back made.
    await page.waitForURL('**/dashboard');
    await textWith(changes, [/Insured declared value \(IDV\): Made by the insurer: endorsement no\. .+\/E1/]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      changes.getByRole('button', { name: `Download revised schedule ${policyNumber}/E1` }).click(),
    ]);
    const flat = await pdfText(await download.path());
    expect(flat).toContain(`Insured declared value (IDV): Rs. ${highest}`);
    expect(flat).toContain(`Additional premium for the rest of the period, paid: Rs. ${price.slice(1)}`);
    await expect.poll(() => changes.getByRole('button', { name: /^Pay ₹/ }).count()).toBe(0);
    // The card states the policy as changed: the new IDV, and the premium paid with the change's price in it.
    await textWith(card, [
      `Insured declared value (IDV)₹${lakhCroreLabel(rupees(highest))}`,
      `Premium paid${formatInr(boughtFor + rupees(price))}`,
    ]);
    await lookAt(page, 'idv-change-made');
  });
});
