import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { signInToConsole } from './support/ops-console.ts';
import { pdfBytes, pngBytes } from './support/kyc.ts';
import { expectOk, policyOnCover } from './support/purchase.ts';

const browser = useBrowser();

/** Fills and sends the dashboard's claim form on the policy's card. */
async function makeClaim(
  page: Page,
  policyNumber: string,
  claim: {
    kind: string;
    detail: [string, string];
    date: string;
    amount: string;
    description: string;
  },
) {
  await page.goto('/dashboard');
  const card = page.locator('article').filter({ hasText: policyNumber });
  await card.getByRole('button', { name: `Make a claim on ${policyNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('What are you claiming for?').selectOption(claim.kind);
  await dialog.getByLabel(claim.detail[0]).fill(claim.detail[1]);
  await dialog.getByLabel('Date of admission').fill(claim.date);
  await dialog.getByLabel('Amount claimed (₹)').fill(claim.amount);
  await dialog.getByLabel('What happened?').fill(claim.description);
  return { card, dialog };
}

/** The sandbox insurer's next step on the policy's one claim (the demo's control), then the dashboard read again. */
async function insurerMovesOn(page: Page, policyNumber: string) {
  const path = `/v1/policies/${encodeURIComponent(policyNumber)}/claims`;
  const [claim] = (await expectOk(page, 'GET', path)).claims;
  await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/claims/${claim.id}/advance`);
  await page.reload();
}

// Issue 47: the buyer claims from the dashboard; the insurer decides; the dashboard shows each step and its clock.
describe('claims from the dashboard', () => {
  it('walks a cashless claim from intimation to settlement, with its clocks', async () => {
    const page = await browser.newPage('mobile');
    const { policyNumber, startDate } = await policyOnCover(page);
    const { card, dialog } = await makeClaim(page, policyNumber, {
      kind: 'CASHLESS_PLANNED',
      detail: ['Network hospital', 'Sandbox Network Hospital, Pune'],
      date: startDate,
      amount: '85000',
      description: 'Planned knee arthroscopy',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'claim-form');
    await dialog.getByRole('button', { name: 'Send claim to the insurer' }).click();
    await textWith(card, [
      'Cashless, planned admission: ₹85,000 claimed',
      'The insurer has your claim and is reviewing it.',
      /Cashless decision due by \d\d:\d\d/,
    ]);
    await insurerMovesOn(page, policyNumber);
    await textWith(card, ['Approved for ₹85,000.', 'Cashless decision within time']);
    await insurerMovesOn(page, policyNumber);
    await textWith(card, [
      'The hospital has asked the insurer to authorise your discharge.',
      /Discharge authorisation due by \d\d:\d\d/,
    ]);
    await insurerMovesOn(page, policyNumber);
    await textWith(card, ['Settled: ₹85,000.', 'Discharge authorisation within time']);
    await lookAt(page, 'claim-settled');
  });

  it('takes the documents asked for as files, then shows a claim the insurer rejected, with its reason', async () => {
    const page = await browser.newPage('desktop');
    const { policyNumber, startDate } = await policyOnCover(page);
    const { card, dialog } = await makeClaim(page, policyNumber, {
      kind: 'REIMBURSEMENT',
      detail: ['Hospital where you were treated', 'City Clinic'],
      date: startDate,
      amount: '40000',
      description: 'Cosmetic rhinoplasty',
    });
    await dialog.getByRole('button', { name: 'Send claim to the insurer' }).click();
    await textWith(card, ['The insurer asks for: Claim form, Hospital bills, Discharge summary.']);
    const send = card.getByRole('button', { name: 'Send the documents to the insurer' });
    await expect.poll(() => send.isDisabled()).toBe(true);
    // A file that is not what its name says is refused by the server's check of its bytes.
    await card
      .getByLabel('Claim form')
      .setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: pngBytes() });
    await textWith(card, ['Invalid file format. Please try another file.']);
    for (const [label, name] of [
      ['Claim form', 'claim-form.pdf'],
      ['Hospital bills', 'bills.pdf'],
      ['Discharge summary', 'discharge.pdf'],
    ] as const) {
      await card.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes() });
      await textWith(card, [new RegExp(`✓ ${name.replace('.', '\\.')}`)]);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'claim-documents');
    await send.click();
    await textWith(card, [
      'The insurer has your claim and is reviewing it.',
      /Settlement due by \d\d:\d\d on \d+ \w+/,
      'Sent to the insurer: Claim form (claim-form.pdf), Hospital bills (bills.pdf), Discharge summary (discharge.pdf)',
    ]);
    await insurerMovesOn(page, policyNumber);
    await textWith(card, [
      'Rejected: Cosmetic treatment is excluded under this policy (sandbox rule).',
      'Settlement within time',
    ]);
  });

  it('lists an open claim for staff with its clock', async () => {
    const page = await browser.newPage('desktop');
    const { policyNumber, startDate } = await policyOnCover(page);
    const { card, dialog } = await makeClaim(page, policyNumber, {
      kind: 'CASHLESS_EMERGENCY',
      detail: ['Network hospital', 'Sandbox Network Hospital, Mumbai'],
      date: startDate,
      amount: '120000',
      description: 'Emergency appendectomy',
    });
    await dialog.getByRole('button', { name: 'Send claim to the insurer' }).click();
    await textWith(card, [/Cashless decision due by \d\d:\d\d/]);
    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await staff.goto('/ops/claims');
    const row = staff.getByRole('row').filter({ hasText: policyNumber });
    await textWith(row, ['Cashless, emergency admission', '₹1,20,000', /Cashless decision due by \d\d:\d\d/]);
    expect(await seriousViolations(staff)).toEqual([]);
    await lookAt(staff, 'ops-claims-queue');
  });
});
