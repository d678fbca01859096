import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { journeys, paymentAttempts, policies, uploads } from '../src/db/schema.ts';
import { login, uniqueMobile } from './auth-helpers.ts';
import { payWithSuccessCard, startJourney } from './account-fixtures.ts';
import { quoteRequest } from './health-fixtures.ts';
import { uploadKycPng } from './kyc-fixtures.ts';
import { DOCS_ROUTES } from './text-input-calls.ts';
import { lifeAssured, lifestyle, nomineeDetails, termContact, termQuote } from './term-fixtures.ts';
import { motorJourneyFor, motorNominee, motorOwner, motorVehicleDetails } from './motor-fixtures.ts';
import { journeyConfig, membersFrom, proposer, readyToPayJourney, type JourneyConfig } from './proposal-fixtures.ts';
import { staffAccount, staffSignIn } from './ops-fixtures.ts';
import { describeWithApp, newSession, type TestContext } from './test-app.ts';

// issue 10: every journey-, KYC-, payment- and policy-scoped route, for a second signed-in user and for an
// anonymous visitor, answers 404 and changes nothing. Generated from the app's own route table: a route that
// is not classified below fails the first test, so a new route cannot be missed.
type Fixture = {
  journeyId: string;
  termJourneyId: string;
  motorJourneyId: string;
  healthListId: string;
  termListId: string;
  attemptId: string;
  uploadId: string;
  planId: string;
  policyNumber: string;
  config: JourneyConfig;
};
type Scoped = (f: Fixture) => { url: string; payload?: unknown };

const PUBLIC = new Set([
  ...DOCS_ROUTES,
  'GET /healthz',
  'GET /livez',
  'GET /v1/config',
  'GET /v1/broker',
  'POST /v1/utility/track-session',
  'POST /v1/utility/auth/generate-otp',
  'POST /v1/utility/auth/verify-login-otp',
  'GET /v1/utility/auth/verify-google-id-token',
  'POST /v1/utility/auth/logout',
  'GET /v1/dev/outbox',
  'GET /v1/utility/lookup/pincodes/:pincode',
  'GET /v1/health/plan-information',
  'GET /v1/health/plan-config/:plan_id',
  'GET /v1/health/hospitals',
  'GET /v1/health/insurers/:insurer_id/logo.svg',
  'GET /v1/termlife/plan-information',
  'GET /v1/termlife/insurers/:insurer_id/logo.svg',
  'GET /v1/motor/vehicles',
  'GET /v1/motor/options',
  'GET /v1/motor/rtos',
]);
// Reached by possession of a secret, not a session: signed upload URLs, gateway webhooks and returns, the
// sandbox card page (its own tests prove forged signatures are refused); insurers' signed callbacks and the sandbox
// insurer's API, whose key each insurer holds (insurers.test.ts).
const CAPABILITY = new Set([
  'POST /v1/insurers/:insurerId/callback',
  'POST /sandbox-insurer/:insurerId/proposals',
  'GET /sandbox-insurer/:insurerId/proposals/:proposalId',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/medical-test',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/medical-results',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/counter-offer',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/withdraw',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/cancel',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/renewal-quote',
  'POST /sandbox-insurer/:insurerId/proposals/:proposalId/endorsements',
  // The sandbox insurer's inspection page: its link's token is its key (motor-break-in.test.ts refuses another).
  'GET /sandbox-insurer/:insurerId/inspections/:proposalId',
  'POST /sandbox-insurer/:insurerId/inspections/:proposalId',
  'PUT /v1/storage/objects/*',
  // The issued-policy e-mail's schedule link: HMAC-signed and expiring (notices.test.ts refuses a forged one).
  'GET /v1/policy-schedules/:policy_id',
  'POST /v1/payments/:provider/return',
  'POST /v1/payments/:provider/webhook',
  'GET /sandbox-pay/:attemptId',
  'POST /sandbox-pay/:attemptId',
  // Issue 47: claims — the insurer's signed claim callback and the sandbox insurer's claims API (claims.test.ts).
  'POST /v1/insurers/:insurerId/claim-callback',
  'POST /sandbox-insurer/:insurerId/claims',
  'GET /sandbox-insurer/:insurerId/claims/:claimId',
  'POST /sandbox-insurer/:insurerId/claims/:claimId/documents',
  'POST /sandbox-insurer/:insurerId/claims/:claimId/advance',
  // A claim's file as its insurer fetches it: the link's HMAC and expiry (claims.test.ts refuses an altered one).
  'GET /v1/insurers/:insurerId/claim-files/:file_id',
]);
// Need a session of one's own, and act on nothing of anyone else's.
// Asking for quotes makes a list of one's own (issue 13); a journey starts only on one's own quote
// (quote-ownership.test.ts).
const OWN_SESSION = new Set([
  'POST /v1/health/journey/initiate-journey',
  'POST /v1/termlife/journey/initiate-journey',
  'GET /v1/users/me/dashboard',
  'POST /v1/health/async-quote',
  'POST /v1/health/single-quote',
  'POST /v1/termlife/async-quote',
  'POST /v1/termlife/single-quote',
  // Motor quotes and registry lookups are priced or read for the asker, storing nothing (motor.test.ts).
  'POST /v1/motor/quotes',
  'POST /v1/motor/journey/initiate-journey',
  'GET /v1/motor/registrations/:registration_number',
]);
// The signed-in user's own account: they act on the caller's user id alone (account.test.ts proves a stranger's
// export holds nothing of the owner's, and that anonymous callers get 401; remove-journey.test.ts that a stranger
// removing the owner's journey gets 404 and removes nothing; kyc-review.test.ts that a stranger's give-up of a held
// purchase gets 404 and refunds nothing).
const OWN_ACCOUNT = new Set([
  'GET /v1/account/export',
  'DELETE /v1/account',
  'DELETE /v1/account/journeys/:journey_id',
  'POST /v1/account/journeys/:journey_id/held-refund',
  'POST /v1/account/sessions/sign-out-others',
  'GET /v1/account/marketing-consent',
  'PUT /v1/account/marketing-consent',
  // The account's language (issue 49): the caller's own row alone (language.test.ts: 401 unsigned).
  'PUT /v1/users/me/language',
  // Complaints (issue 19): raised only about the caller's own journeys (another's is 404) and listed by user id;
  // a staff token is no customer session (grievances.test.ts).
  'GET /v1/users/me/grievances',
  'POST /v1/users/me/grievances',
]);

