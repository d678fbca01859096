import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { indiaYear } from './support/india-day.ts';

// docs/product/quotes.md §2, §4, §5, §8: the health pre-quote journey at /health-insurance, as a visitor sees it.
const browser = useBrowser();

const QUOTE_LIST_URL =
  /\/health-insurance\/quote-list\?quote_id=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PINCODE_INVALID = 'Invalid pincode. Please enter a valid 6-digit pincode.';

const sessionValue = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);
const localJson = async (page: Page, key: string) =>
  JSON.parse((await page.evaluate((k) => window.localStorage.getItem(k), key)) ?? 'null');

/** 01/01 of the year `years` ago, as typed on screen (digits only) — ages stay right whatever today is. */
const typedJan1YearsAgo = (years: number) => `0101${indiaYear() - years}`;

async function openJourney(page: Page, insuranceFor: 'self' | 'family' | 'things' | null) {
  await page.goto('/');
  await page.evaluate(
    (choice) =>
      choice ? window.sessionStorage.setItem('insuranceFor', choice) : window.sessionStorage.removeItem('insuranceFor'),
    insuranceFor,
  );
  await page.goto('/health-insurance');
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Opens the health info step directly, as a reload does once the members are saved. */
async function openHealthInfo(page: Page) {
  await page.goto('/');
  await page.evaluate(() => {
    window.sessionStorage.setItem('insuranceFor', 'self');
    window.sessionStorage.setItem('PreQuoteStep', 'HEALTH_INFO');
    window.localStorage.setItem(
      'preQuoteDetails',
      JSON.stringify({
        gender: 'Female',
        name: 'Anita Rao',
        dob: '1985-07-20',
        step: 'HEALTH_INFO',
        members: [
          { name: 'Anita Rao', relation: 'SELF', age_unit: 'YEAR', age: 40, dob: '1985-07-20', gender: 'FEMALE' },
        ],
        proposer: null,
        pincode: '',
        pincode_details: null,
        ped: [],
        hasExistingDisease: '',
        hasExistingPolicy: '',
        existingCover: '',
        coverage: 1000000,
      }),
    );
  });
  await page.goto('/health-insurance');
  await page.getByRole('heading', { name: 'A few health details' }).waitFor();
}

const pinBox = (page: Page, n: number) => page.getByRole('textbox', { name: `Pin code digit ${n}` });
const question = (page: Page, name: string) => page.getByRole('group', { name });
const pinDigits = (page: Page) => Promise.all([1, 2, 3, 4, 5, 6].map((n) => pinBox(page, n).inputValue()));

describe('health pre-quote journey', () => {
  it('self at 390 px: details, pin code, no/no, then the quote list with the spec’s preQuoteDetails', async () => {
    const page = await browser.newPage('mobile');
    // No insuranceFor stored: treated as self (docs/product/quotes.md §2).
    await openJourney(page, null);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Yourself');
    await expect.poll(() => page.getByText('Cover for you, Your Present and Future Life').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Tell us about you' }).isVisible()).toBe(true);
    await expect.poll(() => sessionValue(page, 'PreQuoteStep')).toBe('SELF_PERSONAL_DETAILS');
    // No gender is chosen for the buyer (issue 48): the spec's Male default is departed from.
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(0);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.isDisabled()).toBe(true);

    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByPlaceholder('Enter Your Name').fill('Rahul Sharma');
    const dob = page.getByPlaceholder('DD/MM/YYYY');
    await dob.pressSequentially('14051990');
    await expect.poll(() => dob.inputValue()).toBe('14/05/1990');
    await continueButton.click();

    await page.getByRole('heading', { name: 'A few health details' }).waitFor();
    await expect.poll(() => sessionValue(page, 'PreQuoteStep')).toBe('HEALTH_INFO');
    const summary = page.getByRole('complementary', { name: 'Health Cover' });
    await expect.poll(() => summary.textContent()).toContain('Rahul Sharma');
    await expect.poll(() => page.getByText('Enter Your Pin Code').isVisible()).toBe(true);

    await pinBox(page, 1).pressSequentially('411001');
    await page.getByText('Wow! You Stay in Pune').waitFor();
    await expect.poll(() => pinDigits(page)).toEqual(['4', '1', '1', '0', '0', '1']);
    await question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'No' }).check();
    await question(page, 'Do you have any existing health policy?').getByRole('radio', { name: 'No' }).check();
    await expect.poll(() => page.getByText('* All fields are mandatory').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Yes I Confirm' }).click();

    await page.waitForURL(QUOTE_LIST_URL);
    const quoteId = new URL(page.url()).searchParams.get('quote_id');
    await expect.poll(() => sessionValue(page, 'quote_id')).toBe(quoteId);
    const details = await localJson(page, 'preQuoteDetails');
    // The spec's keys, and ours: pedMembers, who has each condition (docs/product/quotes.md §3).
    expect(Object.keys(details).sort()).toEqual(
      [
        'coverage',
        'dob',
        'existingCover',
        'gender',
        'hasExistingDisease',
        'hasExistingPolicy',
        'members',
        'name',
        'ped',
        'pedMembers',
        'pincode',
        'pincode_details',
        'proposer',
        'step',
      ].sort(),
    );
    expect(details).toMatchObject({
      gender: 'Male',
      name: 'Rahul Sharma',
      dob: '1990-05-14',
      step: 'HEALTH_INFO',
      proposer: null,
      pincode: '411001',
      pincode_details: { district: 'Pune', state: 'Maharashtra' },
      ped: ['NO_EXISTING_DISEASE'],
      hasExistingDisease: 'no',
      hasExistingPolicy: 'no',
      existingCover: '',
      coverage: 1000000,
    });
    expect(details.members).toEqual([
      {
        name: 'Rahul Sharma',
        relation: 'SELF',
        age_unit: 'YEAR',
        age: expect.any(Number),
        dob: '1990-05-14',
        gender: 'MALE',
      },
    ]);
    await expect.poll(() => localJson(page, 'selectedMember')).toEqual(details.members);

    // On to the plan detail (issue 4: self journey to plan detail).
    const list = page.getByRole('complementary', { name: 'Insure Myself' });
    await expect.poll(() => list.textContent()).toContain('Rahul Sharma');
    await expect.poll(() => list.textContent()).toContain('Existing diseasesNone');
    await page.getByText(/plans? found, sorted by/).waitFor();
    // Issue 17: the hero (highest value score) sits where the premium sort puts it.
    const hero = page.getByRole('article').filter({ hasText: 'highest value score' });
    // The free benefits come from plan information, fetched beside the quotes.
    await hero.getByText('Free benefits').waitFor();
    await hero.getByRole('button', { name: /\/year/ }).click();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'Must Haves' }).getAttribute('aria-selected')).toBe('true');
    // Opening a plan starts no journey; Buy does.
    await expect.poll(() => sessionValue(page, 'journey_id')).toBeNull();
    await page.getByRole('button', { name: /Buy now/ }).click();
    await page.waitForURL(/\/health-insurance\/proposal\?journey_id=[0-9a-f-]{36}$/);
    await expect.poll(() => sessionValue(page, 'journey_id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('family at 1280 px: self, wife and two sons, with the invalid-date and child-age errors', async () => {
    const page = await browser.newPage('desktop');
    await openJourney(page, 'family');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Your Loved Ones');
    for (const label of ['For Your Family', 'For Your Parents', 'For Your In-laws', 'For Your Grand Parents']) {
      await expect.poll(() => page.getByRole('button', { name: new RegExp(label) }).isVisible()).toBe(true);
    }
    await page.getByRole('button', { name: /For Your Family/ }).click();
    await page.getByRole('heading', { name: 'Select Members' }).waitFor();
    await expect.poll(() => sessionValue(page, 'selectedMemberType')).toBe('family');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.count()).toBe(0);

    // The spouse is "Spouse" until the buyer's gender is chosen (issue 48), "Wife" for a male self; changing the self
    // gender clears the spouse (docs/product/quotes.md §4).
    await page.getByRole('checkbox', { name: 'Self' }).check();
    await page.getByRole('checkbox', { name: 'Spouse' }).check();
    await page.getByText('Choose your gender, then enter each name to continue.').waitFor();
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Wife' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Female' }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Husband' }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Wife' }).check();

    // Children: plus and minus, at most 4 in total.
    await page.getByRole('checkbox', { name: 'Son' }).check();
    await page.getByRole('button', { name: 'Add a son' }).click();
    await page.getByRole('button', { name: 'Add a son' }).click();
    await page.getByRole('checkbox', { name: 'Daughter' }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Add a son' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Add a daughter' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Daughter' }).uncheck();
    await page.getByRole('button', { name: 'Remove a son' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Son \d's name$/ }).count()).toBe(2);

    await page.getByRole('textbox', { name: 'Your name' }).fill('Rahul');
    await page.getByRole('textbox', { name: "Wife's name" }).fill('Priya');
    await page.getByRole('textbox', { name: "Son 1's name" }).fill('Aarav');
    await expect.poll(() => continueButton.count()).toBe(0);
    await page.getByRole('textbox', { name: "Son 2's name" }).fill('Vihaan');
    await continueButton.click();

    await page.getByRole('heading', { name: 'Enter Date of Birth' }).waitFor();
    await expect
      .poll(() => page.getByText('Please provide the date of birth for all selected members.').isVisible())
      .toBe(true);
    const selfDob = page.getByRole('textbox', { name: /^Self.*date of birth$/ });
    const son1Dob = page.getByRole('textbox', { name: /^Son 1.*date of birth$/ });
    await selfDob.pressSequentially('31021990');
    await page.getByText('Please enter a valid date (DD/MM/YYYY)').waitFor();
    await page.getByRole('textbox', { name: /^Wife.*date of birth$/ }).pressSequentially('01081992');
    await son1Dob.pressSequentially(typedJan1YearsAgo(30));
    await page.getByText('Child must be between 91 days and 25 years old').waitFor();
    await page.getByRole('textbox', { name: /^Son 2.*date of birth$/ }).pressSequentially(typedJan1YearsAgo(8));
    await expect.poll(() => continueButton.isDisabled()).toBe(true);

    await selfDob.fill('');
    await selfDob.pressSequentially('14051990');
    await son1Dob.fill('');
    await son1Dob.pressSequentially(typedJan1YearsAgo(10));
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await continueButton.click();

    await page.getByRole('heading', { name: 'A few health details' }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Health Cover' });
    for (const text of ['Rahul', 'Priya', 'Wife, ', 'Aarav', 'Son, 10 years', 'Vihaan'])
      await expect.poll(() => summary.textContent()).toContain(text);
    await pinBox(page, 1).pressSequentially('411001');
    await page.getByText('Wow! You Stay in Pune').waitFor();
    await question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('checkbox', { name: 'Diabetes' }).check();
    // A family says who has it: the condition loads only that member's share (docs/decisions.md §3 "Loadings").
    await question(page, 'Who has Diabetes?').getByRole('checkbox', { name: 'Priya (Wife)' }).check();
    await question(page, 'Do you have any existing health policy?').getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('radio', { name: '5 to 10 Lakh' }).check();
    await page.getByRole('button', { name: 'Yes I Confirm' }).click();

    await page.waitForURL(QUOTE_LIST_URL);
    const details = await localJson(page, 'preQuoteDetails');
    expect(details.members.map((m: { relation: string; gender: string }) => `${m.relation}:${m.gender}`)).toEqual([
      'SELF:MALE',
      'SPOUSE:FEMALE',
      'SON:MALE',
      'SON:MALE',
    ]);
    expect(details.members.map((m: { name: string }) => m.name)).toEqual(['Rahul', 'Priya', 'Aarav', 'Vihaan']);
    expect(details).toMatchObject({
      name: 'Rahul',
      dob: '1990-05-14',
      proposer: null,
      ped: ['DIABETES'],
      pedMembers: { DIABETES: ['SPOUSE'] },
      hasExistingDisease: 'yes',
      hasExistingPolicy: 'yes',
      existingCover: '500000-1000000',
    });
    await expect.poll(() => localJson(page, 'selectedPEDs')).toEqual(['DIABETES']);
  });

  it("a father's diabetes loads his share of the family's premium, and the plan card says so against him", async () => {
    const page = await browser.newPage('desktop');
    const dobYearsAgo = (years: number) => `${indiaYear() - years - 1}-12-01`;
    const member = (name: string, relation: string, years: number) => ({
      name,
      relation,
      age_unit: 'YEAR',
      age: years,
      dob: dobYearsAgo(years),
      gender: 'MALE',
    });
    await page.goto('/');
    await page.evaluate(
      (members) => {
        window.sessionStorage.setItem('insuranceFor', 'family');
        window.sessionStorage.setItem('PreQuoteStep', 'HEALTH_INFO');
        window.localStorage.setItem(
          'preQuoteDetails',
          JSON.stringify({
            gender: 'Male',
            name: 'Rahul',
            dob: members[0]?.dob,
            step: 'HEALTH_INFO',
            members,
            proposer: null,
            pincode: '',
            pincode_details: null,
            ped: [],
            hasExistingDisease: '',
            hasExistingPolicy: '',
            existingCover: '',
            coverage: 1000000,
          }),
        );
      },
      [member('Rahul', 'SELF', 36), member('Vasant', 'FATHER', 62)],
    );
    await page.goto('/health-insurance');
    await page.getByRole('heading', { name: 'A few health details' }).waitFor();
    await pinBox(page, 1).pressSequentially('411001');
    await page.getByText('Wow! You Stay in Pune').waitFor();
    await question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('checkbox', { name: 'Diabetes' }).check();
    await question(page, 'Do you have any existing health policy?').getByRole('radio', { name: 'No' }).check();
    // Nobody named yet: the form is not complete, and the alert says what is missing (issue 48).
    await page.getByRole('button', { name: 'Yes I Confirm' }).click();
    const alert = page.getByRole('alertdialog');
    await expect
      .poll(() => alert.textContent())
      .toContain('Please fill all required fields before continuing. Still to answer: who has each disease.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await question(page, 'Who has Diabetes?').getByRole('checkbox', { name: 'Vasant (Father)' }).check();
    const summary = page.getByRole('complementary', { name: 'Health Cover' });
    await expect.poll(() => summary.textContent()).toContain('Diabetes (Vasant)');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes I Confirm' }).click();

    await page.waitForURL(QUOTE_LIST_URL);
    // Galaxy Promise, ₹10 lakh in Pune (metro, × 1.15), a floater: Vasant at 62 in full, ₹40,100 × 1.15 = ₹46,115;
    // Rahul at 36 at the floater factor, ₹10,900 × 1.15 × 0.55 = ₹6,894.25. Diabetes (+20%) loads Vasant's share
    // alone: + ₹9,223, ₹62,232 a year (the whole family loaded would be ₹63,611).
    const card = page.getByRole('article').filter({ hasText: 'Galaxy Promise' });
    await expect
      .poll(() => card.textContent())
      .toContain('Includes a loading for declared conditions: Diabetes +20% (Father)');
    await expect.poll(() => card.textContent()).toContain('₹62,232/year');
  });

  it('parents only: a blank proposer is stored, and Back from the member list clears the member type', async () => {
    const page = await browser.newPage('mobile');
    await openJourney(page, 'family');
    await page.getByRole('button', { name: /For Your Parents/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Male', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Who would you like to insure?' }).waitFor();
    await expect.poll(() => sessionValue(page, 'selectedMemberType')).toBeNull();

    await page.getByRole('button', { name: /For Your Parents/ }).click();
    await page.getByRole('checkbox', { name: 'Mother' }).check();
    await page.getByRole('textbox', { name: "Mother's name" }).fill('Sunita');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: /^Mother.*date of birth$/ }).pressSequentially('02031960');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'A few health details' }).waitFor();
    const details = await localJson(page, 'preQuoteDetails');
    expect(details.members).toMatchObject([
      { name: 'Sunita', relation: 'MOTHER', gender: 'FEMALE', dob: '1960-03-02' },
    ]);
    expect(details.proposer).toEqual({ name: '', gender: '', mobile: '', dob: '', pan: '', pincode: '' });
  });

  it('an unknown pin code turns the boxes red with the spec’s message; Backspace walks back to fix it', async () => {
    const page = await browser.newPage('mobile');
    await openHealthInfo(page);
    await pinBox(page, 1).pressSequentially('999999');
    await page.getByText(PINCODE_INVALID).waitFor();
    await expect.poll(() => pinBox(page, 1).getAttribute('aria-invalid')).toBe('true');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => pinDigits(page)).toEqual(['', '', '', '', '', '']);
    await page.keyboard.type('411001');
    await page.getByText('Wow! You Stay in Pune').waitFor();
    await expect.poll(() => page.getByText(PINCODE_INVALID).count()).toBe(0);
    await expect
      .poll(() => localJson(page, 'preQuoteDetails'))
      .toMatchObject({ pincode: '411001', pincode_details: { district: 'Pune', state: 'Maharashtra' } });
  });

  it('confirming an incomplete form alerts the spec’s message and stays on the page', async () => {
    const page = await browser.newPage('desktop');
    await openHealthInfo(page);
    await pinBox(page, 1).pressSequentially('411001');
    await page.getByText('Wow! You Stay in Pune').waitFor();
    // Disease "yes" with no condition chosen is still incomplete (docs/product/quotes.md §5).
    await question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'Yes' }).check();
    await question(page, 'Do you have any existing health policy?').getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Yes I Confirm' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    await expect
      .poll(() => alert.textContent())
      .toContain('Please fill all required fields before continuing. Still to answer: which disease.');
    await alert.getByRole('button', { name: 'OK' }).click();
    expect(new URL(page.url()).pathname).toBe('/health-insurance');
  });

  it('a failed quote request alerts the spec’s message; a 200 without quotation_list_id alerts the missing-id error', async () => {
    const page = await browser.newPage('mobile');
    await openHealthInfo(page);
    await pinBox(page, 1).pressSequentially('411001');
    await page.getByText('Wow! You Stay in Pune').waitFor();
    await question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'No' }).check();
    await question(page, 'Do you have any existing health policy?').getByRole('radio', { name: 'No' }).check();
    const alert = page.getByRole('alertdialog');
    const cases = [
      {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' } },
        text: 'Failed to generate quote. Please try again.',
      },
      { status: 200, body: { quotation_list_id: 42 }, text: 'Quote ID missing from async-quote response' },
    ];
    for (const { status, body, text } of cases) {
      await page.route('**/v1/health/async-quote', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      );
      await page.getByRole('button', { name: 'Yes I Confirm' }).click();
      await alert.waitFor();
      await expect.poll(() => alert.textContent()).toContain(text);
      await alert.getByRole('button', { name: 'OK' }).click();
      await page.unroute('**/v1/health/async-quote');
    }
    expect(new URL(page.url()).pathname).toBe('/health-insurance');
    await expect.poll(() => sessionValue(page, 'quote_id')).toBeNull();
  });

  it('pasting 560001 into the first box fills all six and looks up Bengaluru, by its name today', async () => {
    const page = await browser.newPage('desktop');
    await openHealthInfo(page);
    await pinBox(page, 1).focus();
    await pinBox(page, 1).evaluate((box) => {
      const data = new DataTransfer();
      data.setData('text/plain', '560001');
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.getByText('Wow! You Stay in Bengaluru').waitFor();
    await expect.poll(() => pinDigits(page)).toEqual(['5', '6', '0', '0', '0', '1']);
  });

  it('a reload resumes the stored step and answers; Edit in the summary goes back with the details filled in', async () => {
    const page = await browser.newPage('mobile');
    await openHealthInfo(page);
    await pinBox(page, 1).pressSequentially('110001');
    await page.getByText('Wow! You Stay in Central Delhi').waitFor();
    await question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'No' }).check();
    await page.reload();
    await page.getByText('Wow! You Stay in Central Delhi').waitFor();
    await expect
      .poll(() => question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'No' }).isChecked())
      .toBe(true);

    await page.getByRole('button', { name: 'Edit members' }).click();
    await page.getByRole('heading', { name: 'Tell us about you' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByPlaceholder('Enter Your Name').inputValue()).toBe('Anita Rao');
    await expect.poll(() => page.getByPlaceholder('DD/MM/YYYY').inputValue()).toBe('20/07/1985');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Wow! You Stay in Central Delhi').waitFor();
  });

  it('things: no health journey, links to bike and car cover instead', async () => {
    const page = await browser.newPage('mobile');
    await openJourney(page, 'things');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insure Your Things');
    await expect
      .poll(() => page.getByRole('link', { name: /Bike Insurance/ }).getAttribute('href'))
      .toBe('/bike-insurance');
    await expect
      .poll(() => page.getByRole('link', { name: /Car Insurance/ }).getAttribute('href'))
      .toBe('/car-insurance');
  });

  it('has no serious accessibility violations on the self, member and health info steps', async () => {
    const page = await browser.newPage('mobile');
    await openJourney(page, 'self');
    await page.getByPlaceholder('DD/MM/YYYY').pressSequentially('31021990');
    await page.getByPlaceholder('DD/MM/YYYY').blur();
    expect(await seriousViolations(page)).toEqual([]);

    await openJourney(page, 'family');
    await page.getByRole('button', { name: /For Your Family/ }).click();
    await page.getByRole('checkbox', { name: 'Son' }).check();
    expect(await seriousViolations(page)).toEqual([]);

    await openHealthInfo(page);
    await pinBox(page, 1).pressSequentially('999999');
    await page.getByText(PINCODE_INVALID).waitFor();
    await question(page, 'Do you have any existing disease?').getByRole('radio', { name: 'Yes' }).check();
    await question(page, 'Do you have any existing health policy?').getByRole('radio', { name: 'Yes' }).check();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
