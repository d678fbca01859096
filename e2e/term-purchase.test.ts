import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { documentPdfBytes } from '../apps/api/test/files.ts';
import { seriousViolations, textWith, lookAt } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { freshMobile, signInWithOtp } from './support/proposal.ts';
import { payOnCardPage, TEST_CARDS } from './support/purchase.ts';
import { indiaYear } from './support/india-day.ts';
import { signInToConsole } from './support/ops-console.ts';

// issue 15: a 30-year-old non-smoker buys ₹1 crore of term life cover from the home page to the policy PDF, through
// the screens only.
const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

describe('buying term life cover, home page to policy PDF', () => {
  it('walks the wizard, the proposal, KYC and the review, pays the premium the review shows and downloads the policy', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');

    // Home → Insure Myself → Life Insurance → the six wizard steps: 1 Crore, 10 to 15 Lakh, male aged 30, Pune,
    // graduate, non-smoker.
    await page.getByRole('button', { name: /Insure Myself/ }).click();
    await page
      .getByRole('region', { name: 'Insure Yourself' })
      .getByRole('link', { name: /Life Insurance/ })
      .click();
    await heading(page, 'How much life cover do you need?').waitFor();
    await page.getByRole('radio', { name: '1 Crore', exact: true }).check();
    await continueButton(page).click();
    await heading(page, 'What is your annual income?').waitFor();
    await page.getByRole('radio', { name: '10 to 15 Lakh' }).check();
    await continueButton(page).click();
    await heading(page, 'Tell us about you').waitFor();
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    const dob = page.getByRole('group', { name: 'Date of birth' });
    await dob.getByLabel('Year').selectOption(String(indiaYear() - 30));
    await dob.getByLabel('Month').selectOption('1');
    await dob.getByLabel('Day').selectOption('1');
    await page.getByText('Age 30: your cover would run to age 65, for 35 years.').waitFor();
    await continueButton(page).click();
    await heading(page, 'Where do you live?').waitFor();
    await page.getByLabel('Pincode').pressSequentially('411001');
    await page.getByText('You stay in Pune').waitFor();
    await continueButton(page).click();
    await heading(page, 'What is your highest qualification?').waitFor();
    await continueButton(page).click();
    await heading(page, 'Do you smoke or use tobacco?').waitFor();
    await page.getByRole('radio', { name: 'Non-Smoker' }).check();
    await continueButton(page).click();

    // Quote list → the first plan → Buy now.
    await page.getByText(/found, sorted by premium, lowest first/).waitFor();
    const card = page.getByRole('article').first();
    const planName = (await textWith(card.getByRole('heading').first(), [/\S/])).trim();
    await card.getByRole('button', { name: /\/year/ }).click();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('button', { name: /Buy now/ }).click();

    // Proposal: sign in with the code from the sandbox outbox.
    await page.waitForURL('**/term-insurance/proposal?journey_id=*');
    await heading(page, 'Please provide your details').waitFor();
    await signInWithOtp(page, 'Rahul Kulkarni', freshMobile());

    // Life assured: dob and gender as quoted; a PAN the sandbox CKYC registry finds.
    await heading(page, 'Life assured details').waitFor();
    await textWith(page.getByRole('region', { name: 'Life assured details' }), [
      `01/01/${indiaYear() - 30}`,
      'Male',
      'As in your quote',
    ]);
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Rahul Kulkarni');
    await page.getByLabel('PAN').fill('abcdk1234f');
    await page.getByLabel('Education').selectOption('GRADUATE');
    await page.getByLabel('Occupation').selectOption('SALARIED');
    await page.getByLabel('Employer type').selectOption('PRIVATE');
    await page.getByLabel('Employer name').fill('Infosys Limited');
    await page.getByLabel('Annual income (₹)').fill('1500000');
    // Issue 45: the cover held elsewhere counts against the same income.
    await page.getByLabel('Life cover you hold with other insurers (₹)').fill('2500000');
    await lookAt(page, 'term-life-assured');
    await expect.poll(() => page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await saveAndContinue(page);

    // Nominees: shares must total 100; the running total says so.
    await heading(page, 'Nominee details').waitFor();
    await page.getByLabel('Full name').fill('Neha Sharma');
    await page.getByLabel('Relation to you').selectOption('SPOUSE');
    await page.getByLabel('Date of birth').fill(`15/03/${indiaYear() - 29}`);
    await page.getByLabel('Share (%)').fill('60');
    await page.getByText('Shares total: 60% of 100%').waitFor();
    await saveAndContinue(page);
    await page.getByText('Shares must add up to 100% (now 60%)').waitFor();
    // Issue 48: a share typed stays as typed when a nominee is added; the new one gets what is left.
    await page.getByLabel('Share (%)').fill('70');
    await page.getByRole('button', { name: 'Add a nominee' }).click();
    await expect.poll(() => page.getByLabel('Share (%)').nth(1).inputValue()).toBe('30');
    await expect.poll(() => page.getByLabel('Share (%)').first().inputValue()).toBe('70');
    await page.getByRole('button', { name: 'Remove nominee 2' }).click();
    await page.getByLabel('Share (%)').fill('100');
    await page.getByText('Shares total: 100% of 100%').waitFor();
    // The refusal follows the total: it goes once the shares add up.
    await page.getByText(/Shares must add up to 100%/).waitFor({ state: 'hidden' });
    await lookAt(page, 'term-nominees');
    await saveAndContinue(page);

    // Contact: the mobile signed in with, city, state and PIN code as quoted.
    await heading(page, 'Contact details').waitFor();
    await expect.poll(() => page.getByLabel('PIN code').inputValue()).toBe('411001');
    await expect.poll(() => page.getByLabel('City').inputValue()).not.toBe('');
    await page.getByLabel('Email').fill('rahul.sharma@example.com');
    await page.getByLabel('Address line 1').fill('Flat 12, Sunshine Residency, Baner');
    await saveAndContinue(page);

    // Lifestyle and medical declaration: all clear.
    await heading(page, 'Lifestyle and medical declaration').waitFor();
    await page.getByLabel('Height (cm)').fill('175');
    await page.getByLabel('Weight (kg)').fill('72');
    await page.getByLabel('Do you drink alcohol?').selectOption('NEVER');
    for (const question of [/hazards/, /parent or sibling/])
      await page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /tobacco or nicotine/ })
          .getByRole('radio', { name: 'No' })
          .isChecked(),
      )
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'term-lifestyle');
    await saveAndContinue(page);

    // Documents: a ₹1 crore cover needs income proof (the plan asks for it from ₹50 lakh), then KYC (found by PAN in
    // the sandbox CKYC, so on to review).
    const review = heading(page, 'Review your term life proposal');
    await heading(page, 'Proof of income').waitFor();
    await lookAt(page, 'term-income-proof');
    await page
      .getByLabel(/Choose a file for Income proof/)
      .setInputFiles({ name: 'salary-slips.pdf', mimeType: 'application/pdf', buffer: documentPdfBytes() });
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    await continueButton(page).click();
    await page.waitForURL('**/term-insurance/review?journey_id=*');
    const journeyId = new URL(page.url()).searchParams.get('journey_id') ?? '';
    await review.waitFor();

    // Review: the plan, cover, term, lump-sum payout, GST exempt, and the premium to be charged.
    const plan = page.getByRole('region', { name: 'Your plan' });
    await textWith(plan, [
      planName,
      'Cover₹1 Crore',
      /Term35 years \(cover till age 65\)/,
      'PayoutLump sum',
      'GST: exempt',
    ]);
    const premium = await textWith(page.getByTestId('term-review-premium'), [/^₹[\d,]+$/]);
    await textWith(page.getByRole('region', { name: 'Nominees' }), [
      'Neha Sharma (Spouse)',
      /100% \(born \d{2}\/\d{2}\/\d{4}\)/,
    ]);
    // The PAN is masked as on the health review and the schedule: its last four characters only.
    const lifeAssured = page.getByRole('region', { name: 'Life assured' });
    await textWith(lifeAssured, ['Rahul Kulkarni', '••••••234F', 'Infosys Limited']);
    await expect.poll(() => lifeAssured.textContent()).not.toContain('ABCDK');
    await textWith(page.getByRole('region', { name: 'Contact' }), ['rahul.sharma@example.com', '411001']);
    await textWith(page.getByRole('region', { name: 'Declaration' }), ['175 cm, 72 kg', 'Never']);
    for (const part of ['life assured', 'nominees', 'contact', 'declaration', 'identity and documents'])
      await page.getByRole('button', { name: `Edit ${part}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'term-review');

    // Confirm and pay: the card page asks for the same amount the review showed.
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await expect.poll(() => page.locator('p.amount').textContent()).toBe(premium);
    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/term-insurance/sandbox/redirect?**');
    await page.waitForURL('**/payment-success?**');
    await heading(page, 'Payment Successful!').waitFor({ timeout: 20_000 });
    await textWith(page.getByRole('region', { name: 'Payment Successful!' }), ['Amount paid', premium]);
    await lookAt(page, 'term-payment-success');

    // Issue 45: a person reads the income proof before the policy is issued. The payment is held meanwhile.
    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await textWith(success, ['Your policy will be issued as soon as our team has verified your KYC documents.']);
    const paymentPage = page.url();
    const staff = await browser.newPage('desktop');
    await signInToConsole(staff);
    await staff.goto(`/ops/kyc/${journeyId}`);
    await heading(staff, 'KYC review').waitFor();
    await textWith(staff.locator('main'), ['Income proof (salary slips, Form 16 or ITR)', 'payment received and held']);
    await lookAt(staff, 'term-income-proof-review');
    await staff.getByRole('button', { name: 'Approve KYC' }).click();
    // Issued straight through (₹1 crore at 30) by the plan's insurer, with its own number
    // (docs/insurers.md#sandbox-insurer-rules).
    await textWith(staff.getByRole('status').filter({ hasText: 'Approved.' }), [
      /Policy [A-Z-]+-T-\d{4}-[0-9A-F]{8} issued/,
    ]);
    await page.goto(paymentPage);
    await textWith(page.getByRole('region', { name: 'Payment Successful!' }), [
      'Your payment was successful and your policy has been issued.',
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Policy' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^term-policy-.+\.pdf$/);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
