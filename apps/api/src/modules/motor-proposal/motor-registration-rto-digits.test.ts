import { randomInt } from 'node:crypto';
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
 * attack20: a registered vehicle is keyed by its registration too (motor-covers.ts, `REG-<registration>`), so a
 * mistyped chassis number is still that vehicle. The registration is keyed as typed, case, spaces and dashes aside;
 * but an RTO's number is read with or without its leading zero (registrationRto: MH1AB1234 and MH01AB1234 are both
 * RTO MH-01), and the key is not: the same vehicle typed "MH1…" is another vehicle to the server.
 */
describeWithApp('motor: a registration written without its RTO’s leading zero (attack20)', (ctx) => {
  // MH01KV…, insured through Kavach for the year from day 6, named again by the same buyer for the same days as
  // MH1KV… (the chassis number's last digit mistyped): saved 200, on to the nominee step, as a second vehicle.
  it('refuses a registration already insured on those days when typed without its RTO’s leading zero', async () => {
    const serial = String(randomInt(10_000)).padStart(4, '0');
    const mumbai = activaQuote({ rto_code: 'MH-01' });
    const vehicle = motorVehicleDetails({ registration_number: `MH01KV${serial}` });
    const first = await signedInMotorJourney(ctx().app, mumbai);
    const { policy } = await buyMotorPolicy(ctx().app, first, vehicle);

    const chassis = vehicle.chassis_number;
    const mistyped = `${chassis.slice(0, 16)}${chassis.endsWith('1') ? '2' : '1'}`;
    const second = { ...(await motorJourneyFor(ctx().app, first.headers, mumbai)), headers: first.headers };
    await saveMotorPart(ctx().app, second, 'save-owner-details', { owner: motorOwner() });
    const saved = await saveMotorPart(ctx().app, second, 'save-vehicle-details', {
      vehicle_details: {
        ...vehicle,
        registration_number: `MH1KV${serial}`,
        chassis_number: mistyped,
        previous_policy: { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-55556666' },
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toEqual({
      'vehicle_details.registration_number': alreadyInsured({
        policyNumber: policy.policy_number as string,
        from: policy.start_date,
        to: policy.end_date,
        ownDamageInstead: false,
      }),
    });
  });
});
