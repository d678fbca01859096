import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import { display, freshMobile, isoYearsAgo, signInWithOtp } from './support/proposal.ts';
import { payOnCardPage, TEST_CARDS } from './support/purchase.ts';

// issue 7: a visitor buys a health policy from the home page to the downloaded PDF, through the screens only.
const browser = useBrowser();
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, exact: typeof name === 'string' });

describe('buying health cover, home page to policy PDF', () => {
  it('walks every screen as a buyer does and downloads the policy schedule', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');

    // Home → Insure Myself → Health Insurance.
    await page.getByRole('button', { name: /Insure Myself/ }).click();
    await page
      .getByRole('region', { name: 'Insure Yourself' })
      .getByRole('link', { name: /Health Insurance/ })
      .click();

    // Pre-quote: about you, then the health details.
    await heading(page, 'Tell us about you').waitFor();
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByPlaceholder('Enter Your Name').fill('Rahul Kulkarni');
    await page.getByPlaceholder('DD/MM/YYYY').pressSequentially(display(isoYearsAgo(32)).replaceAll('/', ''));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Pin code digit 1' }).pressSequentially('411001');
    await page.getByText('Wow! You Stay in Pune').waitFor();
    await page
      .getByRole('group', { name: 'Do you have any existing disease?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await page
      .getByRole('group', { name: 'Do you have any existing health policy?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('button', { name: 'Yes I Confirm' }).click();

    // Quote list → the top plan → its detail → buy.
    await page.getByText(/plans? found, sorted by/).waitFor();
    const hero = page.getByRole('article').first();
    const planName = (await hero.getByRole('heading').textContent()) ?? '';
    await hero.getByRole('button', { name: /\/year/ }).click();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('button', { name: /Buy now/ }).click();

    // Proposal: OTP login, the proposer (a PAN the sandbox CKYC finds), an adult nominee, contact, medical.
    await heading(page, 'Please provide your details').waitFor();
    const mobile = freshMobile();
    await signInWithOtp(page, 'Rahul Kulkarni', mobile);
    await heading(page, 'Please provide Your details').waitFor();
    await page.getByLabel('PAN').fill('abcdk1234f');
    await page.getByLabel('Education').selectOption('GRADUATE');
    await page.getByLabel('Marital status').selectOption('married');
    await page.getByLabel('Height (feet)').fill('5');
    await page.getByLabel('Height (inches)').fill('10');
    await page.getByLabel('Weight (kg)').fill('74');
    const next = page.getByRole('button', { name: 'Continue' });
    await next.click();
    await heading(page, 'Enter Nominee Details').waitFor();
    await page.getByLabel('Nominee Name').fill('Neha Sharma');
    await page.getByRole('group', { name: 'Nominee Gender' }).getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Nominee Date of Birth').fill(display(isoYearsAgo(30)));
    await page.getByLabel('Nominee Relation').selectOption('SPOUSE');
    await page.getByLabel('Nominee Address').fill('Flat 12, Sunshine Residency, Baner, Pune');
    await next.click();
    await heading(page, 'Please provide your contact details').waitFor();
    await page.getByLabel('Email').fill('rahul.sharma@example.com');
    await page.getByLabel('Address Line 1').fill('Flat 12, Sunshine Residency');
    // The plan's journey config decides the contact fields; some plans do not ask for the area.
    if ((await page.getByLabel('Area').count()) > 0) await page.getByLabel('Area').fill('Baner');
    await next.click();
    await heading(page, 'Please answer the following medical questions for all family members').waitFor();
    const sections = page.getByRole('region', { name: /any member/ });
    for (let i = 0; i < (await sections.count()); i += 1)
      await sections.nth(i).getByRole('button', { name: 'None' }).click();
    await next.click();

    // KYC: found in the sandbox CKYC registry, so straight on to review.
    await page.waitForURL('**/health/review-submit**');
    await heading(page, 'Confirm Your Details').waitFor();
    await expect.poll(() => page.getByText(planName).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: PAY_BUTTON }).click();

    // The sandbox gateway's own card page, then back through the signed return.
    await payOnCardPage(page, TEST_CARDS.success);
    await heading(page, 'Payment Successful!').waitFor({ timeout: 20_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Policy' }).click(),
    ]);
    const policyNumber = /^health-policy-([A-Z-]+-H-\d{4}-[0-9A-F]{8})\.pdf$/.exec(download.suggestedFilename())?.[1];
    expect(policyNumber).toBeDefined();
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [policyNumber as string, planName, 'Rahul Kulkarni', 'Neha Sharma', 'Free-look period'])
      expect(text).toContain(expected);
  });
});
