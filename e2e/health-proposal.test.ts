import { formatInr } from '@kavach/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShift, recordLayoutShifts, seriousViolations } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import {
  codeFromOutbox,
  display,
  freshMobile,
  isoYearsAgo,
  signInWithOtp,
  startFamilyJourney,
} from './support/proposal.ts';
import { signIn } from './support/purchase.ts';

const browser = useBrowser();
const session = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const errorOf = (field: Locator) =>
  field.evaluate(
    (el) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null,
  );

async function openProposal(page: Page) {
  const journeyId = await startFamilyJourney(page);
  await page.goto(`/health-insurance/proposal?journey_id=${journeyId}`);
  await heading(page, 'Please provide your details').waitFor();
  return journeyId;
}

async function fillBody(page: Page, values: { feet: string; inches: string; weight: string; marital?: string }) {
  if (values.marital) await page.getByLabel('Marital status').selectOption(values.marital);
  await page.getByLabel('Height (feet)').fill(values.feet);
  await page.getByLabel('Height (inches)').fill(values.inches);
  await page.getByLabel('Weight (kg)').fill(values.weight);
}

describe('health proposal', () => {
  it('keeps still on a phone while its form loads: nothing below jumps down as it arrives (issue 48)', async () => {
    const page = await browser.newPage('mobile');
    const journeyId = await startFamilyJourney(page);
    await signIn(page, freshMobile());
    // A slow network: the proposal's form takes a second to arrive, as on a phone over 4G.
    await page.route('**/v1/health/journey/user-journey-config', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto(`/health-insurance/proposal?journey_id=${journeyId}`);
    await heading(page, 'Please provide Your details').waitFor();
    // Before: the plan's summary below the loading dots moved down a screen (layout shift 0.58, Lighthouse 54).
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  it('walks a family of four from OTP login to the KYC step and saves what was typed', async () => {
    const page = await browser.newPage('desktop');
    const journeyId = await openProposal(page);
    const anonymousSession = await session(page, 'session_id');
    await expect.poll(() => page.getByRole('heading', { name: 'Insure your family' }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Purchase progress' }).locator('[aria-current="step"]').textContent(),
      )
      .toBe('Proposal details');
    await expect
      .poll(() => page.getByText('Ensure your name matches the PAN to avoid policy rejection.').isVisible())
      .toBe(true);

    // OTP: Continue waits for exactly 10 digits; the code comes from the sandbox outbox.
    const mobile = freshMobile();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await page.getByLabel('Mobile number').fill(mobile.slice(0, 9));
    await expect.poll(() => continueButton.isDisabled()).toBe(true);
    await page.getByLabel('Mobile number').fill(`${mobile}99`);
    await expect.poll(() => page.getByLabel('Mobile number').inputValue()).toBe(mobile);
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await signInWithOtp(page, 'Rahul Kulkarni', mobile);
    await expect.poll(() => page.locator('[data-otp-state]').getAttribute('data-otp-state')).toBe('VERIFIED');
    const sessionData = JSON.parse((await session(page, 'session_data')) ?? '{}');
    expect(sessionData).toMatchObject({ authentication_status: 'AUTHENTICATED', mobile_number: mobile });
    await expect.poll(() => session(page, 'session_id')).toBe(sessionData.session_id);
    expect(sessionData.session_id).not.toBe(anonymousSession);

    // Member step: Me first, prefilled from the quote and the login; the spec's messages on blur.
    await heading(page, 'Please provide Your details').waitFor();
    await expect.poll(() => session(page, 'journeyStep')).toBe('MEMBER_NOMINEE_DETAILS');
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['Me', 'Wife', 'Son', 'Daughter', 'Nominee']);
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Rahul Kulkarni');
    await expect.poll(() => page.getByLabel('Mobile number').inputValue()).toBe(mobile);
    await expect.poll(() => page.getByLabel('Date of birth').inputValue()).toBe(display(isoYearsAgo(34)));
    expect(await seriousViolations(page)).toEqual([]);
    const pan = page.getByLabel('PAN');
    const bad: [Locator, string, string][] = [
      [pan, 'abc12', 'Enter a valid PAN number (e.g., ABCDE1234F)'],
      [page.getByLabel('Mobile number'), '12345', 'Enter a valid 10-digit mobile number'],
      [page.getByLabel('Height (feet)'), '9', 'Height should be between 3-8 feet'],
      [page.getByLabel('Height (inches)'), '12', 'Inches should be between 0-11'],
      [page.getByLabel('Weight (kg)'), '5', 'Weight should be between 10-300 kg'],
    ];
    for (const [field, value, message] of bad) {
      await field.fill(value);
      await field.blur();
      await expect.poll(() => errorOf(field)).toBe(message);
    }
    await continueButton.click();
    await expect.poll(() => page.getByText('Please select an option').count()).toBe(2);
    await expect.poll(() => errorOf(pan)).toBe('Enter a valid PAN number (e.g., ABCDE1234F)');
    // An error clears as soon as its field is edited.
    await pan.fill('abcde1234f');
    await expect.poll(() => pan.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => pan.inputValue()).toBe('ABCDE1234F');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Education').selectOption('GRADUATE');
    await fillBody(page, { marital: 'married', feet: '5', inches: '9', weight: '72.5' });
    await continueButton.click();

    // Wife: the tabs keep their order (issue 48), the done ones ticked.
    await heading(page, "Please provide Wife's details").waitFor();
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['Me✓', 'Wife', 'Son', 'Daughter', 'Nominee']);
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Wife');
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Priya Kulkarni');
    await fillBody(page, { marital: 'married', feet: '5', inches: '3', weight: '58' });
    await continueButton.click();

    // A reload keeps the journey data and opens the first incomplete tab.
    await heading(page, "Please provide Son's details").waitFor();
    await page.reload();
    await heading(page, "Please provide Son's details").waitFor();
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['Me✓', 'Wife✓', 'Son', 'Daughter', 'Nominee']);
    await fillBody(page, { feet: '4', inches: '2', weight: '26' });
    await continueButton.click();
    await heading(page, "Please provide Daughter's details").waitFor();
    await fillBody(page, { feet: '3', inches: '6', weight: '18' });
    await continueButton.click();

    // Nominee: the daughter, under 18, so an appointee is required.
    await heading(page, 'Enter Nominee Details').waitFor();
    await page.getByLabel('Nominee Name').fill('Asha Kulkarni');
    await page.getByRole('group', { name: 'Nominee Gender' }).getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Nominee Date of Birth').fill(display(isoYearsAgo(5)));
    await page.getByLabel('Nominee Relation').selectOption('DAUGHTER');
    await page.getByLabel('Nominee Address').fill('Flat 4, Shanti Apartments, FC Road, Pune');
    await page.getByText('Since the nominee is under 18 years, an appointee is required.').waitFor();
    await continueButton.click();
    await expect.poll(() => errorOf(page.getByLabel('Appointee Name'))).toBe('This field is required');
    await page.getByLabel('Appointee Name').fill('Priya Kulkarni');
    await page.getByRole('group', { name: 'Appointee Gender' }).getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Appointee Date of Birth').fill(display(isoYearsAgo(31)));
    await page.getByLabel('Appointee Relation').selectOption('MOTHER');
    await continueButton.click();

    await heading(page, 'Please provide your contact details').waitFor();
    await expect.poll(() => session(page, 'journeyStep')).toBe('ADDRESS_DETAILS');

    // Without this tab's journey data (as in a new tab, signed in), what the server holds is restored.
    await page.evaluate(() => window.sessionStorage.removeItem('journey_data'));
    await page.reload();
    await heading(page, 'Enter Nominee Details').waitFor();
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['Me✓', 'Wife✓', 'Son✓', 'Daughter✓', 'Nominee✓']);
    await expect.poll(() => page.getByLabel('Appointee Name').inputValue()).toBe('Priya Kulkarni');
    await page.getByRole('tab', { name: 'Me' }).click();
    await expect.poll(() => page.getByLabel('PAN').inputValue()).toBe('ABCDE1234F');
    await page.getByRole('tab', { name: 'Nominee' }).click();
    await continueButton.click();

    // Contact: city, state and pincode from the pre-quote, read-only.
    await heading(page, 'Please provide your contact details').waitFor();
    for (const [label, value] of [
      ['City', 'Pune'],
      ['State', 'Maharashtra'],
      ['Pincode', '411001'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect.poll(() => field.inputValue()).toBe(value);
      await expect.poll(() => field.getAttribute('readonly')).not.toBeNull();
    }
    await expect.poll(() => page.getByLabel('Mobile Number').inputValue()).toBe(mobile);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('rahul@example');
    await continueButton.click();
    await expect.poll(() => errorOf(page.getByLabel('Email'))).toBe('Please enter a valid email address');
    await expect.poll(() => errorOf(page.getByLabel('Address Line 1'))).toBe('Please enter address line 1');
    await expect.poll(() => errorOf(page.getByLabel('Area'))).toBe('Please enter area');
    await page.getByLabel('Email').fill('rahul@example.com');
    await page.getByLabel('Address Line 1').fill('Flat 4, Shanti Apartments');
    await page.getByLabel('Area').fill('Shivajinagar');
    await continueButton.click();

    // Medical: the wife is under treatment (YES with its sub-reflexive answers), every other section None.
    await heading(page, 'Please answer the following medical questions for all family members').waitFor();
    // Every section of the standard question set asks whether "any member" has something to declare.
    const sections = page.getByRole('region', { name: /any member/ });
    const illness = sections.first();
    await illness.getByRole('button', { name: 'Wife' }).click();
    await expect.poll(() => illness.getByRole('button', { name: 'Wife' }).getAttribute('aria-pressed')).toBe('true');
    await illness.getByRole('group', { name: 'Which conditions?' }).getByRole('checkbox', { name: 'Asthma' }).check();
    const treatment = illness.getByRole('group', { name: 'Is the member under treatment for it today?' });
    await treatment.getByRole('radio', { name: 'Yes' }).check();
    for (let i = 1; i < (await sections.count()); i++)
      await sections.nth(i).getByRole('button', { name: 'None' }).click();
    await expect
      .poll(() => page.getByText('No family members have this specific condition.').count())
      .toBe((await sections.count()) - 1);
    expect(await seriousViolations(page)).toEqual([]);
    await continueButton.click();
    const details = illness.getByLabel('Describe the current treatment');
    await expect.poll(() => errorOf(details)).toBe('This field is required');
    await details.fill('Inhaler twice a day');
    await illness.getByLabel("Treating doctor's mobile number").fill('9822012345');
    await continueButton.click();

    await heading(page, 'To verify, please upload the document').waitFor();
    await expect.poll(() => session(page, 'journeyStep')).toBe('KYC_STEP');

    // docs/decisions.md §4a: the declared asthma loads the premium, with its reason; the page shows the new premium at
    // once.
    const premium = await page.evaluate(async (id) => {
      const res = await fetch(`/v1/health/journey/aggregated-premium-details/${id}`, {
        headers: { 'x-session-id': window.sessionStorage.getItem('session_id') ?? '' },
      });
      return res.json();
    }, journeyId);
    expect(premium.premium_changes).toEqual([
      { reason: 'Conditions you declared: Asthma (Spouse)', amount: expect.any(Number) },
    ]);
    expect(premium.premium_changes[0].amount).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(formatInr(premium.premium_summary.total_premium), { exact: true }).first().isVisible())
      .toBe(true);

    // What was typed is what the server holds.
    const saved = await page.evaluate(async (id) => {
      const res = await fetch(`/v1/health/journey/get-journey-details/${id}`, {
        headers: { 'x-session-id': window.sessionStorage.getItem('session_id') ?? '' },
      });
      return res.json();
    }, journeyId);
    expect(saved.journey_step).toBe('KYC_STEP');
    expect(saved.proposer).toMatchObject({
      full_name: 'Rahul Kulkarni',
      pan_number: 'ABCDE1234F',
      mobile,
      education: 'GRADUATE',
      height_feet: 5,
      height_inch: 9,
      weight: 72.5,
      pincode: '411001',
    });
    expect(saved.members.map((m: Record<string, unknown>) => [m.member_type, m.full_name, m.weight])).toEqual([
      ['SELF', 'Rahul Kulkarni', 72.5],
      ['SPOUSE', 'Priya Kulkarni', 58],
      ['CHILD_01', 'Arjun Kulkarni', 26],
      ['CHILD_02', 'Asha Kulkarni', 18],
    ]);
    expect(saved.nominee).toMatchObject({
      full_name: 'Asha Kulkarni',
      nominee_relation: 'DAUGHTER',
      gender: 'FEMALE',
      appointee_full_name: 'Priya Kulkarni',
      appointee_relation: 'MOTHER',
      appointee_dob: isoYearsAgo(31),
    });
    expect(saved.contact).toMatchObject({
      email: 'rahul@example.com',
      address_1: 'Flat 4, Shanti Apartments',
      area: 'Shivajinagar',
      city: 'Pune',
      pincode: '411001',
    });
    const spouse = saved.medical.declarations.find((d: { member_id: string }) => d.member_id === 'SPOUSE');
    const answer = (id: string) =>
      spouse.medical_declaration_answers.find((a: { question_id: string }) => a.question_id === id);
    expect(answer('PED_ANY').answer_field_single_select).toBe('YES');
    expect(answer('PED_CONDITIONS').answer_field_multi_select).toEqual(['ASTHMA']);
    expect(answer('PED_TREATMENT_DETAILS').answer_field_text_area).toBe('Inhaler twice a day');
    expect(answer('PED_DOCTOR_MOBILE').answer_field_mobile_number).toBe('9822012345');
    const self = saved.medical.declarations.find((d: { member_id: string }) => d.member_id === 'SELF');
    expect(
      self.medical_declaration_answers.every(
        (a: { answer_field_single_select?: string }) => a.answer_field_single_select === 'NO',
      ),
    ).toBe(true);
  });

  it('OTP: a wrong code shows INVALID, the resend countdown runs, and a pasted code keeps its first six digits', async () => {
    const page = await browser.newPage('mobile');
    await openProposal(page);
    const mobile = freshMobile();
    await page.getByLabel('Mobile number').fill('5123456789');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Enter a valid 10-digit mobile number').isVisible()).toBe(true);
    await page.getByLabel('Full name').fill('Rahul Kulkarni');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    const first = page.getByLabel('Digit 1 of 6');
    await first.waitFor();
    const countdown = page.getByText(/^Resend code in \d+s$/);
    await countdown.waitFor();
    const seconds = async () => Number(/(\d+)s/.exec((await countdown.textContent()) ?? '')?.[1]);
    // The 60 s countdown starts near 60 (a busy machine may paint it a few seconds late) and runs down.
    const start = await seconds();
    expect(start).toBeGreaterThanOrEqual(45);
    expect(start).toBeLessThanOrEqual(60);
    await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(start);
    expect(await seriousViolations(page)).toEqual([]);

    const code = await codeFromOutbox(page, mobile);
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await first.focus();
    await page.keyboard.type(wrong);
    await page.getByText('Invalid code. Please check it and try again.').waitFor();
    await expect.poll(() => page.locator('[data-otp-state]').getAttribute('data-otp-state')).toBe('INVALID');
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => session(page, 'session_data')).toBeNull();

    // Typing over the refused code starts afresh: the first digit clears the boxes, and the code is sent once,
    // when all six are in. (Editing it digit by digit sent a wrong code per keystroke and spent every try.)
    await first.focus();
    await page.keyboard.type(wrong.slice(0, 3));
    await expect.poll(() => page.locator('[data-otp-state]').getAttribute('data-otp-state')).toBe('idle');
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /Enter the 6-digit code/ })
          .getByRole('textbox')
          .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value).join('')),
      )
      .toBe(wrong.slice(0, 3));
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /Enter the 6-digit code/ })
          .getByRole('textbox')
          .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value).join('')),
      )
      .toBe('');

    // Paste: letters and spaces dropped, only the first six digits kept, then it verifies.
    await first.evaluate(
      (el, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `Code: ${code.slice(0, 3)} ${code.slice(3)}99`,
    );
    await page.getByText('Verified').waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /Enter the 6-digit code/ })
          .getByRole('textbox')
          .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value).join('')),
      )
      .toBe(code);
    await heading(page, 'Please provide Your details').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('OTP: a code asked for again within the minute, from another device, says to wait and for how long', async () => {
    const page = await browser.newPage('mobile');
    await openProposal(page);
    const mobile = freshMobile();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Digit 1 of 6').waitFor();

    // The same number from the home page's Sign In elsewhere: the server refuses a second code within the minute.
    const other = await browser.newPage('mobile');
    await other.goto('/');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByLabel('Mobile number').fill(mobile);
    await other.getByRole('button', { name: 'Continue' }).click();
    const refusal = other.getByRole('alert').filter({ hasText: 'Please wait before asking for a new code.' });
    await expect
      .poll(async () => (await refusal.count()) > 0 && (await refusal.first().textContent()))
      .toMatch(/^Please wait before asking for a new code\. You can ask again in \d{1,2} seconds?\.$/);
    await expect.poll(() => other.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expect.poll(() => other.getByLabel('Digit 1 of 6').count()).toBe(0);
    expect(await seriousViolations(other)).toEqual([]);
  });

  it('OTP: the fifth wrong code says the code is used up and closes the boxes until a new code is sent', async () => {
    const page = await browser.newPage('desktop');
    await openProposal(page);
    const mobile = freshMobile();
    await page.getByLabel('Full name').fill('Rahul Kulkarni');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    const first = page.getByLabel('Digit 1 of 6');
    await first.waitFor();
    const code = await codeFromOutbox(page, mobile);
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    const state = () => page.locator('[data-otp-state]').getAttribute('data-otp-state');
    for (let i = 1; i <= 4; i += 1) {
      await first.focus();
      await page.keyboard.type(wrong);
      await expect.poll(state).toBe('INVALID');
    }
    await first.focus();
    await page.keyboard.type(wrong);
    await page.getByText('Too many wrong codes. Request a new code.').waitFor();
    await expect.poll(state).toBe('LOCKED');
    // The right code can no longer be typed in: this code is spent.
    await first.focus();
    await page.keyboard.type(code);
    await expect.poll(() => first.inputValue()).toBe(wrong[0]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('without a journey id, says so and links to the health quotes', async () => {
    const page = await browser.newPage('mobile');
    await page.goto('/health-insurance/proposal');
    await heading(page, 'No plan chosen yet').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Get health quotes' }).getAttribute('href'))
      .toBe('/health-insurance');
  });
});
