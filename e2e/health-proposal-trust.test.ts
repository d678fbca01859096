import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookAt, seriousViolations } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import { display, freshMobile, isoYearsAgo, signInWithOtp, startFamilyJourney } from './support/proposal.ts';
import { pageApi } from './support/purchase.ts';

// Issue 17: the proposal says why quoted members are locked, keeps the premium in view, charges what it shows,
// and takes a quoted 70-year-old parent (no 65 cap).
const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const inr = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

async function serverTotal(page: Page, journeyId: string): Promise<string> {
  const res = await pageApi(page, 'GET', `/v1/health/journey/aggregated-premium-details/${journeyId}`);
  expect(res.status).toBe(200);
  return inr(res.body.premium_summary.total_premium);
}

type Member = { relation: string; name: string; age: number; gender: 'MALE' | 'FEMALE' };

/**
 * A journey for these members on one plan, started as the quote list's "Buy now" does, through the API in the page
 * (as support/proposal.ts startFamilyJourney), with the pre-quote answers in local storage.
 */
async function startJourney(page: Page, members: readonly Member[], planId: string, insurer: string) {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  const covered = members.map((m) => ({ ...m, dob: isoYearsAgo(m.age) }));
  return page.evaluate(
    async ({ covered, planId, insurer }) => {
      const headers = {
        'content-type': 'application/json',
        'x-session-id': window.sessionStorage.getItem('session_id') ?? '',
      };
      const self = covered[0]!;
      window.localStorage.setItem(
        'preQuoteDetails',
        JSON.stringify({
          gender: 'Male',
          name: self.name,
          dob: self.dob,
          step: 'HEALTH_INFO',
          members: covered.map((m) => ({ ...m, age_unit: 'YEAR' })),
          proposer: null,
          pincode: '411001',
          pincode_details: { district: 'Pune', state: 'Maharashtra' },
          ped: [],
          hasExistingDisease: 'no',
          hasExistingPolicy: 'no',
          existingCover: '',
          coverage: 1000000,
        }),
      );
      const created = await fetch('/v1/health/async-quote', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          request_type: 'BASE_ASYNC_QUOTATION',
          gender: 'MALE',
          pincode: 411001,
          member_covered: covered.map((m) => ({ relation: m.relation, name: m.name, dob: m.dob, gender: m.gender })),
          ped_list: ['NO_EXISTING_DISEASE'],
          sum_insured_min: 1000000,
          sum_insured_max: 1000000,
          policy_period: 'YEAR_01',
          member_coverage_plan_type: 'FAMILY_FLOATER',
          filter_criteria: { insurers: [insurer] },
        }),
      });
      const listId = (await created.json()).quotation_list_id as string;
      let list: { quotation_status: { polling_status: string }; quotation_list: Record<string, string>[] };
      for (;;) {
        list = await (await fetch(`/v1/health/async-quote/${listId}`, { headers })).json();
        if (list.quotation_status.polling_status === 'COMPLETED') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const quote = list.quotation_list.find((q) => q.plan_id === planId);
      if (!quote) throw new Error(`${planId} did not quote these members`);
      const started = await fetch('/v1/health/journey/initiate-journey', {
        method: 'POST',
        headers,
        body: JSON.stringify({ quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id }),
      });
      const journeyId = (await started.json()).journey_id as string;
      window.sessionStorage.setItem('journey_id', journeyId);
      window.sessionStorage.setItem('plan_id', planId);
      window.sessionStorage.setItem('quote_id', listId);
      return journeyId;
    },
    { covered, planId, insurer },
  );
}

async function fillBody(page: Page, marital: boolean) {
  if (marital) await page.getByLabel('Marital status').selectOption('married');
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('7');
  await page.getByLabel('Weight (kg)').fill('70');
}

