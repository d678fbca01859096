import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations, textWith } from './assert.ts';
import { freshMobile, signInWithOtp } from './proposal.ts';
import { payOnCardPage, TEST_CARDS } from './purchase.ts';

/** Every POST /v1/motor/quotes body the page sends, in order: tests prove a choice re-quoted on the server. */
export function recordMotorQuoteRequests(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/motor/quotes')
      bodies.push(req.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

export const quoteCards = (page: Page) => page.locator('article[data-insurer]');
export const quoteCard = (page: Page, insurerId: string) => page.locator(`article[data-insurer="${insurerId}"]`);

/** One insurer's total premium in rupees, as its card shows it. */
export async function totalPremium(page: Page, insurerId: string): Promise<number> {
  const text = (await quoteCard(page, insurerId).getByTestId('total-premium').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits for the list to have answered and settled (no re-quote running), then gives the first card's insurer. */
export async function firstInsurer(page: Page): Promise<string> {
  await quoteCards(page).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  return (await quoteCards(page).first().getAttribute('data-insurer')) ?? '';
}

/** The entry page's claim question, which starts unanswered (issue 48): a current policy needs the answer. */
export const answerClaimLastYear = (page: Page, answer: 'Yes' | 'No') =>
  page
    .getByRole('group', { name: 'Claim in the last year?' })
    .getByRole('radio', { name: answer, exact: true })
    .check();

/**
 * A registered vehicle's quote list, as a buyer reaches it: the entry page, the number looked up, no claim last year,
 * Proceed. `entry` is '/car-insurance' or '/bike-insurance'; `variant` is the vehicle the registry maps the number to.
 */
export async function quoteRegisteredVehicle(page: Page, entry: string, number: string, variant: string) {
  await page.goto(entry);
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  await field(page, 'Registration number').fill(number);
  await page.getByRole('button', { name: 'Fetch Details' }).click();
  await expect.poll(() => field(page, 'Variant').inputValue()).toBe(variant);
  await answerClaimLastYear(page, 'No');
  await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
  await page.waitForURL(`**${entry}/quote-list`);
  await firstInsurer(page);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

export async function fillOwner(page: Page) {
  await heading(page, 'Owner details').waitFor();
  await field(page, 'Full name').fill('Rahul Kulkarni');
  await field(page, 'Date of birth').fill('15/08/1990');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await field(page, 'PAN').fill('ABCDK1234F');
  await field(page, 'Mobile number').fill('9876543210');
  await field(page, 'Email').fill('rahul.sharma@example.com');
  await field(page, 'Address').fill('12 MG Road, Shivajinagar');
  await field(page, 'City').fill('Pune');
  await field(page, 'State').fill('Maharashtra');
  await field(page, 'Pincode').fill('411005');
  expect(await seriousViolations(page)).toEqual([]);
  await saveAndContinue(page);
}

export async function fillNominee(page: Page) {
  await heading(page, 'Nominee').waitFor();
  await field(page, 'Nominee’s full name').fill('Neha Sharma');
  await field(page, 'Relation').selectOption('SPOUSE');
  await field(page, 'Nominee’s age').fill('32');
  await saveAndContinue(page);
}

/** The vehicle step of a registered scooter: its numbers, then the previous policy (and any more fields given). */
export async function fillRegisteredVehicle(
  page: Page,
  numbers: Record<string, string>,
  more: Record<string, string> = {},
) {
  await heading(page, 'Vehicle details').waitFor();
  const filled = { ...numbers, 'Previous insurer': 'Acko General Insurance', ...more };
  for (const [label, value] of Object.entries(filled)) await field(page, label).fill(value);
  await saveAndContinue(page);
}

/** Buy Now on the list's first insurer, then sign in on the proposal: the quoted premium. */
export async function buyFirstQuoteSignedIn(page: Page): Promise<number> {
  const insurer = await firstInsurer(page);
  const premium = await totalPremium(page, insurer);
  await quoteCard(page, insurer).getByRole('button', { name: 'Buy Now' }).click();
  // Under the vehicle's pages: /bike-insurance/proposal or /car-insurance/proposal.
  await page.waitForURL(/\/(bike|car)-insurance\/proposal\?journey_id=/);
  await heading(page, 'Please provide your details').waitFor();
  await signInWithOtp(page, 'Rahul Kulkarni', freshMobile());
  return premium;
}

/**
 * An Activa of the registry's age, with two claim-free years (a 25 % bonus), bought through the bike pages by a new
 * signed-in buyer under `numbers` (its registration, engine, chassis and previous policy numbers: each file its own,
 * as a vehicle is insured once): the policy number the success page shows.
 */
export async function boughtActivaPolicy(page: Page, numbers: Record<string, string>): Promise<string> {
  await page.goto('/bike-insurance');
  await field(page, 'Registration number').fill('MH12AB1234');
  await page.getByRole('button', { name: 'Fetch Details' }).click();
  await expect.poll(() => field(page, 'Variant').inputValue()).toBe('honda-activa-6g-standard');
  await field(page, 'Claim-free years').selectOption('2');
  await field(page, 'Registration number').fill(numbers['Registration number'] ?? '');
  await answerClaimLastYear(page, 'No');
  await page.getByRole('button', { name: 'Proceed to Quotes' }).click();
  await page.waitForURL('**/bike-insurance/quote-list');
  await buyFirstQuoteSignedIn(page);
  await fillOwner(page);
  await fillRegisteredVehicle(page, numbers);
  await fillNominee(page);
  await heading(page, 'Review your motor proposal').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnCardPage(page, TEST_CARDS.success);
  await page.waitForURL('**/payment-success?**');
  const issued = await textWith(page.getByRole('region', { name: 'Payment Successful!' }), [
    /[A-Z-]+-M-\d{4}-[0-9A-F]{8}/,
  ]);
  return /[A-Z-]+-M-\d{4}-[0-9A-F]{8}/.exec(issued)?.[0] ?? '';
}
