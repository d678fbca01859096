import { indiaDate } from '@kavach/domain';
import type { App } from '../src/app.ts';
import { newSession } from './test-app.ts';

/** An ISO date this many years (and days) before today. */
/** An ISO date this many years (and days) before today, by the Indian calendar the server prices on. */
export const yearsAgo = (years: number, days = 0) => {
  const d = new Date(`${indiaDate(new Date())}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

export const selfAt = (age: number) => ({
  relation: 'SELF',
  name: 'Asha Rao',
  dob: yearsAgo(age, 10),
  gender: 'FEMALE',
});

/** The Pune family of the product brief: two adults and two children. */
export const familyOfFour = [
  { relation: 'SELF', name: 'Rahul Kulkarni', dob: yearsAgo(36, 20), gender: 'MALE' },
  { relation: 'SPOUSE', name: 'Priya Kulkarni', dob: yearsAgo(33, 40), gender: 'FEMALE' },
  { relation: 'SON', name: 'Arjun Kulkarni', dob: yearsAgo(7, 5), gender: 'MALE' },
  { relation: 'DAUGHTER', name: 'Meera Kulkarni', dob: yearsAgo(3, 15), gender: 'FEMALE' },
];

/** The health add-on most tests opt into: it has no options to choose. */
export const unlimitedRecharge = {
  addon_type: 'UNLIMITED_RECHARGE',
  is_opted: 'YES',
  addon_options: [{ addon_option_type: 'NA', addon_option_value: 'NA' }],
};

export function quoteRequest(over: Record<string, unknown> = {}) {
  return {
    request_type: 'BASE_ASYNC_QUOTATION',
    plan_category: 'HEALTH_INSURANCE',
    user_id: '',
    gender: 'MALE',
    pincode: 411001,
    member_covered: [selfAt(30)],
    ped_list: ['NO_EXISTING_DISEASE'],
    sum_insured_min: 1000000,
    sum_insured_max: 1000000,
    policy_period: 'YEAR_01',
    deductible: 0,
    addons: [],
    filter_criteria: null,
    ...over,
  };
}

/**
 * Starts an async quote of a vertical (its base path) and polls until COMPLETED, as the browser does (with a
 * bound, never forever). The list is the asking session's (issue 13): without one given, a fresh session asks
 * and polls.
 */
export async function asyncQuoteAndWait(
  app: App,
  base: '/v1/health' | '/v1/termlife',
  body: Record<string, unknown>,
  given: Record<string, string> = {},
) {
  const headers =
    given['x-session-id'] || given['x-auth-token'] ? given : { ...given, 'x-session-id': await newSession(app) };
  const start = await app.inject({ method: 'POST', url: `${base}/async-quote`, payload: body, headers });
  if (start.statusCode !== 200) throw new Error(`async-quote answered ${start.statusCode}: ${start.body}`);
  const id = start.json().quotation_list_id as string;
  for (let i = 0; i < 200; i += 1) {
    const poll = await app.inject({ method: 'GET', url: `${base}/async-quote/${id}`, headers });
    const json = poll.json();
    if (json.quotation_status.polling_status !== 'PENDING') return json;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('quotation list never completed');
}

/** A health quote list, asked for and polled to completion (asyncQuoteAndWait). */
export const quoteAndWait = (app: App, body: Record<string, unknown>, given: Record<string, string> = {}) =>
  asyncQuoteAndWait(app, '/v1/health', body, given);

/**
 * A buyer comparing plans: every "Buy" starts a journey. Starts `count` health journeys for the caller on a fresh
 * quote (from an address of their own, within its limits) and fails on any answer but 200.
 */
export async function startManyJourneys(app: App, headers: Record<string, string>, count: number): Promise<void> {
  const quote = (await quoteAndWait(app, quoteRequest(), headers)).quotation_list[0];
  for (let i = 0; i < count; i += 1) {
    const started = await app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers,
      remoteAddress: '10.9.9.9',
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
    });
    if (started.statusCode !== 200) throw new Error(`initiate-journey answered ${started.statusCode}: ${started.body}`);
  }
}
