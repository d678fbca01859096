import { randomInt } from 'node:crypto';
import { indiaDate, INSPECTION_VIEWS } from '@kavach/domain';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { login, uniqueMobile } from './auth-helpers.ts';
import { termContact } from './term-fixtures.ts';
import { paidScheduleText, untilPolicyListed } from './payments.ts';
import { pngBytes } from './files.ts';
import { newSession, type BuyerJourney } from './test-app.ts';

/** An ISO date this many days (and months) from today, by the Indian calendar. */
export const shiftedDate = (days: number, months = 0) => {
  const d = new Date(`${indiaDate(new Date())}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A 2-year-old Activa in Pune whose policy ends in 5 days, two claim-free years. */
export const activaQuote = (over: Record<string, unknown> = {}) => ({
  vehicle_id: 'honda-activa-6g-standard',
  rto_code: 'MH-12',
  registration_date: shiftedDate(0, -26),
  policy_type: 'COMPREHENSIVE',
  previous_policy: { expiry_date: shiftedDate(5), claim_last_year: 'NO', claim_free_years: 2 },
  addons: [],
  ...over,
});

/**
 * Own damage alone for the Activa, renewed from a policy ending in `expiresIn` days, beside third-party cover in force
 * until `thirdPartyUntil`.
 */
export const ownDamageQuote = (thirdPartyUntil: string, expiresIn = 5) =>
  activaQuote({
    policy_type: 'OWN_DAMAGE',
    previous_policy: {
      expiry_date: shiftedDate(expiresIn),
      claim_last_year: 'NO',
      claim_free_years: 2,
      third_party_valid_until: thirdPartyUntil,
    },
  });

/** The owner: the same Pune buyer, reached at the same address, as the term fixtures' life assured. */
export const motorOwner = (over: Record<string, unknown> = {}) => ({
  full_name: 'Rahul Kulkarni',
  dob: '1992-04-10',
  gender: 'MALE',
  pan_number: 'ABCDK1234F',
  ...termContact,
  ...over,
});

// Registration numbers, one after another in a series of three letters drawn at random: never the same twice in a
// test file, and on PostgreSQL, where every test file (and every earlier run) shares one database, a clash with
// another file's vehicle needs the same series out of 17,576 and overlapping numbers. One fixed series with a random
// start clashed: a vehicle "already insured" by another file's policy.
const series = Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(26))).join('');
let registrations = randomInt(9_000);
/** A registration of the RTO `rto` (Pune's MH12 unless named) no other vehicle of this test file has had. */
export const nextRegistration = (rto = 'MH12') => `${rto}${series}${String((registrations += 1)).padStart(4, '0')}`;

/**
 * The Activa's proposal details. Each call is another vehicle (its own registration, chassis and previous policy
 * numbers), as one vehicle is insured once for any day and one bonus carried once: a test of one vehicle bought twice
 * passes the same details twice.
 */
export const motorVehicleDetails = (over: Record<string, unknown> = {}) => ({
  registration_number: nextRegistration(),
  engine_number: 'JF50ET1234567',
  chassis_number: `ME4JF50AK${String(randomInt(100_000_000)).padStart(8, '0')}`,
  financier: null,
  previous_policy: {
    insurer_name: 'Bajaj Allianz General',
    policy_number: `OG-24-${String(randomInt(100_000_000)).padStart(8, '0')}`,
  },
  ...over,
});

/** A brand-new Swift in Pune, not yet registered, on bundled cover (own damage and 3 years of third party). */
export const newSwiftQuote = (over: Record<string, unknown> = {}) => ({
  vehicle_id: 'maruti-suzuki-swift-vxi',
  rto_code: 'MH-12',
  registration_date: null,
  policy_type: 'BUNDLED',
  previous_policy: null,
  addons: [],
  ...over,
});

export const motorNominee = { full_name: 'Priya Kulkarni', relation: 'SPOUSE', age: 31 };

/** A motor journey started by the holder of `headers` (already signed in or not) on the first eligible quote. */
export async function motorJourneyFor(
  app: App,
  headers: Record<string, string>,
  request: Record<string, unknown> = activaQuote(),
) {
  const res = await app.inject({ method: 'POST', url: '/v1/motor/quotes', headers, payload: request });
  const quote = (
    res.json().quotes as {
      eligible: boolean;
      insurer_id: string;
      quote_id: string;
      plan_id: string;
      quote_token: string;
    }[]
  ).find((q) => q.eligible);
  if (!quote) throw new Error(`no eligible motor quote: ${res.body.slice(0, 200)}`);
  const started = await app.inject({
    method: 'POST',
    url: '/v1/motor/journey/initiate-journey',
    headers,
    payload: {
      quote_id: quote.quote_id,
      plan_id: quote.plan_id,
      insurer_id: quote.insurer_id,
      quote_token: quote.quote_token,
    },
  });
  if (started.statusCode !== 200) throw new Error(`initiate answered ${started.statusCode}: ${started.body}`);
  return { journeyId: started.json().journey_id as string, quote };
}

/** A signed-in buyer's motor journey: quoted and started anonymously, then signed in (the session rotates). */
export async function signedInMotorJourney(app: App, request: Record<string, unknown> = activaQuote()) {
  const anonymous = await newSession(app);
  const { journeyId, quote } = await motorJourneyFor(app, { 'x-session-id': anonymous }, request);
  const session = await login(app, uniqueMobile(), anonymous);
  return {
    journeyId,
    headers: { 'x-session-id': session.session_id },
    quote: quote as typeof quote & { total_premium: number },
  };
}

/** POST /v1/motor/journey/{step} as the journey's holder: one part of the motor proposal. */
export const saveMotorPart = (app: App, j: BuyerJourney, step: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/v1/motor/journey/${step}`,
    headers: j.headers,
    payload: { journey_id: j.journeyId, ...body },
  });

