import { expect, it } from 'vitest';
import { ownDamageQuote, buyMotorPolicy, shiftedDate, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
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
    const { schedule } = await buyMotorPolicy(ctx().app, j);
    expect(schedule).toContain('Cover: Own damage only');
    expect(schedule).not.toContain('Personal accident cover (owner-driver');
  });
});
