import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookAt } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { indiaYear } from './support/india-day.ts';

// Issue 17: the home page's Health card leads to a pre-quote that insures a family — self, spouse, children and
// parents on one floater — and the pages after it are titled for the family, not "Insure Myself".
const browser = useBrowser();

/** 01/01 of the year `years` ago, as typed on screen (digits only). */
const typedJan1YearsAgo = (years: number) => `0101${indiaYear() - years}`;

async function tick(page: Page, member: string, name: string, nameLabel: string) {
  await page.getByRole('checkbox', { name: member, exact: true }).check();
  await page.getByRole('textbox', { name: nameLabel, exact: true }).fill(name);
}

describe('family entry from the home page', () => {
  it('Health on the home page → self, wife and father → a quote list titled for the family', async () => {
    const page = await browser.newPage('mobile');
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Insurance Solutions for Every Need' })
      .getByRole('link', { name: 'Health Insurance' })
      .click();
    await page.waitForURL('**/health-insurance');
    await page.getByRole('heading', { level: 1, name: 'Insure Your Loved Ones' }).waitFor();
    await page.getByRole('heading', { name: 'Select Members' }).waitFor();
    await page.getByRole('group', { name: 'Your gender' }).getByRole('radio', { name: 'Male', exact: true }).check();
    // Parents sit beside spouse and children (the spec's family type has no parents).
    for (const member of ['Self', 'Wife', 'Son', 'Daughter', 'Father', 'Mother'])
      await page.getByRole('checkbox', { name: member, exact: true }).waitFor();

    await tick(page, 'Self', 'Rahul Sharma', 'Your name');
    await tick(page, 'Wife', 'Priya Sharma', "Wife's name");
    await tick(page, 'Father', 'Suresh Sharma', "Father's name");
    await lookAt(page, 'family-select-members');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Enter Date of Birth' }).waitFor();
    await page.getByRole('textbox', { name: /^Self.*date of birth$/ }).pressSequentially(typedJan1YearsAgo(35));
    await page.getByRole('textbox', { name: /^Wife.*date of birth$/ }).pressSequentially(typedJan1YearsAgo(33));
    await page.getByRole('textbox', { name: /^Father.*date of birth$/ }).pressSequentially(typedJan1YearsAgo(62));
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'A few health details' }).waitFor();
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

    await page.waitForURL('**/health-insurance/quote-list?quote_id=*');
    await page
      .getByRole('heading', { level: 1, name: 'Health insurance plans for your family', exact: true })
      .waitFor();
    const summary = page.getByRole('complementary', { name: 'Insure your family' });
    await expect.poll(() => summary.textContent()).toContain('Suresh Sharma');
    await expect.poll(() => summary.textContent()).toContain('Father, 62 yrs');
    await expect.poll(() => summary.textContent()).toContain('Priya Sharma');
    // The three are quoted together: plans come back for them.
    await page.getByText(/^\d+ plans? found, sorted by/).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await lookAt(page, 'family-quote-list');
  });

  it('Insure Myself → Health: the self step adds family members, the buyer already ticked', async () => {
    const page = await browser.newPage('desktop');
    await page.goto('/');
    await page.getByRole('button', { name: /Insure Myself/ }).click();
    await page
      .getByRole('region', { name: 'Insure Yourself' })
      .getByRole('link', { name: /Health Insurance/ })
      .click();
    await page.getByRole('heading', { name: 'Tell us about you' }).waitFor();
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByPlaceholder('Enter Your Name').fill('Anita Rao');
    await page.getByPlaceholder('DD/MM/YYYY').pressSequentially(typedJan1YearsAgo(40));
    await page.getByRole('button', { name: 'Add your spouse, children or parents' }).click();

    const title = page.getByRole('heading', { name: 'Select Members' });
    await title.waitFor();
    // Keyboard and screen-reader users start at the new step.
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Self', exact: true }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Your name', exact: true }).inputValue())
      .toBe('Anita Rao');
    await page.getByRole('checkbox', { name: 'Mother', exact: true }).waitFor();
  });
});
