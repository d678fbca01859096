import { alreadyInsured, formatInr } from '@kavach/domain';
import { expect, it } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  fillMotorProposal,
  motorJourneyFor,
  motorVehicleDetails,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

/**
 * attack15: nothing tied a motor policy to its vehicle across journeys. A buyer who had just bought the renewal of
 * MH12AB1234 through Kavach could buy it again in a second journey — the "Buy" button of another quote, a second tab —
 * and was charged and issued a second policy for the same chassis over the same year, each priced with the same
 * no-claim bonus. One vehicle is insured once for any day: the second premium buys nothing (a claim is paid once).
 */
describeWithApp('motor: the same vehicle bought twice for the same days (attack15)', (ctx, api) => {
  const confirm = (j: BuyerJourney) =>
    api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
  const policiesOf = async (j: BuyerJourney) =>
    (await api('GET', '/v1/users/me/dashboard', j.headers)).json().policies as {
      journey_id: string;
      policy_number: string;
      start_date: string;
      end_date: string;
    }[];

  it('refuses to confirm a second purchase for a vehicle already insured through Kavach on those days', async () => {
    const vehicle = motorVehicleDetails();
    const first = await signedInMotorJourney(ctx().app, activaQuote());
    const { policy } = await buyMotorPolicy(ctx().app, first, vehicle);

    // The same buyer, the same vehicle, the same current policy ending in 5 days.
    const second = { ...(await motorJourneyFor(ctx().app, first.headers, activaQuote())), headers: first.headers };
    await fillMotorProposal(ctx().app, second, vehicle);
    const refused = await confirm(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      alreadyInsured(policy.policy_number as string, policy.start_date, policy.end_date),
    );
    expect((await policiesOf(first)).map((p) => p.journey_id)).toEqual([first.journeyId]);
  });

  it('refunds the second of two purchases confirmed side by side, in full, saying which policy stands', async () => {
    const vehicle = motorVehicleDetails();
    const one = await signedInMotorJourney(ctx().app, activaQuote());
    const other = { ...(await motorJourneyFor(ctx().app, one.headers, activaQuote())), headers: one.headers };
    for (const j of [one, other]) {
      await fillMotorProposal(ctx().app, j, vehicle);
      expect((await confirm(j)).statusCode).toBe(200);
    }
    const paidFirst = await payConfirmedJourney(ctx().app, 'MOTOR', one);
    expect(paidFirst.status).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });
    const paidSecond = await payConfirmedJourney(ctx().app, 'MOTOR', other);
    const [standing] = await policiesOf(one);
    expect(paidSecond.status).toMatchObject({ status: 'FAILED', policy_number: null, no_money_taken: false });
    expect(paidSecond.status.failure_reason).toBe(
      `${alreadyInsured(standing!.policy_number, standing!.start_date, standing!.end_date)}. ${formatInr(paidSecond.status.total_number)} has been refunded to you.`,
    );
    expect((await policiesOf(one)).map((p) => p.journey_id)).toEqual([one.journeyId]);
  });
});
