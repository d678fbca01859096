import { expect, it } from 'vitest';
import {
  activaQuote,
  motorNominee,
  motorOwner,
  motorVehicleDetails,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { describeWithApp, newSession, type BuyerJourney } from '../../../test/test-app.ts';

/**
 * attack13: a renewal starts the day after the previous policy ends (motorCoverStart), and the previous policy's
 * expiry_date is any valid ISO date. 31/12/9999 passes ZIsoDate, quotes (the bonus has not lapsed), is charged, and
 * issues a policy whose start date is the day after: year 10000, written as '+010000-01' (toISOString's expanded
 * year, cut to 10 characters).
 */
describeWithApp('motor: the previous policy’s expiry date (attack13)', (ctx, api) => {
  const save = (j: BuyerJourney, step: string, body: Record<string, unknown>) =>
    api('POST', `/v1/motor/journey/${step}`, j.headers, { journey_id: j.journeyId, ...body });

  // Either the quote is refused (400 on previous_policy.expiry_date), or what is sold can be recorded and read back:
  // today the money is taken, the policy is 'KV-M-10000-…' from '+010000-01', the schedule prints "Own damage period:
  // to", and the buyer's dashboard answers 500 from then on (every policy and refund of theirs unreadable).
  it('takes no money for cover whose start it cannot record: a previous policy said to end on 31/12/9999', async () => {
    const request = activaQuote({
      previous_policy: { expiry_date: '9999-12-31', claim_last_year: 'NO', claim_free_years: 2 },
    });
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const quoted = await api('POST', '/v1/motor/quotes', visitor, request);
    if (quoted.statusCode === 400) {
      expect(quoted.json().error.fields).toHaveProperty(['previous_policy.expiry_date']);
      return;
    }
    const j = await signedInMotorJourney(ctx().app, request);
    expect((await save(j, 'save-owner-details', { owner: motorOwner() })).statusCode).toBe(200);
    expect((await save(j, 'save-vehicle-details', { vehicle_details: motorVehicleDetails() })).statusCode).toBe(200);
    expect((await save(j, 'save-nominee-details', { nominee: motorNominee })).statusCode).toBe(200);
    const confirmed = await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    if (confirmed.statusCode !== 200) {
      expect(confirmed.statusCode).toBeLessThan(500);
      return;
    }
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    const dashboard = await api('GET', '/v1/users/me/dashboard', j.headers);
    const pdf = await api('GET', `/v1/motor/policy/download/${j.journeyId}`, j.headers);
    const schedule = pdf.statusCode === 200 ? (await pdfText(pdf)).replace(/\s+/g, ' ') : '';
    expect({
      policy_number: status.policy_number,
      dashboard: dashboard.statusCode,
      periodPrinted: /Own damage period: \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/.test(schedule),
    }).toEqual({
      policy_number: expect.stringMatching(/^KV-M-\d{4}-[A-Z2-9]{8}$/),
      dashboard: 200,
      periodPrinted: true,
    });
  });

  // Motor Vehicles Act 1988 s.146: no vehicle is used in a public place without third-party cover, and an RTO
  // registers a new vehicle only with a policy in force. A new car (registration_date null, BUNDLED) quoted with the
  // owner's previous policy (a bonus carried over from the car they had) is priced with that bonus, and its cover is
  // made to start the day after that other car's policy ends: six months from now. The new car is paid for and has no
  // cover, own damage or third party, until then.
  it('starts a new vehicle’s cover the day after payment, whatever previous policy of another vehicle is named', async () => {
    const request = {
      vehicle_id: 'maruti-suzuki-swift-vxi',
      rto_code: 'MH-12',
      registration_date: null,
      policy_type: 'BUNDLED',
      previous_policy: { expiry_date: shiftedDate(0, 6), claim_last_year: 'NO', claim_free_years: 3 },
      addons: [],
    };
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const quoted = await api('POST', '/v1/motor/quotes', visitor, request);
    if (quoted.statusCode === 400) return;
    const j = await signedInMotorJourney(ctx().app, request);
    expect((await save(j, 'save-owner-details', { owner: motorOwner() })).statusCode).toBe(200);
    const vehicle = motorVehicleDetails({ registration_number: null });
    expect((await save(j, 'save-vehicle-details', { vehicle_details: vehicle })).statusCode).toBe(200);
    expect((await save(j, 'save-nominee-details', { nominee: motorNominee })).statusCode).toBe(200);
    expect(
      (await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    expect(status.status).toBe('SUCCESS');
    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    const policy = dashboard.policies.find((p: { journey_id: string }) => p.journey_id === j.journeyId);
    expect(policy.start_date).toBe(shiftedDate(1));
  });
});
