import type { Page } from 'playwright-core';

/** YYYY-MM-DD, `years` years and 40 days ago (clear of any birthday edge). */
export function isoYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 40);
  return d.toISOString().slice(0, 10);
}

/** DD/MM/YYYY as the proposal shows and takes dates. */
export const display = (iso: string) => iso.split('-').reverse().join('/');

/** preQuoteDetails (docs/product/quotes.md §3) for a family of four in Pune: self, wife, son and daughter. */
export function familyPreQuoteDetails() {
  const member = (name: string, relation: string, age: number, gender: string) => ({
    name,
    relation,
    age_unit: 'YEAR',
    age,
    dob: isoYearsAgo(age),
    gender,
  });
  return {
    gender: 'Male',
    name: 'Rahul Kulkarni',
    dob: isoYearsAgo(34),
    step: 'HEALTH_INFO',
    members: [
      member('Rahul Kulkarni', 'SELF', 34, 'MALE'),
      member('Priya Kulkarni', 'SPOUSE', 31, 'FEMALE'),
      member('Arjun Kulkarni', 'SON', 8, 'MALE'),
      member('Asha Kulkarni', 'DAUGHTER', 5, 'FEMALE'),
    ],
    proposer: null,
    pincode: '411001',
    pincode_details: { district: 'Pune', state: 'Maharashtra' },
    ped: [],
    hasExistingDisease: 'no',
    hasExistingPolicy: 'no',
    existingCover: '',
    coverage: 1000000,
  };
}

/**
 * Starts a family-of-four journey as the quote list's "Buy now" does, through the API in the page: an async
 * quote polled to COMPLETED, initiate-journey on its first quote, and the ids in session storage. The quote
 * is asked of one insurer (Bajaj Allianz, whose plan collects the full standard set of fields), so the walk
 * meets the same form every run. Returns the journey id.
 */
export async function startFamilyJourney(page: Page): Promise<string> {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  const details = familyPreQuoteDetails();
  return page.evaluate(async (details) => {
    const headers = {
      'content-type': 'application/json',
      'x-session-id': window.sessionStorage.getItem('session_id') ?? '',
    };
    window.localStorage.setItem('preQuoteDetails', JSON.stringify(details));
    const created = await fetch('/v1/health/async-quote', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        request_type: 'BASE_ASYNC_QUOTATION',
        gender: 'MALE',
        pincode: 411001,
        member_covered: details.members.map((m) => ({
          relation: m.relation,
          name: m.name,
          dob: m.dob,
          gender: m.gender,
        })),
        ped_list: ['NO_EXISTING_DISEASE'],
        sum_insured_min: 1000000,
        sum_insured_max: 1000000,
        policy_period: 'YEAR_01',
        member_coverage_plan_type: 'FAMILY_FLOATER',
        filter_criteria: { insurers: ['bajaj-allianz'] },
      }),
    });
    const listId = (await created.json()).quotation_list_id as string;
    let list: {
      quotation_status: { polling_status: string };
      quotation_list: { quote_id: string; plan_id: string; insurer_id: string }[];
    };
    for (;;) {
      list = await (await fetch(`/v1/health/async-quote/${listId}`, { headers })).json();
      if (list.quotation_status.polling_status === 'COMPLETED') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const quote = list.quotation_list[0];
    if (!quote) throw new Error('no quote');
    const started = await fetch('/v1/health/journey/initiate-journey', {
      method: 'POST',
      headers,
      body: JSON.stringify({ quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id }),
    });
    const journeyId = (await started.json()).journey_id as string;
    window.sessionStorage.setItem('journey_id', journeyId);
    window.sessionStorage.setItem('plan_id', quote.plan_id);
    window.sessionStorage.setItem('quote_id', listId);
    return journeyId;
  }, details);
}

/** The newest login code sent to a mobile, from the sandbox SMS outbox (docs/decisions.md §1). */
export async function codeFromOutbox(page: Page, mobile: string): Promise<string> {
  return page.evaluate(async (to) => {
    const res = await fetch(`/v1/dev/outbox?to=${to}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }, mobile);
}

/** Signs in on the OTP screen: name, mobile, Continue, the code from the outbox. Resolves once VERIFIED shows. */
export async function signInWithOtp(page: Page, name: string, mobile: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Digit 1 of 6').waitFor();
  const code = await codeFromOutbox(page, mobile);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
  await page.getByText('Verified').waitFor();
}

/** A fresh mobile per test: the sandbox allows one code per mobile a minute (docs/decisions.md §4). */
let counter = 0;
export function freshMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(3, '0')}`;
}