// The operations console (issue 19): staff only, through X-Staff-Session; no customer session reaches them
// (the last test here), and ops.test.ts proves roles, the idle limit and that a staff token is no customer session.
const STAFF = new Set([
  'POST /v1/ops/auth/logout',
  'GET /v1/ops/me',
  'GET /v1/ops/audit-log',
  // Issue 44: the staff lifecycle (admins only, staff-lifecycle.test.ts) and the audit chain's check.
  'GET /v1/ops/staff',
  'POST /v1/ops/staff/invitations',
  'POST /v1/ops/staff/:staff_id/disable',
  'POST /v1/ops/staff/:staff_id/enable',
  'POST /v1/ops/staff/:staff_id/end-sessions',
  'POST /v1/ops/staff/:staff_id/re-enrol',
  'GET /v1/ops/audit-log/check',
  'GET /v1/ops/summary',
  'GET /v1/ops/insurer-cases',
  'GET /v1/ops/notices',
  'GET /v1/ops/claims',
  'GET /v1/ops/policies',
  'GET /v1/ops/payments',
  'GET /v1/ops/kyc-reviews',
  'GET /v1/ops/kyc-reviews/:journey_id',
  'GET /v1/ops/kyc-reviews/:journey_id/documents/:upload_id',
  'POST /v1/ops/kyc-reviews/:journey_id/approve',
  'POST /v1/ops/kyc-reviews/:journey_id/reject',
  'GET /v1/ops/policies/:policy_number/free-look-refund',
  'POST /v1/ops/policies/:policy_number/free-look-cancel',
  'GET /v1/ops/reconciliation',
  'GET /v1/ops/payments/:payment_attempt_id/history',
  'GET /v1/ops/policies/:policy_number/schedule',
  'GET /v1/ops/privacy/requests',
  'GET /v1/ops/privacy/consents',
  'GET /v1/ops/grievances',
  'GET /v1/ops/grievances/:grievance_id',
  'POST /v1/ops/grievances/:grievance_id/acknowledge',
  'POST /v1/ops/grievances/:grievance_id/respond',
  'POST /v1/ops/grievances/:grievance_id/close',
]);
// Open to anyone, as a door is: signing in, and enrolling through a one-time link, which is itself the credential
// (staff-lifecycle.test.ts: a spent, replaced or expired link is 404).
const STAFF_DOORS = new Set([
  'POST /v1/ops/auth/login',
  'POST /v1/ops/enrolment/open',
  'POST /v1/ops/enrolment/complete',
]);

