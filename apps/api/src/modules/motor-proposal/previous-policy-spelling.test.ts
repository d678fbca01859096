import { previousPolicyWords } from '@kavach/domain';
import { expect, it } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  motorJourneyFor,
  motorOwner,
  motorVehicleDetails,
  saveMotorPart,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack19: a Kavach policy named as the previous one is checked against Kavach's record (previous-kavach-policy.ts),
 * found by its number with case and spaces set aside. The number is printed with dashes (KV-M-2026-7K3M9QX2), and the
 * field takes letters, digits, "/" and "-": the same number typed without its dashes, or with slashes, finds no
 * record, is taken for another insurer's policy and is checked for nothing; its no-claim bonus key is another key.
 */
describeWithApp('motor: a Kavach policy named as the previous one, however it is written (attack19)', (ctx) => {
  // The Activa's comprehensive policy is bought through Kavach. A second vehicle's renewal names that policy,
  // claiming five claim-free years (50%). Written as issued, it is refused: it does not insure this vehicle. Written
  // KVM2026… or KV/M/2026/…, it is saved 200, then confirmed, charged and issued with "No-claim bonus: 50%" and
  // "Previous policy …, policy KVM2026…" on the schedule.
  it('refuses a Kavach policy of another vehicle named without its dashes or with slashes, as it refuses it written as issued', async () => {
    const first = await signedInMotorJourney(ctx().app, activaQuote());
    const { policy } = await buyMotorPolicy(ctx().app, first);
    const issued = policy.policy_number as string;
    const renewal = activaQuote({
      previous_policy: { expiry_date: shiftedDate(5), claim_last_year: 'NO', claim_free_years: 5 },
    });

    const namingIt = async (written: string) => {
      const j = { ...(await motorJourneyFor(ctx().app, first.headers, renewal)), headers: first.headers };
      await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
      const saved = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
        vehicle_details: motorVehicleDetails({
          previous_policy: { insurer_name: policy.insurer_name, policy_number: written },
        }),
      });
      return { status: saved.statusCode, fields: saved.statusCode === 200 ? null : saved.json().error.fields };
    };
    const refused = {
      status: 400,
      fields: { 'vehicle_details.previous_policy.policy_number': previousPolicyWords.otherVehicle(issued) },
    };
    expect(await namingIt(issued)).toEqual(refused);
    expect(await namingIt(issued.replaceAll('-', ''))).toEqual(refused);
    expect(await namingIt(issued.replaceAll('-', '/'))).toEqual(refused);
    // A number in Kavach's format that Kavach never issued is no outside policy either.
    expect(await namingIt('kv-m-2026-zzzzzzzz')).toEqual({
      status: 400,
      fields: { 'vehicle_details.previous_policy.policy_number': previousPolicyWords.notIssued('KV-M-2026-ZZZZZZZZ') },
    });
  });
});
