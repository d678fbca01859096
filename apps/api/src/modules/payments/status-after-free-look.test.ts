import { MESSAGES } from '@kavach/domain';
import { expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack15: a policy paid for and issued, then returned in its free-look period, reads back through the payment
 * status as a payment that failed: "Your payment could not be completed.", no policy number. The web's
 * /payment-success page (the buyer's history, the link in their browser) sends them to /payment-failed — "Payment
 * Failed ... insufficient funds, card limits" with "Retry Payment" — for money that was paid, kept and partly
 * refunded after the policy it bought was cancelled.
 */
describeWithApp('payment status after a free-look cancellation (attack15)', (ctx, api) => {
  it('still says the payment was made, with the policy it bought, after that policy is returned', async () => {
    const j = await readyToPayJourney(ctx().app);
    expect(
      (await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const { status: before } = await payConfirmedJourney(ctx().app, 'HEALTH', j);
    expect(before).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });

    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const cancel = await api(
      'POST',
      `/v1/ops/policies/${encodeURIComponent(before.policy_number)}/free-look-cancel`,
      staff,
    );
    expect(cancel.statusCode).toBe(200);

    const after = (
      await api('GET', `/v1/health/payments/status/${j.journeyId}/${before.payment_attempt_id}`, j.headers)
    ).json();
    // The payment went through and bought a policy: it is no failed payment to retry.
    expect(after.message).not.toBe(MESSAGES.PAYMENT_NOT_COMPLETED);
    expect(after).toMatchObject({ status: 'SUCCESS', policy_number: before.policy_number, no_money_taken: false });
    // What came back of it is said where the success page shows its message.
    expect(after.message).toMatch(
      /^Policy cancelled in the free-look period\. ₹[\d,]+ (has been|will be) refunded to you\.$/,
    );
  });
});
