import type { App } from '../src/app.ts';
import { login, uniqueMobile } from './auth-helpers.ts';
import { storeKycFile } from './kyc-fixtures.ts';
import { staffAccount, staffSignIn } from './ops-fixtures.ts';
import { quoteRequest, unlimitedRecharge } from './health-fixtures.ts';
import {
  healthContact,
  journeyConfig,
  membersFrom,
  proposer,
  readyToPayJourney,
  spouseNominee,
} from './proposal-fixtures.ts';
import {
  accidentalDeathRider,
  lifeAssured,
  lifestyle,
  nomineeDetails,
  termContact,
  termQuote,
} from './term-fixtures.ts';
import { motorJourneyFor, motorNominee, motorOwner, motorVehicleDetails } from './motor-fixtures.ts';

// issue 13: one accepted call per route that takes text (a JSON body, a form or a query string), so the
// hostile-input test can poison each of its strings in turn and know the rest of the call was good.
export type Call = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
  query?: Record<string, string>;
  form?: boolean;
};
const NO_SUCH_PROPOSAL = '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f61';
export type Fixture = Awaited<ReturnType<typeof buildFixture>>;

// The personal data the fixture sends; none of it may ever appear in a log line.
export const PERSONAL_DATA = [
  'Rahul Kulkarni',
  'Priya Kulkarni',
  'ABCDK1234F',
  'abcdk1234f',
  '9876543210',
  'rahul@example.in',
  'Prabhat Road',
  'Erandwane',
];

/** A signed-in buyer with a health journey ready to pay, an upload, an open payment and a term journey. */
export async function buildFixture(app: App) {
  const j = await readyToPayJourney(app);
  const headers = j.headers;
  const post = async (url: string, payload: unknown) =>
    (await app.inject({ method: 'POST', url, headers, payload: payload as object })).json();
  const config = await journeyConfig(app, j);
  // Stored but not processed, so process-upload has a file to act on.
  const uploadId = await storeKycFile(app, j);
  await post('/v1/health/journey/confirmation', { journey_id: j.journeyId });
  const attempt = await post('/v1/health/payments/initiate', { journey_id: j.journeyId });
  // A single quote is acted on through its token (issue 14).
  const single = async (url: string, payload: unknown) => {
    const res = await post(url, payload);
    return { ...res.quotation_list[0], quote_token: res.quote_token as string };
  };
  const health = await single(
    '/v1/health/single-quote',
    quoteRequest({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: j.planId }),
  );
  const term = await single(
    '/v1/termlife/single-quote',
    termQuote({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'e-term-plan' }),
  );
  const termJourney = await post('/v1/termlife/journey/initiate-journey', {
    quote_id: term.quote_id,
    plan_id: term.plan_id,
    insurer_id: term.insurer_id,
    quote_token: term.quote_token,
  });
  const motor = await motorJourneyFor(app, headers);
  const self = config.members.find((m: { relation: string }) => m.relation === 'SELF');
  const mobile = uniqueMobile();
  await login(app, mobile);
  return {
    headers,
    /** An admin's X-Staff-Session: the console identifies its caller before it reads a body (issue 44). */
    staff: await staffSignIn(app, await staffAccount(app, 'admin')),
    journeyId: j.journeyId,
    planId: j.planId,
    config,
    selfDob: self.dob as string,
    uploadId,
    attemptId: attempt.payment_attempt_id as string,
    health,
    term,
    termJourneyId: termJourney.journey_id as string,
    motorJourneyId: motor.journeyId,
    motorQuote: motor.quote,
    mobile,
  };
}

const addons = [unlimitedRecharge];
const riders = [accidentalDeathRider];

// The accepted call for a route that takes a JSON body.
const postCall = (url: string, payload: Record<string, unknown>): Call => ({ method: 'POST', url, payload });
const putCall = (url: string, payload: Record<string, unknown>): Call => ({ method: 'PUT', url, payload });

