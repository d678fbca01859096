import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { payWithSuccessCard } from './account-fixtures.ts';
import { boughtVehicle } from './motor-fixtures.ts';
import { readyToPayJourney } from './proposal-fixtures.ts';

type Headers = Record<string, string>;

/** A policy as the buyer's dashboard lists it (the fields renewal tests read). */
export type ListedPolicy = {
  policy_number: string;
  journey_id: string;
  start_date: string;
  end_date: string;
  premium_paid: number;
  sum_insured: number | null;
  renewal: Record<string, unknown> | null;
};

/** The buyer's dashboard: policies, purchases to resume, refunds. */
export const dashboardOf = async (app: App, headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers })).json() as {
    policies: ListedPolicy[];
    journeys: { journey_id: string }[];
    refunds: { amount: number; reason: string }[];
  };

async function listedPolicy(app: App, headers: Headers, journeyId: string) {
  const policy = (await dashboardOf(app, headers)).policies.find((p) => p.journey_id === journeyId);
  if (!policy) throw new Error('no policy issued');
  return { headers, policyNumber: policy.policy_number };
}

/** A health policy bought and issued by the sandbox insurer, with its buyer's headers. */
export async function healthPolicy(app: App) {
  const j = await readyToPayJourney(app);
  await payWithSuccessCard(app, j.headers, j.journeyId);
  return listedPolicy(app, j.headers, j.journeyId);
}

/** The Activa's policy, bought with two claim-free years (a 25 % bonus), with its buyer's headers. */
export async function motorPolicy(app: App) {
  const { buyer } = await boughtVehicle(app);
  return listedPolicy(app, buyer.headers, buyer.journeyId);
}

/** The demo's move of the buyer's policy to end `daysLeft` days from today (negative: ended); answers the end. */
export async function endIn(app: App, headers: Headers, policyNumber: string, daysLeft: number): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/dev/policies/${policyNumber}/near-end`,
    headers,
    payload: { days_left: daysLeft },
  });
  expect(res.statusCode).toBe(200);
  return res.json().end_date as string;
}
