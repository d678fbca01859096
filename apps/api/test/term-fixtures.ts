import { randomInt } from 'node:crypto';
import { indiaDate } from '@kavach/domain';
import type { App } from '../src/app.ts';
import { login, uniqueMobile } from './auth-helpers.ts';
import { asyncQuoteAndWait } from './health-fixtures.ts';
import { expect } from 'vitest';
import { documentPdfBytes } from './files.ts';
import { untilPolicyListed } from './payments.ts';
import { newSession, type BuyerJourney, type TestContext } from './test-app.ts';

/** A date of birth that makes someone `age` today (20 days past the birthday, so no edge of a year). */
export const dobForAge = (age: number) => {
  const d = new Date(`${indiaDate(new Date())}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};

const letter = () => String.fromCharCode(65 + randomInt(26));
/**
 * A PAN no other life assured has had, the sandbox CKYC finding it (fifth letter K) or not. Life cover is counted per
 * PAN (held-life-cover.ts), and on PostgreSQL every test file, and every earlier run, shares one database: a fixed
 * PAN would gather every run's confirmed cover until the income no longer supported it.
 */
export const freshPan = ({ ckycFound = true } = {}) =>
  `${letter()}${letter()}${letter()}P${ckycFound ? 'K' : 'E'}${String(randomInt(10_000)).padStart(4, '0')}${letter()}`;

/** A term quote list, asked for and polled to completion (asyncQuoteAndWait). */
export const termQuoteAndWait = (app: App, body: Record<string, unknown>, given: Record<string, string> = {}) =>
  asyncQuoteAndWait(app, '/v1/termlife', body, given);

/** The term wizard's request (docs/product/review-payment-term-bike.md §3.12). */
export const termQuote = (over: Record<string, unknown> = {}) => ({
  request_type: 'BASE_ASYNC_QUOTATION',
  plan_category: 'TERM_LIFE_INSURANCE',
  gender: 'MALE',
  dob: dobForAge(30),
  annual_income: 'ABOVE_FIFTEEN_LAC',
  is_smoker: 'NO',
  pincode: '411001',
  sum_assured: 10_000_000,
  ...over,
});

/** A term rider: ₹25 lakh more if death is by accident. */
export const accidentalDeathRider = {
  addon_type: 'ACCIDENTAL_DEATH_BENEFIT',
  is_opted: 'YES',
  addon_options: [{ addon_option_type: 'SUM_ASSURED', addon_option_value: '2500000' }],
};

export const lifeAssured = (over: Record<string, unknown> = {}) => ({
  full_name: 'Rahul Kulkarni',
  pan_number: freshPan(),
  occupation: 'SALARIED',
  employer_type: 'PRIVATE',
  employer_name: 'Prabhat Software',
  annual_income: 1_800_000,
  other_life_cover: 0,
  education: 'GRADUATE',
  is_smoker: 'NO',
  ...over,
});

export const nomineeDetails = (over: Record<string, unknown> = {}) => ({
  nominees: [
    { full_name: 'Priya Kulkarni', relation: 'SPOUSE', dob: dobForAge(29), share_percent: 60 },
    { full_name: 'Asha Kulkarni', relation: 'MOTHER', dob: dobForAge(80), share_percent: 40 },
  ],
  ...over,
});

export const termContact = {
  mobile: '9876543210',
  email: 'rahul@example.in',
  address_1: '12 Prabhat Road, Erandwane',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
};

export const lifestyle = (over: Record<string, unknown> = {}) => ({
  height_cm: 175,
  weight_kg: 72,
  alcohol: 'OCCASIONAL',
  tobacco: 'NO',
  hazardous_occupation: 'NO',
  existing_conditions: [],
  family_history: 'NO',
  ...over,
});

/** A signed-in buyer's term journey on one plan, from a single quote with its token. */
export async function signedInTermJourney(app: App, over: Record<string, unknown> = {}, planId = 'e-term-plan') {
  const anonymous = await newSession(app);
  const headers0 = { 'x-session-id': anonymous };
  const quoted = await app.inject({
    method: 'POST',
    url: '/v1/termlife/single-quote',
    headers: headers0,
    payload: termQuote({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: planId, ...over }),
  });
  if (quoted.statusCode !== 200) throw new Error(`single quote answered ${quoted.statusCode}: ${quoted.body}`);
  const q = quoted.json();
  const quote = q.quotation_list[0];
  const started = await app.inject({
    method: 'POST',
    url: '/v1/termlife/journey/initiate-journey',
    headers: headers0,
    payload: {
      quote_id: quote.quote_id,
      plan_id: quote.plan_id,
      insurer_id: quote.insurer_id,
      quote_token: q.quote_token,
    },
  });
  if (started.statusCode !== 200) throw new Error(`initiate answered ${started.statusCode}: ${started.body}`);
  const session = await login(app, uniqueMobile(), anonymous);
  return {
    journeyId: started.json().journey_id as string,
    headers: { 'x-session-id': session.session_id },
    quote: quote as { periodic_premium_breakups: { total_premium: number } },
  };
}

/** Every term proposal step saved; the sandbox CKYC finds the PAN (fifth letter K), so only income proof remains. */
export async function savedTermProposal(
  app: App,
  over: {
    quote?: Record<string, unknown>;
    lifeAssured?: Record<string, unknown>;
    lifestyle?: Record<string, unknown>;
  } = {},
) {
  const j = await signedInTermJourney(app, over.quote);
  const save = async (step: string, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/termlife/journey/${step}`,
      headers: j.headers,
      payload: { journey_id: j.journeyId, ...payload },
    });
    if (res.statusCode !== 200) throw new Error(`${step} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  await save('save-life-assured', { life_assured: lifeAssured(over.lifeAssured) });
  await save('save-nominee-details', { nominee_details: nomineeDetails() });
  await save('save-contact-details', { contact_details: termContact });
  await save('save-lifestyle-declaration', { lifestyle: lifestyle(over.lifestyle) });
  return { ...j, save };
}

/** The income proof as the browser sends it: a signed PUT of a PDF, then processing. */
export async function uploadIncomeProof(ctx: () => TestContext, j: BuyerJourney) {
  const { app } = ctx();
  const presigned = (
    await app.inject({
      method: 'POST',
      url: '/v1/utility/generate-presign-put-url',
      headers: j.headers,
      payload: {
        journey_id: j.journeyId,
        doc_name: 'form16.pdf',
        purpose_code: 'KYC',
        doc_type: 'INCOME_PROOF',
        mime_type: 'APPLICATION_PDF',
      },
    })
  ).json();
  const put = await app.inject({
    method: 'PUT',
    url: presigned.pre_signed_url,
    payload: documentPdfBytes(),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode).toBeLessThan(300);
  const processed = await app.inject({
    method: 'POST',
    url: '/v1/utility/process-upload',
    headers: j.headers,
    payload: { upload_reference_id: presigned.upload_reference_id },
  });
  expect(processed.statusCode).toBe(200);
}

/**
 * A paid term purchase the sandbox insurer referred (cover above ₹1 crore, or 45 and older), walked on as its buyer
 * would: the first slot offered is booked, the demo page says the results are clear, and the insurer's signed
 * callback issues the policy. Resolves once the buyer's dashboard shows the policy.
 */
export async function afterMedicalTest(app: App, j: BuyerJourney): Promise<void> {
  const dashboard = async () =>
    (await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers }))
      .json()
      .journeys.find((r: { journey_id: string }) => r.journey_id === j.journeyId);
  const slots = ((await dashboard()) as { medical_test_slots: string[] }).medical_test_slots;
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: j.headers, payload: { journey_id: j.journeyId, ...payload } });
  expect((await post('/v1/insurer-cases/medical-test', { slot: slots[0] })).statusCode).toBe(200);
  expect((await post('/v1/dev/insurer-cases/medical-results', { outcome: 'CLEAR' })).statusCode).toBe(200);
  await untilPolicyListed(app, j);
}