const nominee = {
  nominee_relation: 'SPOUSE',
  full_name: 'Intruder Name',
  dob: '1990-01-01',
  address: '1 Some Street, Somewhere',
};
/** The routes every vertical has, each on that vertical's journey of the fixture. */
const journeySteps = (vertical: string, journeyOf: (f: Fixture) => string): Record<string, Scoped> => ({
  [`POST /v1/${vertical}/journey/confirmation`]: (f) => ({
    url: `/v1/${vertical}/journey/confirmation`,
    payload: { journey_id: journeyOf(f) },
  }),
  [`POST /v1/${vertical}/payments/initiate`]: (f) => ({
    url: `/v1/${vertical}/payments/initiate`,
    payload: { journey_id: journeyOf(f) },
  }),
  [`GET /v1/${vertical}/journey/get-journey-details/:journey_id`]: (f) => ({
    url: `/v1/${vertical}/journey/get-journey-details/${journeyOf(f)}`,
  }),
  [`GET /v1/${vertical}/journey/kyc-status/:journey_id`]: (f) => ({
    url: `/v1/${vertical}/journey/kyc-status/${journeyOf(f)}`,
  }),
  [`GET /v1/${vertical}/payments/status/:journeyId/:paymentAttemptId`]: (f) => ({
    url: `/v1/${vertical}/payments/status/${journeyOf(f)}/${f.attemptId}`,
  }),
  [`GET /v1/${vertical}/policy/download/:journey_id`]: (f) => ({
    url: `/v1/${vertical}/policy/download/${journeyOf(f)}`,
  }),
});

/** Proposal steps: a POST to the route's own path of the journey's id and this body. */
const saves = (journeyOf: (f: Fixture) => string, bodies: Record<string, object>): Record<string, Scoped> =>
  Object.fromEntries(
    Object.entries(bodies).map(([route, body]) => [
      route,
      (f: Fixture) => ({ url: route.replace(/^POST /, ''), payload: { journey_id: journeyOf(f), ...body } }),
    ]),
  );