describe('health proposal: trust', () => {
  it('says why quoted members are locked, and Change members leads back to the pre-quote with them', async () => {
    const page = await browser.newPage('desktop');
    const journeyId = await startFamilyJourney(page);
    await page.goto(`/health-insurance/proposal?journey_id=${journeyId}`);
    await heading(page, 'Please provide your details').waitFor();
    await signInWithOtp(page, 'Rahul Kulkarni', freshMobile());
    await heading(page, 'Please provide Your details').waitFor();
    const note = page.getByRole('note');
    await note.getByText('Date of birth and gender are as quoted: they set your premium').waitFor();
    await expect.poll(() => page.getByLabel('Date of birth').getAttribute('readonly')).not.toBeNull();
    // The summary card names the plan's premium as the server prices it.
    const total = await serverTotal(page, journeyId);
    const summary = page.getByRole('complementary', { name: 'Insure your family' });
    await expect.poll(() => summary.textContent()).toContain(total);
    await expect.poll(() => summary.textContent()).toContain('Add-ons');
    await lookAt(page, 'proposal-locked-members');
    expect(await seriousViolations(page)).toEqual([]);

    await note.getByRole('link', { name: 'Change members' }).click();
    await page.waitForURL('**/health-insurance');
    await heading(page, 'Insure Your Loved Ones').waitFor();
    await page.getByText('Priya Kulkarni').first().waitFor();
  });

  it('a quoted 70-year-old father finishes the proposal on a phone, the premium in view, and the review says Pay ₹X', async () => {
    const page = await browser.newPage('mobile');
    const journeyId = await startJourney(
      page,
      [
        { relation: 'SELF', name: 'Rahul Kulkarni', age: 42, gender: 'MALE' },
        { relation: 'FATHER', name: 'Vasant Kulkarni', age: 70, gender: 'MALE' },
      ],
      'care-supreme',
      'care-health',
    );
    await page.goto(`/health-insurance/proposal?journey_id=${journeyId}`);
    await heading(page, 'Please provide your details').waitFor();
    const total = await serverTotal(page, journeyId);

    // The premium bar stays on screen at 390 px: at the bottom of the viewport over the form, above the footer at the
    // end.
    const bar = page.getByRole('region', { name: 'Premium' });
    await expect.poll(() => bar.textContent()).toContain(total);
    const barBottom = () => bar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom - window.innerHeight));
    const barOnScreen = () =>
      bar.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      });
    await expect.poll(barBottom).toBe(0);

    await signInWithOtp(page, 'Rahul Kulkarni', freshMobile());
    await heading(page, 'Please provide Your details').waitFor();
    await page.getByLabel('PAN').fill('abcdk1234f');
    await page.getByLabel('Education').selectOption('GRADUATE');
    await fillBody(page, true);
    const next = page.getByRole('button', { name: 'Continue' });
    await next.click();
    await heading(page, "Please provide Father's details").waitFor();
    await expect.poll(() => page.getByLabel('Date of birth').inputValue()).toBe(display(isoYearsAgo(70)));
    await expect.poll(() => page.getByText(/Age: 70 years/).isVisible()).toBe(true);
    await fillBody(page, true);
    await expect.poll(barBottom).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(barOnScreen).toBe(true);
    await expect.poll(() => bar.textContent()).toContain(total);
    await lookAt(page, 'proposal-father-70');
    await next.click();

    await heading(page, 'Enter Nominee Details').waitFor();
    await page.getByLabel('Nominee Name').fill('Neha Kulkarni');
    await page.getByRole('group', { name: 'Nominee Gender' }).getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Nominee Date of Birth').fill(display(isoYearsAgo(38)));
    await page.getByLabel('Nominee Relation').selectOption('SPOUSE');
    await page.getByLabel('Nominee Address').fill('Flat 12, Sunshine Residency, Baner, Pune');
    await next.click();

    await heading(page, 'Please provide your contact details').waitFor();
    await page.getByLabel('Email').fill('rahul.kulkarni@example.com');
    await page.getByLabel('Address Line 1').fill('Flat 12, Sunshine Residency');
    if ((await page.getByLabel('Area').count()) > 0) await page.getByLabel('Area').fill('Baner');
    await next.click();

    await heading(page, 'Please answer the following medical questions for all family members').waitFor();
    await expect.poll(() => bar.textContent()).toContain(total);
    const sections = page.getByRole('region', { name: /any member/ });
    for (let i = 0; i < (await sections.count()); i += 1)
      await sections.nth(i).getByRole('button', { name: 'None' }).click();
    await lookAt(page, 'proposal-medical');
    await next.click();

    // KYC: the sandbox CKYC finds this PAN, so on to the review, whose last button names the server's total.
    await page.waitForURL('**/health/review-submit**');
    await heading(page, 'Confirm Your Details').waitFor();
    const pay = page.getByRole('button', { name: PAY_BUTTON });
    await expect.poll(() => pay.textContent()).toBe(`Pay ${total}`);
    await page.getByText('Vasant Kulkarni').first().waitFor();
    await lookAt(page, 'review-pay');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
