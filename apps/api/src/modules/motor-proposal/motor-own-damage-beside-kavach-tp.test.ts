import { expect, it } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  fillMotorProposal,
  motorJourneyFor,
  motorVehicleDetails,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack16: one vehicle insured once for any day (cover_key) treats every motor policy as the same cover. Standalone
 * own damage is sold only beside a third-party policy in force on its days; when that third-party policy is the one
 * the owner bought through Kavach, the own-damage purchase is refused as "already insured", though the vehicle has no
 * own-damage cover at all and the two policies pay different claims.
 */
describeWithApp('motor: standalone own damage beside a Kavach third-party policy (attack16)', (ctx, api) => {
  it('sells own damage alone to a vehicle whose third-party cover in force is a Kavach policy', async () => {
    const vehicle = motorVehicleDetails();
    const tp = await signedInMotorJourney(ctx().app, activaQuote({ policy_type: 'THIRD_PARTY' }));
    const { policy: thirdParty } = await buyMotorPolicy(ctx().app, tp, vehicle);
    expect(thirdParty.start_date).toBe(shiftedDate(6));

    // The same owner, the same vehicle: own damage alone, the third party in force being the Kavach policy.
    const od = {
      ...(await motorJourneyFor(
        ctx().app,
        tp.headers,
        activaQuote({
          policy_type: 'OWN_DAMAGE',
          previous_policy: {
            expiry_date: shiftedDate(5),
            claim_last_year: 'NO',
            claim_free_years: 2,
            third_party_valid_until: thirdParty.end_date,
          },
        }),
      )),
      headers: tp.headers,
    };
    await fillMotorProposal(ctx().app, od, vehicle);
    const confirmed = await api('POST', '/v1/motor/journey/confirmation', od.headers, { journey_id: od.journeyId });
    expect(confirmed.json().error?.message ?? null).toBeNull();
    expect(confirmed.statusCode).toBe(200);
  });
});