const SCOPED: Record<string, Scoped> = {
  ...journeySteps('health', (f) => f.journeyId),
  ...journeySteps('termlife', (f) => f.termJourneyId),
  ...journeySteps('motor', (f) => f.motorJourneyId),
  ...saves((f) => f.journeyId, {
    'POST /v1/health/journey/save-nominee-details': { nominee_list: [nominee] },
    'POST /v1/health/journey/save-contact-details': { contact_details: { mobile: '9999999999' } },
  }),
  ...saves((f) => f.termJourneyId, {
    'POST /v1/termlife/journey/save-life-assured': { life_assured: lifeAssured() },
    'POST /v1/termlife/journey/save-nominee-details': { nominee_details: nomineeDetails() },
    'POST /v1/termlife/journey/save-contact-details': { contact_details: termContact },
    'POST /v1/termlife/journey/save-lifestyle-declaration': { lifestyle: lifestyle() },
  }),
  // The buyer's answers to their insurer, and the demo's "results are in" (modules/insurers, sandbox-insurer).
  ...saves((f) => f.journeyId, {
    'POST /v1/insurer-cases/medical-test': { slot: '2026-12-03T09:00:00+05:30' },
    'POST /v1/insurer-cases/counter-offer': { answer: 'DECLINE' },
    'POST /v1/dev/insurer-cases/medical-results': { outcome: 'CLEAR' },
  }),
  ...saves((f) => f.motorJourneyId, {
    'POST /v1/motor/journey/save-owner-details': { owner: motorOwner() },
    'POST /v1/motor/journey/save-vehicle-details': { vehicle_details: motorVehicleDetails() },
    'POST /v1/motor/journey/save-nominee-details': { nominee: motorNominee },
  }),
  'GET /v1/health/async-quote/:quotation_list_id': (f) => ({ url: `/v1/health/async-quote/${f.healthListId}` }),
  'GET /v1/termlife/async-quote/:quotation_list_id': (f) => ({ url: `/v1/termlife/async-quote/${f.termListId}` }),
  'PUT /v1/health/journey/:journey_id/addons': (f) => ({
    url: `/v1/health/journey/${f.journeyId}/addons`,
    payload: { addons: [] },
  }),
  'GET /v1/health/journey/aggregated-premium-details/:journey_id': (f) => ({
    url: `/v1/health/journey/aggregated-premium-details/${f.journeyId}`,
  }),
  'GET /v1/termlife/journey/aggregated-premium-details/:journey_id': (f) => ({
    url: `/v1/termlife/journey/aggregated-premium-details/${f.termJourneyId}`,
  }),
  'PUT /v1/termlife/journey/:journey_id/addons': (f) => ({
    url: `/v1/termlife/journey/${f.termJourneyId}/addons`,
    payload: { addons: [] },
  }),
  'POST /v1/health/journey/user-journey-config': (f) => ({
    url: '/v1/health/journey/user-journey-config',
    payload: { journey_id: f.journeyId },
  }),
  'POST /v1/health/journey/save-insured-member-details': (f) => ({
    url: '/v1/health/journey/save-insured-member-details',
    payload: {
      journey_id: f.journeyId,
      proposer_details: proposer(f.config.members[0]!.dob),
      insured_member_list: membersFrom(f.config),
    },
  }),
  'POST /v1/health/journey/save-medical-declaration': (f) => ({
    url: '/v1/health/journey/save-medical-declaration',
    payload: {
      journey_id: f.journeyId,
      plan_specific_medical_declarations: [{ plan_id: f.planId, member_specific_medical_declarations: [] }],
    },
  }),
  'POST /v1/utility/generate-presign-put-url': (f) => ({
    url: '/v1/utility/generate-presign-put-url',
    payload: {
      journey_id: f.journeyId,
      doc_name: 'x.png',
      purpose_code: 'KYC',
      doc_type: 'PAN',
      mime_type: 'IMAGE_PNG',
    },
  }),
  'POST /v1/utility/process-upload': (f) => ({
    url: '/v1/utility/process-upload',
    payload: { upload_reference_id: f.uploadId },
  }),
  'GET /v1/utility/uploads/:upload_reference_id/content': (f) => ({ url: `/v1/utility/uploads/${f.uploadId}/content` }),
  'GET /v1/:vertical/payments/:paymentAttemptId/status': (f) => ({ url: `/v1/health/payments/${f.attemptId}/status` }),
  // Issue 47: the buyer's own policy, found by its number (cancellation.test.ts: refused before the body is read).
  'GET /v1/policies/:policy_number/cancellation-quote': (f) => ({
    url: `/v1/policies/${f.policyNumber}/cancellation-quote`,
  }),
  'POST /v1/policies/:policy_number/cancel': (f) => ({
    url: `/v1/policies/${f.policyNumber}/cancel`,
    payload: { reason: 'OTHER', confirm_refund_paise: 0 },
  }),
  // Demo: one's own policy as if bought a day earlier (modules/cancellation/demo-routes.ts).
  'POST /v1/dev/policies/:policy_number/backdate': (f) => ({
    url: `/v1/dev/policies/${f.policyNumber}/backdate`,
    payload: { days: 1 },
  }),
  // Issue 47, renewals: the demo's move of one's own policy near its end, the insurer's terms for it, its renewal.
  // Near its end first: a renewal opens 90 days before it (renew-policy.test.ts refuses one earlier).
  'POST /v1/dev/policies/:policy_number/near-end': (f) => ({
    url: `/v1/dev/policies/${f.policyNumber}/near-end`,
    payload: { days_left: 45 },
  }),
  'GET /v1/policies/:policy_number/renewal-quote': (f) => ({ url: `/v1/policies/${f.policyNumber}/renewal-quote` }),
  'POST /v1/policies/:policy_number/renew': (f) => ({ url: `/v1/policies/${f.policyNumber}/renew` }),
  'GET /v1/policies/:policy_number/port-options': (f) => ({ url: `/v1/policies/${f.policyNumber}/port-options` }),
  'POST /v1/policies/:policy_number/port': (f) => ({
    url: `/v1/policies/${f.policyNumber}/port`,
    payload: { plan_id: 'any-plan' },
  }),
  // Issue 47: claims on one's own policy, and the demo's next step of the sandbox insurer (claims.test.ts).
  'GET /v1/policies/:policy_number/claims': (f) => ({ url: `/v1/policies/${f.policyNumber}/claims` }),
  'POST /v1/policies/:policy_number/claims': (f) => ({
    url: `/v1/policies/${f.policyNumber}/claims`,
    payload: {
      kind: 'CASHLESS_PLANNED',
      idempotency_key: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62',
      hospital_name: 'Sandbox Network Hospital',
      incident_date: '2026-12-01',
      claimed_amount: 1000,
      description: 'Planned surgery',
    },
  }),
  'POST /v1/policies/:policy_number/claims/:claim_id/documents': (f) => ({
    url: `/v1/policies/${f.policyNumber}/claims/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62/documents`,
    payload: {},
  }),
  'POST /v1/policies/:policy_number/claims/:claim_id/files': (f) => ({
    url: `/v1/policies/${f.policyNumber}/claims/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62/files`,
    payload: { document: 'CLAIM_FORM', file_name: 'form.pdf', mime_type: 'APPLICATION_PDF' },
  }),
  'POST /v1/policies/:policy_number/claims/:claim_id/files/:file_id/process': (f) => ({
    url: `/v1/policies/${f.policyNumber}/claims/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62/files/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f63/process`,
  }),
  'DELETE /v1/policies/:policy_number/claims/:claim_id/files/:file_id': (f) => ({
    url: `/v1/policies/${f.policyNumber}/claims/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62/files/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f63`,
  }),
  'POST /v1/dev/policies/:policy_number/claims/:claim_id/advance': (f) => ({
    url: `/v1/dev/policies/${f.policyNumber}/claims/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62/advance`,
  }),
  // Changes to one's own policy (endorsements.test.ts: refused before the body is read).
  'GET /v1/policies/:policy_number/endorsements': (f) => ({ url: `/v1/policies/${f.policyNumber}/endorsements` }),
  'POST /v1/policies/:policy_number/endorsements': (f) => ({
    url: `/v1/policies/${f.policyNumber}/endorsements`,
    payload: { change: { kind: 'CONTACT', email: 'owner@example.com' } },
  }),
  'GET /v1/policies/:policy_number/endorsements/:endorsement_id/schedule': (f) => ({
    url: `/v1/policies/${f.policyNumber}/endorsements/${f.attemptId}/schedule`,
  }),
  'POST /v1/policies/:policy_number/endorsements/:endorsement_id/pay': (f) => ({
    url: `/v1/policies/${f.policyNumber}/endorsements/${f.attemptId}/pay`,
  }),
  'POST /v1/policies/:policy_number/endorsements/:endorsement_id/withdraw': (f) => ({
    url: `/v1/policies/${f.policyNumber}/endorsements/${f.attemptId}/withdraw`,
  }),
  'GET /v1/policies/:policy_number/original-schedule': (f) => ({
    url: `/v1/policies/${f.policyNumber}/original-schedule`,
  }),
};

