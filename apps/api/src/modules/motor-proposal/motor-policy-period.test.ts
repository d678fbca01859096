import { expect, it } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  motorVehicleDetails,
  newSwiftQuote,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

/**
 * attack12 and attack13: what a motor policy's record says about its own period. The schedule, the dashboard and the
 * console read the policy's start and end dates; the previous policy's expiry date sets when a renewal starts.
 */
describeWithApp('motor policy period (attack12, attack13)', (ctx, api) => {
  // A renewal bought while the previous policy still runs (the quote list's "expires in N days" banner invites it):
  // the new policy is priced with the previous year's no-claim bonus, which is earned only when that year ends, and
  // the buyer already has cover until then. Issued from tomorrow, the two policies overlap and the buyer loses the
  // overlapping days of the year they just paid for.
  it('starts a renewal the day after the previous policy ends, not the day after payment', async () => {
    const previousEnds = shiftedDate(20);
    const j = await signedInMotorJourney(
      ctx().app,
      activaQuote({ previous_policy: { expiry_date: previousEnds, claim_last_year: 'NO', claim_free_years: 2 } }),
    );
    // The review says so before the buyer pays.
    const before = await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers);
    expect(before.json()).toMatchObject({ cover_starts_on: shiftedDate(21), starts_after_current_policy: true });
    const { policy } = await buyMotorPolicy(ctx().app, j, motorVehicleDetails());
    expect(policy.start_date).toBe(shiftedDate(21));
  });

  // A new two-wheeler's third-party-only cover is the long-term one the law requires: priced and charged for 5 years.
  // The policy record (its end date: the dashboard, the console, the schedule's period) says one year.
  it('records a new vehicle’s long-term third-party policy as running for the years it was charged for', async () => {
    const j = await signedInMotorJourney(ctx().app, {
      vehicle_id: 'honda-activa-6g-standard',
      rto_code: 'MH-12',
      registration_date: null,
      policy_type: 'THIRD_PARTY',
      previous_policy: null,
      addons: [],
    });
    expect(j.quote).toMatchObject({ own_damage: null, third_party: { years: 5 } });
    const before = await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers);
    expect(before.json()).toMatchObject({ cover_starts_on: shiftedDate(1), starts_after_current_policy: false });
    const { policy, schedule } = await buyMotorPolicy(
      ctx().app,
      j,
      motorVehicleDetails({ registration_number: null, previous_policy: null }),
    );
    // Paid for 5 years of third party: the policy ends 5 years after it starts.
    const start = new Date(`${policy.start_date}T00:00:00Z`);
    const fiveYears = new Date(start);
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5);
    fiveYears.setUTCDate(fiveYears.getUTCDate() - 1);
    expect({ end_date: policy.end_date, ownDamagePeriodPrinted: schedule.includes('Own damage period') }).toEqual({
      end_date: fiveYears.toISOString().slice(0, 10),
      ownDamagePeriodPrinted: false,
    });
  });

  // attack13: the previous policy's expiry date sets when a renewal starts (motorCoverStart).
  // A date that far off is a typo or a renewal not yet open: refused at the quote (it had been charged and issued from
  // '+010000-01', policy 'KV-M-10000-…', and the buyer's dashboard answered 500 from then on).
  it('takes no money for cover whose start it cannot record: a previous policy said to end on 31/12/9999', async () => {
    const request = activaQuote({
      previous_policy: { expiry_date: '9999-12-31', claim_last_year: 'NO', claim_free_years: 2 },
    });
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const quoted = await api('POST', '/v1/motor/quotes', visitor, request);
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().error.fields['previous_policy.expiry_date']).toBe(
      'A policy can be renewed here from 90 days before it ends',
    );
  });

  // Motor Vehicles Act 1988 s.146: no vehicle is used in a public place without third-party cover, and an RTO
  // registers a new vehicle only with a policy in force. A new car (registration_date null, BUNDLED) quoted with the
  // owner's previous policy (a bonus carried over from the car they had) is priced with that bonus, and its cover is
  // made to start the day after that other car's policy ends: six months from now. The new car is paid for and has no
  // cover, own damage or third party, until then.
  it('starts a new vehicle’s cover the day after payment, whatever previous policy of another vehicle is named', async () => {
    const request = newSwiftQuote({
      // Within the renewal window, so the quote is made and the start date is what is tested.
      previous_policy: { expiry_date: shiftedDate(60), claim_last_year: 'NO', claim_free_years: 3 },
    });
    const j = await signedInMotorJourney(ctx().app, request);
    const { policy } = await buyMotorPolicy(ctx().app, j, motorVehicleDetails({ registration_number: null }));
    expect(policy.start_date).toBe(shiftedDate(1));
  });
});
