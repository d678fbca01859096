import {
  LONG_TERM_TP_YEARS,
  periodEnd,
  previousPolicyWords,
  THIRD_PARTY_TOO_LONG,
  toDisplayDate,
} from '@kavach/domain';
import { expect, it } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  fillMotorProposal,
  motorOwner,
  motorVehicleDetails,
  ownDamageQuote,
  saveMotorPart,
  shiftedDate,
  signedInMotorJourney,
  boughtVehicle,
} from '../../../test/motor-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

/**
 * attack13: standalone own-damage cover (policy_type OWN_DAMAGE), which the API quotes and sells beside a
 * third-party policy bought elsewhere.
 */
describeWithApp('motor: standalone own damage (attack13)', (ctx, api) => {
  // IRDAI (circular IRDAI/NL/CIR/MOT/137/08/2019): standalone own-damage cover is sold only to a vehicle with a
  // third-party policy in force. The quote checks the third-party policy against today; the own-damage policy starts
  // the day after the previous own damage ends (day 21). A third-party policy ending on day 10 leaves the vehicle
  // without third-party cover from day 11, and the own-damage policy is still sold, and issued from day 21.
  it('refuses standalone own damage whose third-party policy ends before the own-damage cover starts', async () => {
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const quoted = await api('POST', '/v1/motor/quotes', visitor, ownDamageQuote(shiftedDate(10), 20));
    expect(quoted.statusCode).toBe(200);
    const sold = quoted
      .json()
      .quotes.filter((q: { eligible: boolean }) => q.eligible)
      .map((q: { insurer_id: string }) => q.insurer_id);
    expect(sold).toEqual([]);
  });

  // The owner-driver's compulsory personal accident cover goes with the third-party (liability) section: standalone
  // own damage carries none, and the rating charges none for it (pa_owner_driver 0). The schedule still prints
  // "Personal accident cover (owner-driver, Rs. 15,00,000)" with a nominee: the buyer holds a document stating a
  // Rs. 15 lakh accident cover no insurer was paid for, and may drop the PA cover they do need.
  it('does not state a personal accident cover on an own-damage-only schedule that charged none', async () => {
    const j = await signedInMotorJourney(ctx().app, ownDamageQuote(shiftedDate(0, 30)));
    expect(j.quote).toMatchObject({ third_party: null, pa_owner_driver: 0 });
    const beside = { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-1131-00031' };
    const { schedule } = await buyMotorPolicy(ctx().app, j, motorVehicleDetails({ third_party_policy: beside }));
    expect(schedule).toContain('Cover: Own damage only');
    expect(schedule).not.toContain('Personal accident cover (owner-driver');
    // IRDAI: it records the third-party policy it sits beside, to the day the quote was told.
    expect(schedule).toContain(
      `Third-party policy in force Bajaj Allianz General, policy OG-24-1131-00031, valid until ${toDisplayDate(shiftedDate(0, 30))}`,
    );
  });

  it('asks own damage alone for the third-party policy it sits beside, and checks a Kavach one against its record', async () => {
    const j = await signedInMotorJourney(ctx().app, ownDamageQuote(shiftedDate(0, 30)));
    await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
    const vehicleStep = async (details: Record<string, unknown>) =>
      (await saveMotorPart(ctx().app, j, 'save-vehicle-details', { vehicle_details: details })).json().error?.fields;
    expect(await vehicleStep(motorVehicleDetails())).toEqual({
      'vehicle_details.third_party_policy': 'Enter the third-party policy’s insurer and number',
    });
    // A Kavach comprehensive policy of this very vehicle ends in a year, not on the 30 months the quote was told.
    const { vehicle, policy } = await boughtVehicle(ctx().app);
    const named = { insurer_name: 'Acko General', policy_number: policy.policy_number as string };
    expect(await vehicleStep({ ...vehicle, third_party_policy: named })).toEqual({
      'vehicle_details.third_party_policy.policy_number': previousPolicyWords.thirdPartyEnds(
        named.policy_number,
        policy.end_date,
      ),
    });
  });

  it('asks own damage alone for no nominee: it carries no personal accident cover to name one for', async () => {
    const j = await signedInMotorJourney(ctx().app, ownDamageQuote(shiftedDate(0, 30)));
    await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
    const beside = { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-1131-00032' };
    const saved = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ third_party_policy: beside }),
    });
    // From the vehicle straight on to KYC: no nominee step.
    expect(saved.json().journey_step).toBe('DOCUMENTS');
    const confirmed = await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED' });
  });

  it('keeps no third-party policy beside a cover that has its own third party', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote());
    const beside = { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-1131-00033' };
    await fillMotorProposal(ctx().app, j, motorVehicleDetails({ third_party_policy: beside }));
    const details = await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers);
    expect(details.json()).toMatchObject({ third_party_until: null, vehicle_details: { third_party_policy: null } });
  });
});

/**
 * attack19: own damage alone is quoted when the buyer says a third-party policy runs on past the current one ("Third
 * party valid until"). The server cannot see another insurer's policy, but it knows how long one can run: a new
 * two-wheeler's long-term third party is 5 years, a car's 3, and every other third-party policy is yearly.
 */
describeWithApp('motor: the third-party policy own damage alone is sold beside (attack19)', (ctx, api) => {
  // The Activa (registered 26 months ago) quoted own damage alone "beside" a third-party policy valid until
  // 31/12/9999, or for ten more years: every insurer quotes it, and it is bought as any other.
  it('refuses own damage alone beside a third-party policy said to run longer than any third-party policy can', async () => {
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    for (const until of ['9999-12-31', shiftedDate(0, 120)]) {
      const quoted = await api('POST', '/v1/motor/quotes', visitor, ownDamageQuote(until));
      expect({ until, status: quoted.statusCode, fields: quoted.json().error?.fields }).toEqual({
        until,
        status: 400,
        fields: { 'previous_policy.third_party_valid_until': THIRD_PARTY_TOO_LONG },
      });
    }
    // The Activa registered 26 months ago: its 5 years of third party from registration are still quoted beside.
    const fiveYears = periodEnd(activaQuote().registration_date as string, LONG_TERM_TP_YEARS.TWO_WHEELER);
    const beside = await api('POST', '/v1/motor/quotes', visitor, ownDamageQuote(fiveYears));
    expect(beside.statusCode).toBe(200);
    expect(beside.json().quotes.some((q: { eligible: boolean }) => q.eligible)).toBe(true);
  });
});