describeWithApp('access-control matrix', (ctx) => {
  let f: Fixture;
  let owner: Record<string, string>;
  const snapshot = async (c: TestContext) => {
    const [journey] = await c.handle.db.select().from(journeys).where(eq(journeys.id, f.journeyId));
    const [term] = await c.handle.db.select().from(journeys).where(eq(journeys.id, f.termJourneyId));
    const [motor] = await c.handle.db.select().from(journeys).where(eq(journeys.id, f.motorJourneyId));
    const counts = await Promise.all(
      [uploads, paymentAttempts, policies].map(async (t) => (await c.handle.db.select({ n: count() }).from(t))[0]?.n),
    );
    return JSON.stringify({ journey, term, motor, counts });
  };

  beforeAll(async () => {
    const { app } = ctx();
    const j = await readyToPayJourney(app);
    owner = j.headers;
    const config = await journeyConfig(app, j);
    // An upload processed before payment, then a paid policy: every route below has something to reach.
    const uploadId = await uploadKycPng(app, owner, j.journeyId);
    const attemptId = await payWithSuccessCard(app, owner, j.journeyId);
    const termStart = await app.inject({
      method: 'POST',
      url: '/v1/termlife/single-quote',
      headers: owner,
      payload: termQuote({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'e-term-plan', dob: '1995-03-01' }),
    });
    const tq = { ...termStart.json().quotation_list[0], quote_token: termStart.json().quote_token };
    const termJourney = (
      await app.inject({
        method: 'POST',
        url: '/v1/termlife/journey/initiate-journey',
        headers: owner,
        payload: { quote_id: tq.quote_id, plan_id: tq.plan_id, insurer_id: tq.insurer_id, quote_token: tq.quote_token },
      })
    ).json();
    const healthList = (
      await app.inject({ method: 'POST', url: '/v1/health/async-quote', headers: owner, payload: quoteRequest() })
    ).json();
    const motorJourney = await motorJourneyFor(app, owner);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    f = {
      journeyId: j.journeyId,
      termJourneyId: termJourney.journey_id,
      motorJourneyId: motorJourney.journeyId,
      healthListId: healthList.quotation_list_id,
      termListId: termStart.json().quotation_list_id,
      attemptId,
      uploadId,
      planId: j.planId,
      policyNumber: policy!.policyNumber,
      config,
    };
  });

  it('classifies every route the app serves', () => {
    const unclassified = ctx()
      .app.routeTable.map((r) => `${r.method} ${r.url}`)
      .filter(
        (r) =>
          !r.startsWith('GET /*') &&
          !PUBLIC.has(r) &&
          !CAPABILITY.has(r) &&
          !OWN_SESSION.has(r) &&
          !OWN_ACCOUNT.has(r) &&
          !STAFF.has(r) &&
          !STAFF_DOORS.has(r) &&
          !(r in SCOPED),
      );
    expect(unclassified).toEqual([]);
  });

  it('the owner reaches every scoped route (so the 404s below are about ownership)', async () => {
    for (const [route, build] of Object.entries(SCOPED)) {
      // The term journey is unpaid: its payment status and policy are the owner's in term-proposal.test.ts.
      if (
        route.startsWith('GET /v1/termlife/payments/status') ||
        route.startsWith('GET /v1/termlife/policy') ||
        route.startsWith('GET /v1/motor/payments/status') ||
        route.startsWith('GET /v1/motor/policy')
      )
        continue;
      if (
        route.startsWith('POST /v1/health/journey/save') ||
        route.startsWith('POST /v1/termlife/journey/save') ||
        route.startsWith('POST /v1/motor/journey/save') ||
        route.includes('initiate') ||
        route.includes('confirmation') ||
        route.includes('addons') ||
        route.includes('presign') ||
        // The owner's cancellation would end the policy the other routes read (cancellation.test.ts has it).
        route.endsWith('/cancel') ||
        // A move to another insurer needs a plan the catalogue offers the policy's people (port-policy.test.ts).
        route.endsWith('/port') ||
        // A claim's date must fall in the cover, which starts tomorrow, and its files need the claim; its own tests
        // walk them (claims.test.ts).
        (!route.startsWith('GET') && route.includes('/claims')) ||
        // A change is sent to the insurer, and an endorsement's schedule exists once one is approved
        // (endorsements.test.ts has both).
        route.includes('/endorsements') ||
        // Answered once the insurer waits for the buyer (insurers.test.ts); the fixture's journey has no insurer yet.
        route.includes('insurer-cases')
      )
        continue;
      const { url, payload } = build(f);
      const res = await ctx().app.inject({
        method: route.split(' ')[0] as 'GET',
        url,
        headers: owner,
        ...(payload ? { payload: payload as object } : {}),
      });
      // The fixture's upload was processed before payment, and a processed upload is final:
      // the owner is let through the ownership check and refused on state.
      const expected = route === 'POST /v1/utility/process-upload' ? 409 : 200;
      expect([route, res.statusCode]).toEqual([route, expected]);
    }
  });

  it('gives a second signed-in user, an anonymous visitor, a caller without a session and a staff member 404 on every scoped route, and changes nothing', async () => {
    const { app } = ctx();
    const before = await snapshot(ctx());
    // The other way round too: a staff member's token is no customer session, sent either way.
    const staffToken = (await staffSignIn(app, await staffAccount(app, 'admin')))['x-staff-session'];
    const callers = {
      stranger: { 'x-session-id': (await login(app, uniqueMobile())).session_id },
      visitor: { 'x-session-id': await newSession(app) },
      none: {},
      staff: { 'x-staff-session': staffToken, 'x-session-id': staffToken },
    };
    for (const [route, build] of Object.entries(SCOPED)) {
      for (const [who, headers] of Object.entries(callers)) {
        const { url, payload } = build(f);
        const res = await app.inject({
          method: route.split(' ')[0] as 'GET',
          url,
          headers,
          ...(payload ? { payload: payload as object } : {}),
        });
        expect([route, who, res.statusCode]).toEqual([route, who, 404]);
      }
    }
    expect(await snapshot(ctx())).toBe(before);
  });

  // Identify the caller, then validate (issue 44): inputs that are wrong in every way still get a stranger only the
  // answer a valid request would, never a 400 describing what the route takes.
  it('answers a stranger, a visitor and a caller without a session on a journey route before reading the rest of the body', async () => {
    const { app } = ctx();
    const callers = {
      stranger: { 'x-session-id': (await login(app, uniqueMobile())).session_id },
      visitor: { 'x-session-id': await newSession(app) },
      none: {},
    };
    const malformed = (payload: unknown) => ({
      ...Object.fromEntries(Object.keys(payload as object).map((k) => [k, { wrong: ['type'] }])),
      journey_id: (payload as { journey_id: string }).journey_id,
      not_a_field: 1,
    });
    const withBody = Object.entries(SCOPED).filter(([, build]) => {
      const { payload } = build(f);
      return typeof (payload as { journey_id?: unknown } | undefined)?.journey_id === 'string';
    });
    expect(withBody.length).toBeGreaterThan(15);
    for (const [route, build] of withBody) {
      const { url, payload } = build(f);
      const method = route.split(' ')[0] as 'POST';
      for (const [who, headers] of Object.entries(callers)) {
        const res = await app.inject({ method, url, headers, payload: malformed(payload) });
        expect([route, who, res.statusCode, res.json().error.message]).toEqual([route, who, 404, 'Journey not found']);
      }
      // The owner is identified, so the same body is then read and refused for what it is.
      const own = await app.inject({ method, url, headers: owner, payload: malformed(payload) });
      expect([route, own.statusCode]).toEqual([route, 400]);
    }
  });

  // The caller check remembers whose each journey is (caller-first.ts): a grant it remembers must follow the journey
  // across a sign-in, and a journey removed since must not be reached through it.
  it('answers a visitor’s journey to them after they sign in, and answers a removed journey 404 to its former owner', async () => {
    const { app } = ctx();
    const visitor = { 'x-session-id': await newSession(app) };
    const journeyId = await startJourney(app, visitor);
    const config = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/v1/health/journey/user-journey-config',
        headers,
        payload: { journey_id: journeyId },
      });
    // Theirs, so the caller check lets them by; the proposal then asks them to sign in.
    expect((await config(visitor)).statusCode).toBe(401);
    const signedIn = { 'x-session-id': (await login(app, uniqueMobile(), visitor['x-session-id'])).session_id };
    expect((await config(signedIn)).statusCode).toBe(200);
    // The visitor's session ended at sign-in, though the journey's owner remembered names it.
    expect((await config(visitor)).statusCode).toBe(404);

    const removed = await app.inject({ method: 'DELETE', url: `/v1/account/journeys/${journeyId}`, headers: signedIn });
    expect(removed.statusCode).toBe(200);
    const after = await config(signedIn);
    expect([after.statusCode, after.json().error.message]).toEqual([404, 'Journey not found']);
  });

  it('answers a visitor and a caller without a session 401 on every account route before reading its inputs', async () => {
    const callers = { visitor: { 'x-session-id': await newSession(ctx().app) }, none: {} };
    for (const route of OWN_ACCOUNT) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      for (const [who, headers] of Object.entries(callers)) {
        const res = await ctx().app.inject({
          method,
          url: url.replace(/:\w+/g, 'not-an-id'),
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { consent: 'maybe', not_a_field: 1 } }),
        });
        expect([route, who, res.statusCode]).toEqual([route, who, 401]);
      }
    }
  });

  it('answers every staff route 401 for a customer session, a made-up staff token and no session at all, whatever it is sent', async () => {
    const customer = owner;
    for (const route of STAFF) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      for (const headers of [customer, { 'x-staff-session': 'made-up-token' }, {}]) {
        // Every input wrong: a path id that is no id, a query the route does not take, a body of the wrong shape.
        const res = await ctx().app.inject({
          method,
          url: `${url.replace(/:\w+/g, 'not-an-id')}?page=-1&q=&status=NOPE&date=yesterday&extra=1`,
          headers,
          ...(method === 'POST' ? { payload: { extra: ['x'], email: 42, response: null } } : {}),
        });
        expect([route, res.statusCode, res.json().error.code]).toEqual([route, 401, 'UNAUTHORIZED']);
      }
    }
  });
});
