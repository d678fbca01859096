import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { documentPdfBytes } from '../../apps/api/test/files.ts';
import { indiaYear } from './india-day.ts';
import { expectOk, freshMobile, pageApi, signIn } from './purchase.ts';

/** YYYY-MM-DD for someone `age` today, 40 days past the birthday (clear of any edge of a year). */
function dobForAge(age: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - age);
  d.setDate(d.getDate() - 40);
  return d.toISOString().slice(0, 10);
}

/**
 * A PAN no other life assured of the run has: life cover is counted per PAN against the income. Its fifth letter is
 * K, so the sandbox CKYC finds it for a holder whose surname begins with K (docs/decisions.md §4).
 */
function freshPan(): string {
  const letter = () => String.fromCharCode(65 + randomInt(26));
  return `${letter()}${letter()}${letter()}PK${String(randomInt(10_000)).padStart(4, '0')}${letter()}`;
}

type TermQuote = { quote_id: string; plan_id: string; insurer_id: string };

/**
 * A signed-in buyer's term proposal that the sandbox insurer refers for a medical test, the life assured being 46
 * (docs/insurers.md#sandbox-insurer-rules), brought through the API in the page as the proposal's steps would bring
 * it (apps/api/test/term-fixtures.ts savedTermProposal): HDFC Life's Click 2 Protect Supreme at ₹1 crore, every step
 * saved, and the income proof the plan asks for from ₹50 lakh uploaded as a real PDF. The buyer's KYC screen read
 * then sends it to staff's queue, where it waits for a person (apps/api/test/kyc-review-fixtures.ts approvedByStaff).
 */
export async function referredTermProposal(page: Page): Promise<string> {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  const quoted: { quotation_list: TermQuote[]; quote_token: string } = await expectOk(
    page,
    'POST',
    '/v1/termlife/single-quote',
    {
      request_type: 'BASE_SINGLE_QUOTATION',
      plan_category: 'TERM_LIFE_INSURANCE',
      plan_id: 'click-2-protect-supreme',
      gender: 'MALE',
      dob: dobForAge(46),
      annual_income: 'ABOVE_FIFTEEN_LAC',
      is_smoker: 'NO',
      pincode: '411001',
      sum_assured: 10_000_000,
    },
  );
  const quote = quoted.quotation_list[0];
  if (!quote) throw new Error('Click 2 Protect Supreme was not quoted for a 46-year-old');
  const started: { journey_id: string } = await expectOk(page, 'POST', '/v1/termlife/journey/initiate-journey', {
    quote_id: quote.quote_id,
    plan_id: quote.plan_id,
    insurer_id: quote.insurer_id,
    quote_token: quoted.quote_token,
  });
  const journeyId = started.journey_id;
  await signIn(page, freshMobile());
  const save = (step: string, body: Record<string, unknown>) =>
    expectOk(page, 'POST', `/v1/termlife/journey/${step}`, { journey_id: journeyId, ...body });
  await save('save-life-assured', {
    life_assured: {
      full_name: 'Suresh Kamath',
      pan_number: freshPan(),
      occupation: 'SALARIED',
      employer_type: 'PRIVATE',
      employer_name: 'Prabhat Software',
      annual_income: 2_400_000,
      other_life_cover: 0,
      education: 'GRADUATE',
      is_smoker: 'NO',
    },
  });
  await save('save-nominee-details', {
    nominee_details: {
      nominees: [{ full_name: 'Lakshmi Kamath', relation: 'SPOUSE', dob: dobForAge(43), share_percent: 100 }],
    },
  });
  await save('save-contact-details', {
    contact_details: {
      mobile: '9876543210',
      email: 'suresh.kamath@example.in',
      address_1: '12 Prabhat Road, Erandwane',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
    },
  });
  await save('save-lifestyle-declaration', {
    lifestyle: {
      height_cm: 172,
      weight_kg: 74,
      alcohol: 'OCCASIONAL',
      tobacco: 'NO',
      hazardous_occupation: 'NO',
      existing_conditions: [],
      family_history: 'NO',
    },
  });

  // The income proof as the documents step sends it: a signed PUT of the PDF, then processing.
  const slot: { pre_signed_url: string; upload_reference_id: string } = await expectOk(
    page,
    'POST',
    '/v1/utility/generate-presign-put-url',
    {
      journey_id: journeyId,
      doc_name: 'form16.pdf',
      purpose_code: 'KYC',
      doc_type: 'INCOME_PROOF',
      mime_type: 'APPLICATION_PDF',
    },
  );
  const put = await page.request.put(slot.pre_signed_url, {
    data: documentPdfBytes(),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status()).toBeLessThan(300);
  await expectOk(page, 'POST', '/v1/utility/process-upload', { upload_reference_id: slot.upload_reference_id });
  const kyc = await pageApi(page, 'GET', `/v1/termlife/journey/kyc-status/${journeyId}`);
  expect(kyc.body?.kyc_status).toBe('UNDER_REVIEW');
  await page.evaluate((id) => window.sessionStorage.setItem('journey_id', id), journeyId);
  return journeyId;
}

/** 01/01 of the year `years` ago: the age stays right whatever today is. */
export const jan1YearsAgo = (years: number) => `${indiaYear() - years}-01-01`;

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
