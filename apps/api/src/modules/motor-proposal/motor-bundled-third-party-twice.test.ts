import { expect, it, vi } from 'vitest';
import {
  buyMotorPolicy,
  fillMotorProposal,
  motorVehicleDetails,
  newSwiftQuote,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack16: a new car's bundled policy bought through Kavach carries three years of third-party cover, but its
 * policy row (and so the "one vehicle insured once for any day" check on cover_key) ends with the own-damage year. A
 * year on, renewing that car as Comprehensive through Kavach charges — and issues — a second third-party cover for
 * days Kavach's own bundled policy still covers third party: that part of the premium buys nothing.
 */
describeWithApp('motor: a bundled car renewed as comprehensive (attack16)', (ctx, api) => {
  it('does not sell a second third-party cover for days the Kavach bundled policy still covers', async () => {
    const vehicle = motorVehicleDetails({ registration_number: null });
    const bought = await signedInMotorJourney(ctx().app, newSwiftQuote());
    const { policy: bundled, schedule } = await buyMotorPolicy(ctx().app, bought, vehicle);
    expect(schedule).toContain('Third party period');

    // 360 days later: the own-damage year ends in a few days, the bundled third party runs two more years.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 360 * 86_400_000 });
    try {
      const renewal = await signedInMotorJourney(
        ctx().app,
        newSwiftQuote({
          registration_date: bundled.start_date,
          policy_type: 'COMPREHENSIVE',
          previous_policy: { expiry_date: bundled.end_date, claim_last_year: 'NO', claim_free_years: 1 },
        }),
      );
      expect(renewal.quote.total_premium).toBeGreaterThan(0);
      await fillMotorProposal(ctx().app, renewal, { ...vehicle, registration_number: 'MH12AB1234' });
      const confirmed = await api('POST', '/v1/motor/journey/confirmation', renewal.headers, {
        journey_id: renewal.journeyId,
      });
      // Own damage alone is what this car needs; a comprehensive cover pays for third party a second time.
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json().error.message).toContain(bundled.policy_number as string);
    } finally {
      vi.useRealTimers();
    }
  });
});
