import { randomInt } from 'node:crypto';
import { addDays } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { policies, policyCovers } from '../../db/schema.ts';
import {
  buyMotorPolicy,
  motorJourneyFor,
  motorOwner,
  motorVehicleDetails,
  newSwiftQuote,
  saveMotorPart,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * attack20: a registered vehicle's sections are keyed by chassis and by registration (motor-covers.ts), so a mistyped
 * chassis is still that vehicle. A new vehicle bought on bundled cover has no registration yet: its 3 years of third
 * party are keyed by chassis alone, and stay so when its own damage is renewed in year 2 with the registration
 * named and that very policy named as the third-party policy in force. The registered vehicle, its chassis mistyped,
 * then buys third party again for days the bundled policy holds.
 */
describeWithApp('motor: a new vehicle’s long third party once it is registered (attack20)', (ctx) => {
  it('refuses third party again for a registered vehicle whose bundled third party runs on, whatever chassis is typed', async () => {
    const buyer = await signedInMotorJourney(ctx().app, newSwiftQuote());
    const vehicle = motorVehicleDetails({ registration_number: null, previous_policy: null });
    const { policy } = await buyMotorPolicy(ctx().app, buyer, vehicle);

    // A year on: the bundled policy's own damage ends in 5 days, its third party in two years more.
    const [bundled] = await ctx()
      .handle.db.select()
      .from(policies)
      .where(eq(policies.policyNumber, policy.policy_number as string));
    const covers = await ctx().handle.db.select().from(policyCovers).where(eq(policyCovers.policyId, bundled!.id));
    const ownDamageEnd = covers.find((c) => c.coverKey.startsWith('OWN_DAMAGE'))!.endDate;
    const shift = daysBetween(ownDamageEnd, shiftedDate(5));
    for (const c of covers)
      await ctx()
        .handle.db.update(policyCovers)
        .set({ startDate: addDays(c.startDate, shift), endDate: addDays(c.endDate, shift) })
        .where(eq(policyCovers.id, c.id));
    const started = addDays(bundled!.startDate, shift);
    await ctx()
      .handle.db.update(policies)
      .set({ startDate: started, endDate: addDays(bundled!.endDate, shift) })
      .where(eq(policies.id, bundled!.id));
    const thirdPartyEnd = addDays(covers.find((c) => c.coverKey.startsWith('THIRD_PARTY'))!.endDate, shift);

    // Registered ten days after the purchase; own damage renewed alone beside the bundled third party.
    const registration = `MH12KV${String(randomInt(10_000)).padStart(4, '0')}`;
    const registrationDate = addDays(started, 10);
    const renewal = newSwiftQuote({
      registration_date: registrationDate,
      policy_type: 'OWN_DAMAGE',
      previous_policy: {
        expiry_date: shiftedDate(5),
        claim_last_year: 'NO',
        claim_free_years: 1,
        third_party_valid_until: thirdPartyEnd,
      },
    });
    const od = { ...(await motorJourneyFor(ctx().app, buyer.headers, renewal)), headers: buyer.headers };
    const named = { insurer_name: 'Acko General', policy_number: policy.policy_number as string };
    await buyMotorPolicy(ctx().app, od, {
      ...vehicle,
      registration_number: registration,
      previous_policy: named,
      third_party_policy: named,
    } as ReturnType<typeof motorVehicleDetails>);

    // Third party alone for the registered Swift, its chassis number's last digit mistyped.
    const chassis = vehicle.chassis_number;
    const mistyped = `${chassis.slice(0, 16)}${chassis.endsWith('1') ? '2' : '1'}`;
    const thirdParty = newSwiftQuote({ registration_date: registrationDate, policy_type: 'THIRD_PARTY' });
    const again = { ...(await motorJourneyFor(ctx().app, buyer.headers, thirdParty)), headers: buyer.headers };
    await saveMotorPart(ctx().app, again, 'save-owner-details', { owner: motorOwner() });
    const saved = await saveMotorPart(ctx().app, again, 'save-vehicle-details', {
      vehicle_details: { ...vehicle, registration_number: registration, chassis_number: mistyped },
    });
    expect(saved.statusCode).toBe(400);
    expect(Object.keys(saved.json().error.fields)).toEqual(['vehicle_details.registration_number']);
  });
});
