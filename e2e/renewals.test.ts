import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { boughtHealthPolicy, expectOk } from './support/purchase.ts';

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
});
