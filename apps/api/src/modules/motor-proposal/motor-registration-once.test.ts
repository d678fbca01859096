import { alreadyInsured } from '@kavach/domain';
import { expect, it } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  motorJourneyFor,
  motorOwner,
  motorVehicleDetails,
  saveMotorPart,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack19: one vehicle is insured once for any day, and the vehicle is known by its chassis number alone
 * (motor-covers.ts). A registration number belongs to one vehicle at a time, and the engine number is stamped on it:
 * the same registered vehicle named again with one character of its 17-character chassis number mistyped is another
 * vehicle to the server.
 */
describeWithApp('motor: a registered vehicle insured once for any day (attack19)', (ctx) => {
  // MH12AB1234 (engine JF50ET1234567) is bought through Kavach for the year from day 6. The same buyer buys it again
  // for the same days, the last digit of the chassis number changed (and another previous policy number): saved 200,
  // confirmed, charged and issued — the dashboard lists two policies of MH12AB1234, 04/12 to 03/12, each fully paid.
  it('refuses a second purchase of a registration and engine number already insured on those days, whatever chassis number is typed', async () => {
    const vehicle = motorVehicleDetails();
    const first = await signedInMotorJourney(ctx().app, activaQuote());
    const { policy } = await buyMotorPolicy(ctx().app, first, vehicle);

    const chassis = vehicle.chassis_number;
    const mistyped = `${chassis.slice(0, 16)}${chassis.endsWith('1') ? '2' : '1'}`;
    const second = { ...(await motorJourneyFor(ctx().app, first.headers, activaQuote())), headers: first.headers };
    await saveMotorPart(ctx().app, second, 'save-owner-details', { owner: motorOwner() });
    const saved = await saveMotorPart(ctx().app, second, 'save-vehicle-details', {
      vehicle_details: {
        ...vehicle,
        chassis_number: mistyped,
        previous_policy: { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-55554444' },
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(Object.values(saved.json().error.fields)).toContain(
      alreadyInsured({
        policyNumber: policy.policy_number as string,
        from: policy.start_date,
        to: policy.end_date,
        ownDamageInstead: false,
      }),
    );
  });
});
