import { expect, it } from 'vitest';
import {
  activaQuote,
  fillMotorProposal,
  motorOwner,
  motorVehicleDetails,
  saveMotorPart,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { describeWithApp, newSession, type BuyerJourney } from '../../../test/test-app.ts';

/**
 * attack12: what a motor policy's record says about its own period and its vehicle. The schedule, the dashboard and
 * the console read the policy's start and end dates; the premium is priced from the quote's RTO and previous policy.
 */
describeWithApp('motor policy period and vehicle (attack12)', (ctx, api) => {
  /** Owner, vehicle and nominee saved, confirmed and paid with the success card; the policy as the dashboard lists it. */
  async function buy(j: BuyerJourney, vehicleDetails: ReturnType<typeof motorVehicleDetails>) {
    await fillMotorProposal(ctx().app, j, vehicleDetails);
    const confirmed = await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(confirmed.statusCode).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    expect(status.status).toBe('SUCCESS');
    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    const policy = dashboard.policies.find((p: { journey_id: string }) => p.journey_id === j.journeyId);
    const pdf = await api('GET', `/v1/motor/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    return { policy, schedule: (await pdfText(pdf)).replace(/\s+/g, ' ') };
  }

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
    const { policy } = await buy(j, motorVehicleDetails());
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
    const { policy, schedule } = await buy(
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

  // The premium's own-damage rate is the quote's RTO zone (MH-04 Thane is zone B, MH-12 Pune zone A). The proposal
  // then takes a registration number of another RTO: the buyer pays zone B and the schedule prints a Pune number
  // beside "RTO MH-04" — cover the insurer can void for misrepresentation.
  it('refuses a registration number of another RTO than the one the premium was priced for', async () => {
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const pune = (await api('POST', '/v1/motor/quotes', visitor, activaQuote())).json();
    const thane = (await api('POST', '/v1/motor/quotes', visitor, activaQuote({ rto_code: 'MH-04' }))).json();
    expect([pune.rto.zone, thane.rto.zone]).toEqual(['A', 'B']);
    const cheapest = (list: { quotes: { total_premium: number }[] }) => list.quotes[0]!.total_premium;
    expect(cheapest(thane)).toBeLessThan(cheapest(pune));

    const j = await signedInMotorJourney(ctx().app, activaQuote({ rto_code: 'MH-04' }));
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() })).statusCode).toBe(200);
    const saved = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: 'MH12AB1234' }),
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toHaveProperty(['vehicle_details.registration_number']);
  });
});
