import { expect, it } from 'vitest';
import { activaQuote, buyMotorPolicy, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack16: a third-party-only motor policy covers the owner's liability to others and nothing of the vehicle, and
 * its premium has no own-damage part. Its schedule still prints "Insured declared value (IDV) Rs. …" and the
 * dashboard "Sum insured ₹…": the buyer holds a document stating their scooter is insured for a value no insurer
 * will pay on theft or damage.
 */
describeWithApp('motor: third-party-only cover states no insured value (attack16)', (ctx) => {
  it('states no insured value, on the schedule or the dashboard, for a policy with no own-damage cover', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote({ policy_type: 'THIRD_PARTY' }));
    const { schedule, policy } = await buyMotorPolicy(ctx().app, j);
    expect(schedule).toContain('Cover: Third party only');
    expect(schedule).not.toContain('Insured declared value');
    // Nor does the dashboard state a sum insured for it.
    expect(policy.sum_insured).toBeNull();
  });
});
