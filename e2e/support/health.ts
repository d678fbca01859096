import type { Page } from 'playwright-core';

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 30);
  return d.toISOString().slice(0, 10);
};

/** preQuoteDetails as the pre-quote journey stores it (docs/product/quotes.md §3), for a 30-year-old in Pune. */
/** A wife of 28 beside Rahul: a couple, to whom maternity cover is offered (a single man is not). */
export const SPOUSE = {
  name: 'Priya Kulkarni',
  relation: 'SPOUSE',
  age_unit: 'YEAR',
  age: 28,
  dob: yearsAgo(28),
  gender: 'FEMALE',
};

export function preQuoteDetails(also: readonly (typeof SPOUSE)[] = []) {
  const dob = yearsAgo(30);
  return {
    gender: 'Male',
    name: 'Rahul Kulkarni',
    dob,
    step: 'HEALTH_INFO',
    members: [{ name: 'Rahul Kulkarni', relation: 'SELF', age_unit: 'YEAR', age: 30, dob, gender: 'MALE' }, ...also],
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

/** Starts the quote list as the pre-quote Confirm does: stored details, an async quote, the list URL. */
export async function openQuoteList(
  page: Page,
  filterCriteria: Record<string, unknown> | null = null,
  storeDetails = true,
  also: readonly (typeof SPOUSE)[] = [],
) {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  const details = preQuoteDetails(also);
  const id = await page.evaluate(
    async ({ details, filterCriteria, storeDetails }) => {
      if (storeDetails) window.localStorage.setItem('preQuoteDetails', JSON.stringify(details));
      const res = await fetch('/v1/health/async-quote', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-session-id': window.sessionStorage.getItem('session_id') ?? '',
        },
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
          filter_criteria: filterCriteria,
        }),
      });
      return (await res.json()).quotation_list_id as string;
    },
    { details, filterCriteria, storeDetails },
  );
  await page.goto(`/health-insurance/quote-list?quote_id=${id}`);
  return id;
}

/** The health review's last button names the server's total for the journey (issue 17), e.g. 'Pay ₹12,345'. */
export const PAY_BUTTON = /^Pay ₹[\d,]+$/;
