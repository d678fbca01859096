import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import { TEST_CARDS, pageApi, payOnCardPage, readyToPayJourney } from './support/purchase.ts';

const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

// Issue 45: the insurer decides (docs/insurers.md#sandbox-insurer-rules: a declared condition the plan's table does not
// name brings a counter-offer, a loading of 20% a year).
describe('the insurer decides', () => {
  it('a declared condition brings a counter-offer; the buyer declines it on the dashboard and is refunded in full', async () => {
    const page = await browser.newPage('mobile');
    const { journeyId, planId } = await readyToPayJourney(page);
    const declared = await pageApi(page, 'POST', '/v1/health/journey/save-medical-declaration', {
      journey_id: journeyId,
      plan_specific_medical_declarations: [
        {
          plan_id: planId,
          member_specific_medical_declarations: [
            {
              member_id: 'SELF',
              medical_declaration_answers: [
                {
                  member_id: 'SELF',
                  question_id: 'PED_ANY',
                  answer_field_type: 'SINGLE_SELECT',
                  answer_field_single_select: 'YES',
                },
                {
                  member_id: 'SELF',
                  question_id: 'PED_CONDITIONS',
                  answer_field_type: 'MULTI_SELECT',
                  answer_field_multi_select: ['KIDNEY_DISEASE'],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(declared.status).toBe(200);

    await page.goto(`/health/review-submit?journey_id=${journeyId}`);
    await heading(page, 'Confirm Your Details').waitFor();
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await payOnCardPage(page, TEST_CARDS.success);
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
  });
});
