import type { Page } from 'playwright-core';
import { indiaYear } from './india-day.ts';

/** 01/01 of the year `years` ago: the age stays right whatever today is. */
const jan1YearsAgo = (years: number) => `${indiaYear() - years}-01-01`;

type Seed = { cover?: number; income?: string; insurers?: string[]; storeDetails?: boolean; age?: number };

/** Opens the quote list as the wizard's last Continue does: stored answers, an async quote, the list URL. */
export async function openTermQuoteList(
  page: Page,
  { cover = 10000000, income = 'TEN_LAC_TO_FIFTEEN_LAC', insurers, storeDetails = true, age = 30 }: Seed = {},
) {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  const dob = jan1YearsAgo(age);
  const id = await page.evaluate(
    async ({ dob, cover, income, insurers, storeDetails }) => {
      if (storeDetails) {
        const details = {
          coverage: cover,
          coverage_label: cover === 10000000 ? '1 Crore' : '',
          annual_income: income,
          income_label: '',
          gender: 'Male',
          dob,
          policy_term: 35,
          pincode: '411001',
          pincode_details: { district: 'Pune' },
          qualification: 'GRADUATE',
          qualification_lable: 'Graduate',
          smoke: 'NO',
          smoke_lable: 'Non-Smoker',
          step: 6,
          ped: [],
        };
        window.localStorage.setItem('preQuoteDetails', JSON.stringify(details));
      }
      const res = await fetch('/v1/termlife/async-quote', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-session-id': window.sessionStorage.getItem('session_id') ?? '',
        },
        body: JSON.stringify({
          request_type: 'BASE_ASYNC_QUOTATION',
          plan_category: 'TERM_LIFE_INSURANCE',
          gender: 'MALE',
          dob,
          occupation: 'SALARIED',
          annual_income: income,
          education: 'GRADUATE',
          is_smoker: 'NO',
          pincode: '411001',
          sum_assured: cover,
          policy_term: 35,
          premium_paying_term: 35,
          payment_type: 'REGULAR',
          payment_frequency: 'YEARLY',
          payout_type: 'LUMPSUM',
          whole_life_cover: 'NO',
          filter_criteria: insurers ? { insurers } : null,
        }),
      });
      return (await res.json()).quotation_list_id as string;
    },
    { dob, cover, income, insurers, storeDetails },
  );
  await page.goto(`/term-insurance/quote-list?quote_id=${id}`);
  return id;
}
