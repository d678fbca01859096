import type { Page } from 'playwright-core';
import { createHmac } from 'node:crypto';
import { expect, inject } from 'vitest';
import { textWith } from './assert.ts';
import { PAY_BUTTON } from './health.ts';
import { CKYC_NOT_FOUND_PAN, pngBytes } from './kyc.ts';

/** YYYY-MM-DD, `years` years and 40 days ago (clear of any birthday edge). */
function isoYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 40);
  return d.toISOString().slice(0, 10);
}

type ApiAnswer = { status: number; body: any };

/** One API call from inside the page, as the app makes it: same origin, with the stored session id. */
export async function pageApi(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-session-id': window.sessionStorage.getItem('session_id') ?? '',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** pageApi, refusing any answer but 200; resolves to the answer's body. */
export async function expectOk(page: Page, method: string, path: string, body?: unknown): Promise<any> {
  const res = await pageApi(page, method, path, body);
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

let counter = 0;
/** A fresh mobile per journey: the sandbox sends at most 5 codes a mobile an hour (docs/decisions.md §4). */
export function freshMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(3, '0')}`;
}

const FAMILY = [
  { relation: 'SELF', name: 'Rahul Kulkarni', dob: isoYearsAgo(36), gender: 'MALE' },
  { relation: 'SPOUSE', name: 'Priya Kulkarni', dob: isoYearsAgo(33), gender: 'FEMALE' },
  { relation: 'SON', name: 'Arjun Kulkarni', dob: isoYearsAgo(7), gender: 'MALE' },
  { relation: 'DAUGHTER', name: 'Meera Kulkarni', dob: isoYearsAgo(3), gender: 'FEMALE' },
];

/**
 * An anonymous session's family-of-four quote on Bajaj Allianz's Health Guard, polled to COMPLETED, and a journey on
 * it.
 */
async function startJourney(page: Page): Promise<{ journeyId: string; planId: string }> {
  const created = await expectOk(page, 'POST', '/v1/health/async-quote', {
    request_type: 'BASE_ASYNC_QUOTATION',
    gender: 'MALE',
    pincode: 411001,
    member_covered: FAMILY,
    ped_list: ['NO_EXISTING_DISEASE'],
    sum_insured_min: 1000000,
    sum_insured_max: 1000000,
    policy_period: 'YEAR_01',
    filter_criteria: { insurers: ['bajaj-allianz'] },
  });
  let list: any;
  await expect
    .poll(async () => {
      list = await expectOk(page, 'GET', `/v1/health/async-quote/${created.quotation_list_id}`);
      return list.quotation_status.polling_status;
    })
    .not.toBe('PENDING');
  const quote =
    list.quotation_list.find((q: { plan_id: string }) => q.plan_id === 'health-guard') ?? list.quotation_list[0];
  if (!quote) throw new Error('no quote for the family');
  const started = await expectOk(page, 'POST', '/v1/health/journey/initiate-journey', {
    quote_id: quote.quote_id,
    plan_id: quote.plan_id,
    insurer_id: quote.insurer_id,
  });
  return { journeyId: started.journey_id, planId: quote.plan_id };
}

/**
 * OTP login through the API, the code read from the sandbox outbox; stores session_id and session_data as the app does.
 */
export async function signIn(page: Page, mobile: string): Promise<void> {
  const sent = await expectOk(page, 'POST', '/v1/utility/auth/generate-otp', {
    otp_destination: mobile,
    otp_purpose_code: 'MOBILE_LOGIN',
  });
  const outbox = await expectOk(page, 'GET', `/v1/dev/outbox?to=${mobile}`);
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
  if (!otp) throw new Error(`no code sent to ${mobile}`);
  const session = await expectOk(page, 'POST', '/v1/utility/auth/verify-login-otp', {
    otp_request_id: sent.otp_request_id,
    otp,
    mobile_number: mobile,
    full_name: 'Rahul Kulkarni',
  });
  await page.evaluate((s) => {
    window.sessionStorage.setItem('session_id', s.session_id);
    window.sessionStorage.setItem('session_data', JSON.stringify(s));
  }, session);
}

/** The proposer of apps/api/test/proposal-fixtures.ts; a PAN whose fifth letter is K passes sandbox CKYC. */
export function proposerDetails(dob: string, pan: string) {
  return {
    full_name: 'Rahul Kulkarni',
    gender: 'MALE',
    dob,
    marital_status: 'married',
    education: 'GRADUATE',
    height_feet: 5,
    height_inch: 9,
    weight: 72,
    pan_number: pan,
    pincode: '411001',
    mobile: '9876543210',
    occupation: 'salaried',
    income: '10l_to_20l',
  };
}

type ConfigMember = {
  member_id: string;
  member_type: string;
  relation: string;
  full_name: string;
  gender: string;
  dob: string;
};

function insuredMembers(members: ConfigMember[]) {
  return members.map((m) => {
    const child = m.relation === 'SON' || m.relation === 'DAUGHTER';
    return {
      ...m,
      height_feet: child ? 4 : 5,
      height_inch: 2,
      weight: child ? 25 : 65,
      ...(child ? {} : { marital_status: 'married' }),
    };
  });
}

/** Saves the proposer and insured members again, e.g. with another PAN. */
export async function saveMembers(page: Page, journeyId: string, pan: string): Promise<void> {
  const config = await expectOk(page, 'POST', '/v1/health/journey/user-journey-config', { journey_id: journeyId });
  const self = config.members.find((m: ConfigMember) => m.relation === 'SELF');
  await expectOk(page, 'POST', '/v1/health/journey/save-insured-member-details', {
    journey_id: journeyId,
    proposer_details: proposerDetails(self.dob, pan),
    insured_member_list: insuredMembers(config.members),
  });
}

export type ReadyJourney = { journeyId: string; planId: string; mobile: string };

/**
 * A journey ready to confirm and pay, reached through the API in the page as the app would reach it
 * (apps/api/test/proposal-fixtures.ts readyToPayJourney): quote, journey, OTP login, then every proposal step.
 * With the default PAN the sandbox CKYC finds the proposer, so KYC is complete.
 */
export async function readyToPayJourney(page: Page, pan = 'ABCDK1234F'): Promise<ReadyJourney> {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  const { journeyId, planId } = await startJourney(page);
  const mobile = freshMobile();
  await signIn(page, mobile);
  await saveMembers(page, journeyId, pan);
  await expectOk(page, 'POST', '/v1/health/journey/save-nominee-details', {
    journey_id: journeyId,
    nominee_list: [
      {
        nominee_relation: 'SPOUSE',
        full_name: 'Priya Kulkarni',
        gender: 'FEMALE',
        dob: isoYearsAgo(33),
        address: '12 Prabhat Road, Erandwane, Pune',
      },
    ],
  });
  await expectOk(page, 'POST', '/v1/health/journey/save-contact-details', {
    journey_id: journeyId,
    contact_details: {
      mobile: '9876543210',
      email: 'rahul@example.in',
      address_1: '12 Prabhat Road',
      area: 'Erandwane',
    },
  });
  await expectOk(page, 'POST', '/v1/health/journey/save-medical-declaration', {
    journey_id: journeyId,
    plan_specific_medical_declarations: [{ plan_id: planId, member_specific_medical_declarations: [] }],
  });
  await page.evaluate(
    ({ journeyId, planId }) => {
      window.sessionStorage.setItem('journey_id', journeyId);
      window.sessionStorage.setItem('plan_id', planId);
    },
    { journeyId, planId },
  );
  return { journeyId, planId, mobile };
}

/**
 * The proposer (SELF) answers the medical questions declaring these conditions (the plan's codes: DIABETES,
 * KIDNEY_DISEASE…), as the proposal's medical step saves them.
 */
export async function declareConditions(page: Page, journey: ReadyJourney, conditions: string[]): Promise<void> {
  const answer = (question_id: string, field: Record<string, unknown>) => ({
    member_id: 'SELF',
    question_id,
    ...field,
  });
  await expectOk(page, 'POST', '/v1/health/journey/save-medical-declaration', {
    journey_id: journey.journeyId,
    plan_specific_medical_declarations: [
      {
        plan_id: journey.planId,
        member_specific_medical_declarations: [
          {
            member_id: 'SELF',
            medical_declaration_answers: [
              answer('PED_ANY', { answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'YES' }),
              answer('PED_CONDITIONS', { answer_field_type: 'MULTI_SELECT', answer_field_multi_select: conditions }),
            ],
          },
        ],
      },
    ],
  });
}

export const TEST_CARDS = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/** MM/YY a year from now: always a future expiry. */
function futureExpiry(): string {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String((d.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** Pays on the sandbox gateway's own card page, as a buyer would type it. */
export async function payOnCardPage(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL('**/sandbox-pay/**');
  await page.getByLabel('Name on card').fill('Rahul Kulkarni');
  await page.getByLabel('Card number').fill(cardNumber);
  // Digits only, as a buyer types them on a phone: the page puts the "/" in (issue 17).
  const expiry = page.getByLabel('Expiry (MM/YY)');
  await expiry.pressSequentially(futureExpiry().replace('/', ''));
  await expect.poll(() => expiry.inputValue()).toBe(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/**
 * The sandbox gateway's server side telling ours that money arrived for an attempt (a signed, fresh webhook),
 * as happens when a buyer completes a checkout left open in another tab.
 */
export async function gatewayReportsPayment(page: Page, attemptId: string, amountPaise: number): Promise<number> {
  const sign = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');
  const body = JSON.stringify({
    payment_attempt_id: attemptId,
    payment_id: `pay_${attemptId.slice(0, 8)}`,
    status: 'SUCCESS',
    amount_paise: amountPaise,
    created_at: Math.floor(Date.now() / 1000),
  });
  const res = await page.request.post('/v1/payments/sandbox/webhook', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sign(sign(inject('appSecret'), 'sandbox-gateway'), `webhook|${body}`),
    },
  });
  return res.status();
}

/** A health policy bought straight through: its number and the premium paid, as the success page shows them. */
export async function boughtHealthPolicy(page: Page): Promise<{ policyNumber: string; premium: number }> {
  const { journeyId } = await readyToPayJourney(page);
  await page.goto(`/health/review-submit?journey_id=${journeyId}`);
  await page.getByRole('button', { name: PAY_BUTTON }).click();
  await page.waitForURL('**/sandbox-pay/**');
  const premium = Number((await textWith(page.locator('p.amount'), [/^₹[\d,]+$/])).replace(/[^\d]/g, ''));
  await payOnCardPage(page, TEST_CARDS.success);
  await page.waitForURL('**/payment-success?**');
  const success = page.getByRole('region', { name: 'Payment Successful!' });
  const text = await textWith(success, [/[A-Z-]+-H-\d{4}-[0-9A-F]{8}/]);
  return { policyNumber: /[A-Z-]+-H-\d{4}-[0-9A-F]{8}/.exec(text)?.[0] ?? '', premium };
}

/** A health policy bought and, by the demo's backdating, on cover since yesterday: its number and first day. */
export async function policyOnCover(page: Page) {
  const { policyNumber } = await boughtHealthPolicy(page);
  const moved = await expectOk(page, 'POST', `/v1/dev/policies/${encodeURIComponent(policyNumber)}/backdate`, {
    days: 2,
  });
  return { policyNumber, startDate: String(moved.start_date) };
}

/** One KYC file through the upload handshake, as the KYC screen sends it: a signed URL, the PUT, then processing. */
export async function uploadDocument(page: Page, journeyId: string, docType: string, bytes: Buffer) {
  const slot = await pageApi(page, 'POST', '/v1/utility/generate-presign-put-url', {
    journey_id: journeyId,
    doc_name: `${docType}.png`,
    purpose_code: 'KYC',
    doc_type: docType,
    mime_type: 'IMAGE_PNG',
  });
  expect(slot.status).toBe(200);
  const put = await page.request.put(slot.body.pre_signed_url, {
    data: bytes,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status()).toBe(200);
  const processed = await pageApi(page, 'POST', '/v1/utility/process-upload', {
    upload_reference_id: slot.body.upload_reference_id,
  });
  expect(processed.status).toBe(200);
}

/** A buyer whom CKYC does not find uploads documents and pays: the payment is held for staff's review. */
export async function paidAndHeld(buyer: Page): Promise<string> {
  const { journeyId } = await readyToPayJourney(buyer, CKYC_NOT_FOUND_PAN);
  await uploadDocument(buyer, journeyId, 'AADHAAR_FRONT', pngBytes());
  await uploadDocument(buyer, journeyId, 'AADHAAR_BACK', pngBytes(64, 40, [200, 120, 40]));
  await uploadDocument(buyer, journeyId, 'PROPOSER_IMAGE', pngBytes(48, 48, [240, 200, 170]));

  await buyer.goto(`/health/review-submit?journey_id=${journeyId}`);
  await buyer.getByRole('heading', { name: 'Confirm Your Details', exact: true }).waitFor();
  await buyer.getByRole('button', { name: PAY_BUTTON }).click();
  await payOnCardPage(buyer, TEST_CARDS.success);
  await buyer.waitForURL('**/payment-success?**');
  return journeyId;
}