/** The owner, the vehicle (the fixture's unless given) and the nominee saved, each of them answered 200. */
export async function fillMotorProposal(
  app: App,
  j: BuyerJourney,
  vehicleDetails: Record<string, unknown> = motorVehicleDetails(),
) {
  for (const [step, body] of [
    ['save-owner-details', { owner: motorOwner() }],
    ['save-vehicle-details', { vehicle_details: vehicleDetails }],
    ['save-nominee-details', { nominee: motorNominee }],
  ] as const) {
    const saved = await saveMotorPart(app, j, step, body);
    if (saved.statusCode !== 200) throw new Error(`${step} answered ${saved.statusCode}: ${saved.body}`);
  }
}

/**
 * A motor journey's proposal filled (the fixture's vehicle unless given), confirmed and paid as its buyer pays it:
 * the policy as the buyer's dashboard lists it, and the text of its schedule.
 */
export async function buyMotorPolicy(app: App, j: BuyerJourney, vehicleDetails = motorVehicleDetails()) {
  await fillMotorProposal(app, j, vehicleDetails);
  const schedule = await paidScheduleText(app, 'MOTOR', j);
  const dashboard = await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers });
  if (dashboard.statusCode !== 200) throw new Error(`the dashboard answered ${dashboard.statusCode}`);
  const policy = (dashboard.json().policies as { journey_id: string; start_date: string; end_date: string }[]).find(
    (p) => p.journey_id === j.journeyId,
  );
  return { policy: policy as Record<string, unknown> & NonNullable<typeof policy>, schedule };
}

/**
 * A vehicle of its own (motorVehicleDetails) bought through Kavach by a new signed-in buyer on `quote`: the buyer's
 * journey, the vehicle's details, the policy as the dashboard lists it and the schedule's text.
 */
export async function boughtVehicle(app: App, quote: Record<string, unknown> = activaQuote()) {
  const vehicle = motorVehicleDetails();
  const buyer = await signedInMotorJourney(app, quote);
  return { buyer, vehicle, ...(await buyMotorPolicy(app, buyer, vehicle)) };
}

/** An Activa quote whose policy ended `daysAgo` days ago: own damage on it is a break-in, inspected first. */
export const lapsedActivaQuote = (daysAgo = 20) =>
  activaQuote({ previous_policy: { expiry_date: shiftedDate(-daysAgo), claim_last_year: 'NO', claim_free_years: 0 } });

/** The inspection form as the insurer's page posts it: one photo a view, `photo` unless given for a view. */
export function inspectionForm(photo = pngBytes(800, 600), over: Partial<Record<string, Buffer>> = {}): FormData {
  const form = new FormData();
  for (const view of INSPECTION_VIEWS)
    form.append(view, new Blob([new Uint8Array(over[view] ?? photo)], { type: 'image/png' }), `${view}.png`);
  return form;
}

/** Where a paid break-in's inspection photos go, as the buyer's dashboard links it; null when nothing is asked. */
export async function inspectionUrlOf(app: App, j: BuyerJourney): Promise<string | null> {
  const dashboard = await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers });
  const row = (dashboard.json().journeys as { journey_id: string; inspection_url?: string | null }[]).find(
    (r) => r.journey_id === j.journeyId,
  );
  return row?.inspection_url ?? null;
}

/** POSTs the inspection form to the sandbox insurer's page over HTTP, as the buyer's browser does. */
export async function postInspection(app: App, url: string, form: FormData) {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the test server is not listening');
  const res = await fetch(`http://127.0.0.1:${address.port}${url}`, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
}

/**
 * A paid break-in walked on as its buyer would: the five photos sent on the insurer's page, and the insurer's signed
 * callback issuing the policy. Resolves once the buyer's dashboard shows the policy.
 */
export async function afterInspection(app: App, j: BuyerJourney): Promise<void> {
  const url = await inspectionUrlOf(app, j);
  expect(url).toMatch(/^\/sandbox-insurer\//);
  expect((await postInspection(app, url!, inspectionForm())).status).toBe(200);
  await untilPolicyListed(app, j);
}
