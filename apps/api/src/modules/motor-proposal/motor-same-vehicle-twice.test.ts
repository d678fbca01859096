import { expect, it } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  motorJourneyFor,
  motorNominee,
  motorOwner,
  motorVehicleDetails,
  saveMotorPart,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack15: nothing ties a motor policy to its vehicle across journeys. A buyer who has just bought the renewal of
 * MH12AB1234 through Kavach (from the day after the current policy ends) can buy it again in a second journey — the
 * "Buy" button of another quote, a second tab — and is charged and issued a second policy for the same registration,
 * engine and chassis, over the same year, each priced with the same no-claim bonus. One vehicle is insured
 * once: the second premium buys nothing (a claim is paid once), and the bonus is sold twice.
 */
describeWithApp('motor: the same vehicle bought twice for the same year (attack15)', (ctx, api) => {
  it('does not charge for and issue a second policy on a registration already insured through Kavach then', async () => {
    const first = await signedInMotorJourney(ctx().app, activaQuote());
    const { policy } = await buyMotorPolicy(ctx().app, first, motorVehicleDetails());
    expect(policy).toBeDefined();

    // The same buyer, the same vehicle, the same current policy ending in 5 days.
    const { journeyId } = await motorJourneyFor(ctx().app, first.headers, activaQuote());
    const second = { journeyId, headers: first.headers };
    for (const [step, body] of [
      ['save-owner-details', { owner: motorOwner() }],
      ['save-vehicle-details', { vehicle_details: motorVehicleDetails() }],
      ['save-nominee-details', { nominee: motorNominee }],
    ] as const)
      await saveMotorPart(ctx().app, second, step, body);
    const confirmed = await api('POST', '/v1/motor/journey/confirmation', second.headers, { journey_id: journeyId });
    if (confirmed.statusCode === 200) await payConfirmedJourney(ctx().app, 'MOTOR', second);

    const policies = (await api('GET', '/v1/users/me/dashboard', first.headers)).json().policies as {
      journey_id: string;
      start_date: string;
      end_date: string;
    }[];
    const overlapping = policies.filter(
      (p) => p.journey_id !== first.journeyId && p.start_date <= policy.end_date && p.end_date >= policy.start_date,
    );
    expect(overlapping).toEqual([]);
  });
});
