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
 * attack13: standalone own-damage cover (policy_type OWN_DAMAGE), which the API quotes and sells beside a
 * third-party policy bought elsewhere.
 */
describeWithApp('motor: standalone own damage (attack13)', (ctx, api) => {
  const save = (j: BuyerJourney, step: string, body: Record<string, unknown>) =>
    api('POST', `/v1/motor/journey/${step}`, j.headers, { journey_id: j.journeyId, ...body });

  // IRDAI (circular IRDAI/NL/CIR/MOT/137/08/2019): standalone own-damage cover is sold only to a vehicle with a
  // third-party policy in force. The quote checks the third-party policy against today; the own-damage policy starts
  // the day after the previous own damage ends (day 21). A third-party policy ending on day 10 leaves the vehicle
  // without third-party cover from day 11, and the own-damage policy is still sold, and issued from day 21.
  it('refuses standalone own damage whose third-party policy ends before the own-damage cover starts', async () => {
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const quoted = await api(
      'POST',
      '/v1/motor/quotes',
      visitor,
      activaQuote({
        policy_type: 'OWN_DAMAGE',
        previous_policy: {
          expiry_date: shiftedDate(20),
          claim_last_year: 'NO',
          claim_free_years: 2,
          third_party_valid_until: shiftedDate(10),
        },
      }),
    );
    expect(quoted.statusCode).toBe(200);
    const sold = quoted
      .json()
      .quotes.filter((q: { eligible: boolean }) => q.eligible)
      .map((q: { insurer_id: string }) => q.insurer_id);
    expect(sold).toEqual([]);
  });
});