export const TEXT_INPUT_CALLS: Record<string, (f: Fixture) => Call> = {
  'POST /v1/utility/track-session': () =>
    postCall('/v1/utility/track-session', {
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      mobile_no: '9876543210',
      session_id: null,
    }),
  'POST /v1/utility/auth/generate-otp': (f) =>
    postCall('/v1/utility/auth/generate-otp', { otp_destination: f.mobile, otp_purpose_code: 'MOBILE_LOGIN' }),
  'POST /v1/utility/auth/verify-login-otp': (f) =>
    postCall('/v1/utility/auth/verify-login-otp', {
      otp_request_id: '7d9f4b52-2c1e-4f7a-9a8b-1c2d3e4f5a6b',
      otp: '123456',
      mobile_number: f.mobile,
      full_name: 'Rahul Kulkarni',
    }),
  'GET /v1/dev/outbox': (f) => ({ method: 'GET', url: '/v1/dev/outbox', query: { to: f.mobile } }),
  'POST /v1/health/async-quote': () =>
    postCall(
      '/v1/health/async-quote',
      quoteRequest({
        member_covered: [{ relation: 'SELF', name: 'Rahul Kulkarni', dob: '1995-03-01', gender: 'MALE' }],
      }),
    ),
  'POST /v1/health/single-quote': (f) =>
    postCall(
      '/v1/health/single-quote',
      quoteRequest({
        request_type: 'BASE_SINGLE_QUOTATION',
        plan_id: f.planId,
        quote_id: f.health.quote_id,
        addons,
      }),
    ),
  'POST /v1/health/journey/initiate-journey': (f) =>
    postCall('/v1/health/journey/initiate-journey', {
      quote_id: f.health.quote_id,
      plan_id: f.health.plan_id,
      insurer_id: f.health.insurer_id,
      user_id: 'user-1',
      quote_token: f.health.quote_token,
    }),
  'PUT /v1/health/journey/:journey_id/addons': (f) => putCall(`/v1/health/journey/${f.journeyId}/addons`, { addons }),
  'POST /v1/termlife/async-quote': () => postCall('/v1/termlife/async-quote', termQuote()),
  'POST /v1/termlife/single-quote': () =>
    postCall('/v1/termlife/single-quote', termQuote({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'e-term-plan' })),
  'POST /v1/termlife/journey/initiate-journey': (f) =>
    postCall('/v1/termlife/journey/initiate-journey', {
      quote_id: f.term.quote_id,
      plan_id: f.term.plan_id,
      insurer_id: f.term.insurer_id,
      quote_token: f.term.quote_token,
    }),
  'PUT /v1/termlife/journey/:journey_id/addons': (f) =>
    putCall(`/v1/termlife/journey/${f.termJourneyId}/addons`, { addons: riders }),
  'POST /v1/health/journey/user-journey-config': (f) =>
    postCall('/v1/health/journey/user-journey-config', { journey_id: f.journeyId }),
  'POST /v1/health/journey/save-insured-member-details': (f) =>
    postCall('/v1/health/journey/save-insured-member-details', {
      journey_id: f.journeyId,
      proposer_details: proposer(f.selfDob),
      insured_member_list: membersFrom(f.config),
    }),
  'POST /v1/health/journey/save-nominee-details': (f) =>
    postCall('/v1/health/journey/save-nominee-details', {
      journey_id: f.journeyId,
      nominee_list: [spouseNominee],
    }),
  'POST /v1/health/journey/save-contact-details': (f) =>
    postCall('/v1/health/journey/save-contact-details', { journey_id: f.journeyId, contact_details: healthContact }),
  'POST /v1/health/journey/save-medical-declaration': (f) =>
    postCall('/v1/health/journey/save-medical-declaration', {
      journey_id: f.journeyId,
      plan_specific_medical_declarations: [{ plan_id: f.planId, member_specific_medical_declarations: [] }],
    }),
  'POST /v1/utility/generate-presign-put-url': (f) =>
    postCall('/v1/utility/generate-presign-put-url', {
      journey_id: f.journeyId,
      doc_name: 'Rahul Kulkarni PAN.png',
      purpose_code: 'KYC',
      doc_type: 'PAN',
      mime_type: 'IMAGE_PNG',
    }),
  'POST /v1/utility/process-upload': (f) => postCall('/v1/utility/process-upload', { upload_reference_id: f.uploadId }),
  'POST /v1/health/journey/confirmation': (f) =>
    postCall('/v1/health/journey/confirmation', { journey_id: f.journeyId }),
  'POST /v1/health/payments/initiate': (f) => postCall('/v1/health/payments/initiate', { journey_id: f.journeyId }),
  'POST /v1/payments/:provider/return': (f) =>
    postCall('/v1/payments/sandbox/return', {
      payment_attempt_id: f.attemptId,
      status: 'SUCCESS',
      signed_at: String(Math.floor(Date.now() / 1000)),
      signature: 'not-a-signature',
    }),
  'POST /v1/payments/:provider/webhook': (f) =>
    postCall('/v1/payments/sandbox/webhook', {
      payment_attempt_id: f.attemptId,
      status: 'FAILED',
      amount_paise: 100,
      failure_reason: 'Declined',
    }),
  'POST /v1/termlife/journey/save-life-assured': (f) =>
    postCall('/v1/termlife/journey/save-life-assured', { journey_id: f.termJourneyId, life_assured: lifeAssured() }),
  'POST /v1/termlife/journey/save-nominee-details': (f) =>
    postCall('/v1/termlife/journey/save-nominee-details', {
      journey_id: f.termJourneyId,
      nominee_details: nomineeDetails(),
    }),
  'POST /v1/termlife/journey/save-contact-details': (f) =>
    postCall('/v1/termlife/journey/save-contact-details', {
      journey_id: f.termJourneyId,
      contact_details: termContact,
    }),
  'POST /v1/termlife/journey/save-lifestyle-declaration': (f) =>
    postCall('/v1/termlife/journey/save-lifestyle-declaration', {
      journey_id: f.termJourneyId,
      lifestyle: lifestyle(),
    }),
  'POST /v1/termlife/journey/confirmation': (f) =>
    postCall('/v1/termlife/journey/confirmation', { journey_id: f.termJourneyId }),
  'POST /v1/termlife/payments/initiate': (f) =>
    postCall('/v1/termlife/payments/initiate', { journey_id: f.termJourneyId }),
  'GET /v1/motor/vehicles': () => ({ method: 'GET', url: '/v1/motor/vehicles', query: { kind: 'CAR' } }),
  'GET /v1/motor/options': () => ({ method: 'GET', url: '/v1/motor/options', query: { kind: 'CAR' } }),
  'POST /v1/motor/quotes': () =>
    postCall('/v1/motor/quotes', {
      vehicle_id: 'honda-activa-6g-standard',
      rto_code: 'MH-12',
      registration_date: '2024-01-15',
      policy_type: 'COMPREHENSIVE',
      previous_policy: { expiry_date: '2026-12-01', claim_last_year: 'NO', claim_free_years: 1 },
      addons: ['ZERO_DEPRECIATION'],
    }),
  'POST /v1/motor/journey/initiate-journey': (f) =>
    postCall('/v1/motor/journey/initiate-journey', {
      quote_id: f.motorQuote.quote_id,
      plan_id: f.motorQuote.plan_id,
      insurer_id: f.motorQuote.insurer_id,
      quote_token: f.motorQuote.quote_token,
    }),
  'POST /v1/motor/journey/save-owner-details': (f) =>
    postCall('/v1/motor/journey/save-owner-details', { journey_id: f.motorJourneyId, owner: motorOwner() }),
  'POST /v1/motor/journey/save-vehicle-details': (f) =>
    postCall('/v1/motor/journey/save-vehicle-details', {
      journey_id: f.motorJourneyId,
      vehicle_details: motorVehicleDetails(),
    }),
  'POST /v1/motor/journey/save-nominee-details': (f) =>
    postCall('/v1/motor/journey/save-nominee-details', { journey_id: f.motorJourneyId, nominee: motorNominee }),
  'POST /v1/motor/journey/confirmation': (f) =>
    postCall('/v1/motor/journey/confirmation', { journey_id: f.motorJourneyId }),
  'POST /v1/motor/payments/initiate': (f) => postCall('/v1/motor/payments/initiate', { journey_id: f.motorJourneyId }),
  'POST /v1/ops/auth/login': () =>
    postCall('/v1/ops/auth/login', {
      email: 'admin@broker.example.in',
      password: 'correct horse battery staple',
      totp: '123456',
    }),
  'POST /v1/ops/staff/invitations': () =>
    postCall('/v1/ops/staff/invitations', { email: 'ops@broker.example.in', full_name: 'Rahul Kulkarni', role: 'ops' }),
  // A link's token no one was sent: the schema passes it, and the lookup finds no link (404).
  'POST /v1/ops/enrolment/open': () =>
    postCall('/v1/ops/enrolment/open', { token: 'made-up-token-made-up-token-made-up-tok' }),
  'POST /v1/ops/enrolment/complete': () =>
    postCall('/v1/ops/enrolment/complete', {
      token: 'made-up-token-made-up-token-made-up-tok',
      password: 'plum ferry quartz lantern',
      totp: '123456',
    }),
  'GET /v1/ops/policies': () => ({ method: 'GET', url: '/v1/ops/policies', query: { q: 'Rahul Kulkarni' } }),
  'GET /v1/ops/payments': () => ({ method: 'GET', url: '/v1/ops/payments', query: { status: 'SUCCESS', page: '1' } }),
  'GET /v1/ops/reconciliation': () => ({ method: 'GET', url: '/v1/ops/reconciliation', query: { date: '2026-11-23' } }),
  'POST /v1/ops/kyc-reviews/:journey_id/approve': (f) =>
    postCall(`/v1/ops/kyc-reviews/${f.journeyId}/approve`, { upload_ids: [f.uploadId] }),
  'POST /v1/ops/kyc-reviews/:journey_id/reject': (f) =>
    postCall(`/v1/ops/kyc-reviews/${f.journeyId}/reject`, { reason_code: 'NAME_MISMATCH', upload_ids: [f.uploadId] }),
  // Complaints (issue 19): the buyer's, and the staff's response (an unknown id: validation comes before the lookup).
  'POST /v1/users/me/grievances': (f) =>
    postCall('/v1/users/me/grievances', {
      journey_id: f.journeyId,
      category: 'SERVICE',
      subject: 'Nobody called back',
      description: 'I asked for a call back about my policy a week ago and nobody called.',
    }),
  'GET /v1/ops/grievances': () => ({ method: 'GET', url: '/v1/ops/grievances', query: { state: 'OPEN', page: '2' } }),
  'GET /v1/ops/kyc-reviews': () => ({ method: 'GET', url: '/v1/ops/kyc-reviews', query: { page: '2' } }),
  'GET /v1/ops/audit-log': () => ({ method: 'GET', url: '/v1/ops/audit-log', query: { page: '2' } }),
  'GET /v1/ops/privacy/requests': () => ({
    method: 'GET',
    url: '/v1/ops/privacy/requests',
    query: { kind: 'ERASURE', page: '2' },
  }),
  'GET /v1/ops/privacy/consents': () => ({ method: 'GET', url: '/v1/ops/privacy/consents', query: { page: '2' } }),
  'POST /v1/ops/grievances/:grievance_id/respond': () =>
    postCall('/v1/ops/grievances/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f60/respond', {
      response: 'We have called you back today and fixed the address.',
    }),
  // Insurers' side (modules/insurers, modules/sandbox-insurer): a callback whose signature will not verify, and the
  // sandbox insurer's API without its key.
  'POST /v1/insurers/:insurerId/callback': () =>
    postCall('/v1/insurers/hdfc-life/callback', {
      event_id: 'evt-1',
      sent_at: Math.floor(Date.now() / 1000),
      answer: { proposal_id: 'p-1', broker_reference: 'r-1', status: 'ISSUED' },
    }),
  'POST /v1/insurer-cases/medical-test': (f) =>
    postCall('/v1/insurer-cases/medical-test', { journey_id: f.journeyId, slot: '2026-12-03T09:00:00+05:30' }),
  // Issue 47: the fixture holds no policy, so the clean call is told there is none (404), after its text is read.
  'POST /v1/policies/:policy_number/cancel': () =>
    postCall('/v1/policies/KV-H-2026-NOSUCH00/cancel', { reason: 'OTHER', confirm_refund_paise: 100 }),
  // Issue 47: claims. The fixture holds no policy (404 after the text is read); the callback will not verify.
  'POST /v1/policies/:policy_number/claims': () =>
    postCall('/v1/policies/KV-H-2026-NOSUCH00/claims', {
      kind: 'REIMBURSEMENT',
      idempotency_key: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62',
      hospital_name: 'City Clinic',
      incident_date: '2026-12-01',
      claimed_amount: 1000,
      description: 'Dengue fever',
    }),
  'POST /v1/policies/:policy_number/claims/:claim_id/files': () =>
    postCall('/v1/policies/KV-H-2026-NOSUCH00/claims/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62/files', {
      document: 'CLAIM_FORM',
      file_name: 'claim-form.pdf',
      mime_type: 'APPLICATION_PDF',
    }),
  'POST /v1/insurers/:insurerId/claim-callback': () =>
    postCall('/v1/insurers/hdfc-life/claim-callback', {
      event_id: 'evt-1',
      sent_at: Math.floor(Date.now() / 1000),
      claim: { claim_id: 'c-1', broker_reference: 'r-1', status: 'SETTLED' },
    }),
  'POST /sandbox-insurer/:insurerId/claims': () =>
    postCall('/sandbox-insurer/hdfc-life/claims', { broker_reference: 'r-1', kind: 'DEATH', description: 'x' }),
  'POST /sandbox-insurer/:insurerId/claims/:claimId/documents': () =>
    postCall(`/sandbox-insurer/hdfc-life/claims/${NO_SUCH_PROPOSAL}/documents`, {
      files: [{ document: 'CLAIM_FORM', file_name: 'claim-form.pdf', url: 'https://broker.example.in/f' }],
    }),
  'POST /v1/policies/:policy_number/port': () =>
    postCall('/v1/policies/KV-H-2026-NOSUCH00/port', { plan_id: 'plan-1' }),
  'POST /v1/policies/:policy_number/endorsements': () =>
    postCall('/v1/policies/KV-H-2026-NOSUCH00/endorsements', {
      change: { kind: 'NOMINEE', full_name: 'Ravi Kumar', relation: 'SPOUSE', age: 34 },
    }),
  'POST /v1/insurer-cases/counter-offer': (f) =>
    postCall('/v1/insurer-cases/counter-offer', { journey_id: f.journeyId, answer: 'DECLINE' }),
  'POST /v1/dev/insurer-cases/medical-results': (f) =>
    postCall('/v1/dev/insurer-cases/medical-results', { journey_id: f.journeyId, outcome: 'CLEAR' }),
  'POST /sandbox-insurer/:insurerId/proposals': () =>
    postCall('/sandbox-insurer/hdfc-life/proposals', { broker_reference: 'r-1', vertical: 'TERM', plan_id: 'p-1' }),
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/medical-test': () =>
    postCall(`/sandbox-insurer/hdfc-life/proposals/${NO_SUCH_PROPOSAL}/medical-test`, {
      slot: '2026-12-03T09:00:00+05:30',
    }),
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/medical-results': () =>
    postCall(`/sandbox-insurer/hdfc-life/proposals/${NO_SUCH_PROPOSAL}/medical-results`, { outcome: 'CLEAR' }),
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/counter-offer': () =>
    postCall(`/sandbox-insurer/hdfc-life/proposals/${NO_SUCH_PROPOSAL}/counter-offer`, { answer: 'ACCEPT' }),
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/withdraw': () =>
    postCall(`/sandbox-insurer/hdfc-life/proposals/${NO_SUCH_PROPOSAL}/withdraw`, { reason: 'Duplicate' }),
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/cancel': () =>
    postCall(`/sandbox-insurer/hdfc-life/proposals/${NO_SUCH_PROPOSAL}/cancel`, {
      reason: 'Returned in its free look',
    }),
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/endorsements': () =>
    postCall(`/sandbox-insurer/hdfc-life/proposals/${NO_SUCH_PROPOSAL}/endorsements`, {
      broker_reference: 'r-1',
      mode: 'MAKE',
      change: { kind: 'ADDRESS', address_1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      premium_difference_paise: 0,
    }),
  'POST /sandbox-pay/:attemptId': (f) => ({
    method: 'POST',
    url: `/sandbox-pay/${f.attemptId}`,
    form: true,
    payload: {
      card_name: 'Rahul Kulkarni',
      card_number: '4000 0000 0000 0002',
      expiry: '12/39',
      cvv: '123',
      action: 'pay',
    },
  }),
};

/** The API documentation's routes: public, and taking no text. */
export const DOCS_ROUTES = [
  'GET /v1/docs',
  'GET /v1/docs/static/index.html',
  'GET /v1/docs/static/swagger-initializer.js',
  'GET /v1/docs/json',
  'GET /v1/docs/yaml',
  'GET /v1/docs/static/*',
];

// Routes whose only text is in the path (the %00 test covers it) or in a header, or that take nothing.
export const NO_TEXT_INPUT = new Set([
  ...DOCS_ROUTES,
  'GET /*',
  'GET /healthz',
  'GET /livez',
  'GET /v1/config',
  'GET /v1/broker',
  'GET /v1/utility/auth/verify-google-id-token',
  'POST /v1/utility/auth/logout',
  'GET /v1/utility/lookup/pincodes/:pincode',
  'GET /v1/health/plan-information',
  'GET /v1/health/plan-config/:plan_id',
  'GET /v1/health/hospitals',
  'GET /v1/health/insurers/:insurer_id/logo.svg',
  'GET /v1/health/async-quote/:quotation_list_id',
  'GET /v1/health/journey/aggregated-premium-details/:journey_id',
  'GET /v1/termlife/async-quote/:quotation_list_id',
  'GET /v1/termlife/plan-information',
  'GET /v1/termlife/insurers/:insurer_id/logo.svg',
  'GET /v1/termlife/journey/aggregated-premium-details/:journey_id',
  'GET /v1/health/journey/get-journey-details/:journey_id',
  'GET /v1/utility/uploads/:upload_reference_id/content',
  'GET /v1/health/journey/kyc-status/:journey_id',
  'PUT /v1/storage/objects/*',
  'GET /v1/health/payments/status/:journeyId/:paymentAttemptId',
  'GET /v1/:vertical/payments/:paymentAttemptId/status',
  'GET /v1/health/policy/download/:journey_id',
  // The e-mailed schedule link: its expiry and signature in the query, each a strict pattern (digits, 64 hex).
  'GET /v1/policy-schedules/:policy_id',
  'GET /sandbox-pay/:attemptId',
  'GET /sandbox-insurer/:insurerId/proposals/:proposalId',
  // The inspection page: its token in the query, and photos (files, no text fields) in the form.
  'GET /sandbox-insurer/:insurerId/inspections/:proposalId',
  'POST /sandbox-insurer/:insurerId/inspections/:proposalId',
  'GET /v1/motor/rtos',
  'POST /v1/ops/auth/logout',
  'GET /v1/ops/me',
  'GET /v1/ops/summary',
  'GET /v1/ops/insurer-cases',
  'GET /v1/ops/notices',
  'GET /v1/ops/claims',
  'GET /v1/ops/kyc-reviews/:journey_id',
  'GET /v1/ops/kyc-reviews/:journey_id/documents/:upload_id',
  'GET /v1/ops/policies/:policy_number/free-look-refund',
  'POST /v1/ops/policies/:policy_number/free-look-cancel',
  'GET /v1/ops/policies/:policy_number/schedule',
  'GET /v1/ops/payments/:payment_attempt_id/history',
  'GET /v1/ops/grievances/:grievance_id',
  'POST /v1/ops/grievances/:grievance_id/acknowledge',
  'POST /v1/ops/grievances/:grievance_id/close',
  'GET /v1/ops/staff',
  'GET /v1/ops/audit-log/check',
  'POST /v1/ops/staff/:staff_id/disable',
  'POST /v1/ops/staff/:staff_id/enable',
  'POST /v1/ops/staff/:staff_id/end-sessions',
  'POST /v1/ops/staff/:staff_id/re-enrol',
  'GET /v1/users/me/grievances',
  'GET /v1/motor/registrations/:registration_number',
  'GET /v1/motor/journey/get-journey-details/:journey_id',
  'GET /v1/motor/journey/kyc-status/:journey_id',
  'GET /v1/motor/payments/status/:journeyId/:paymentAttemptId',
  'GET /v1/motor/policy/download/:journey_id',
  'GET /v1/termlife/journey/get-journey-details/:journey_id',
  'GET /v1/termlife/journey/kyc-status/:journey_id',
  'GET /v1/termlife/payments/status/:journeyId/:paymentAttemptId',
  'GET /v1/termlife/policy/download/:journey_id',
  'GET /v1/users/me/dashboard',
  // Issue 47: the policy number is in the path; the demo's backdating takes a number of days, no text.
  'GET /v1/policies/:policy_number/cancellation-quote',
  'POST /v1/dev/policies/:policy_number/backdate',
  // Renewals: the policy number in the path (the renewal takes no body); the demo's move takes a number of days, the
  // sandbox's quote a boolean.
  'GET /v1/policies/:policy_number/renewal-quote',
  'POST /v1/policies/:policy_number/renew',
  'GET /v1/policies/:policy_number/port-options',
  'POST /v1/dev/policies/:policy_number/near-end',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/renewal-quote',
  // Claims: the policy number and claim id are the path; the demo's next step and the sandbox's read take no text.
  'GET /v1/policies/:policy_number/claims',
  'POST /v1/dev/policies/:policy_number/claims/:claim_id/advance',
  'GET /sandbox-insurer/:insurerId/claims/:claimId',
  'POST /sandbox-insurer/:insurerId/claims/:claimId/advance',
  // A claim's files: the policy number, claim id and file id are the path; sending takes an empty body. The
  // insurer's fetch carries its link's expiry and signature in the query, each a strict pattern.
  'POST /v1/policies/:policy_number/claims/:claim_id/files/:file_id/process',
  'DELETE /v1/policies/:policy_number/claims/:claim_id/files/:file_id',
  'POST /v1/policies/:policy_number/claims/:claim_id/documents',
  'GET /v1/insurers/:insurerId/claim-files/:file_id',
  'GET /v1/policies/:policy_number/endorsements',
  'GET /v1/policies/:policy_number/endorsements/:endorsement_id/schedule',
  // Paying for a priced change, or withdrawing it: the policy number and the change's id are the path.
  'POST /v1/policies/:policy_number/endorsements/:endorsement_id/pay',
  'POST /v1/policies/:policy_number/endorsements/:endorsement_id/withdraw',
  'GET /v1/policies/:policy_number/original-schedule',
  // The dashboard's Remove: its one input is the path's journey id.
  'DELETE /v1/account/journeys/:journey_id',
  // Giving up a purchase held after a KYC rejection: its one input is the path's journey id.
  'POST /v1/account/journeys/:journey_id/held-refund',
  'GET /v1/account/export',
  'DELETE /v1/account',
  'POST /v1/account/sessions/sign-out-others',
  'GET /v1/account/marketing-consent',
  'PUT /v1/account/marketing-consent',
  // One of the languages' codes, an enum.
  'PUT /v1/users/me/language',
]);

/** Every path to a string in a JSON value, with a setter that returns a copy where that string is replaced. */
export function stringLeaves(
  value: unknown,
  path: string[] = [],
): { path: string; value: string; replace: (next: string) => unknown }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), value, replace: (next) => next }];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      stringLeaves(item, [...path, String(i)]).map((leaf) => ({
        ...leaf,
        replace: (next: string) => value.map((v, k) => (k === i ? leaf.replace(next) : v)),
      })),
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringLeaves(item, [...path, key]).map((leaf) => ({
        ...leaf,
        replace: (next: string) => ({ ...(value as Record<string, unknown>), [key]: leaf.replace(next) }),
      })),
    );
  }
  return [];
}
