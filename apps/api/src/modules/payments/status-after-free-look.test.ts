import { expect, it } from 'vitest';
import { returnInFreeLook } from '../../../test/ops-fixtures.ts';
import { confirmJourney, declinedPayment, payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack15: a policy paid for and issued, then returned in its free-look period, read back through the payment status
 * as a payment that failed ("Your payment could not be completed.", no policy number), so /payment-success sent the
 * buyer to "Payment Failed" with "Retry Payment" for money that was paid. attack16: the first fix read every attempt
 * of that journey as the paid one, a card declined before it included.
 */
describeWithApp('payment status after a free-look return (attack15, attack16)', (ctx, api) => {
  it('reads the payment that bought the returned policy as paid, with the refund, and a declined one as declined', async () => {
    const j = await readyToPayJourney(ctx().app);
    await confirmJourney(ctx().app, 'HEALTH', j);
    const declined = await declinedPayment(ctx().app, 'HEALTH', j);
    const statusOf = async (attemptId: string) =>
      (await api('GET', `/v1/health/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();
    const { status: before } = await payConfirmedJourney(ctx().app, 'HEALTH', j);
    expect(before).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });

    await returnInFreeLook(ctx().app, before.policy_number);

    const after = await statusOf(before.payment_attempt_id);
    expect(after).toMatchObject({ status: 'SUCCESS', policy_number: before.policy_number, no_money_taken: false });
    // What came back of it is said where the success page shows its message.
    expect(after.message).toMatch(
      /^Policy cancelled in the free-look period\. ₹[\d,]+ (has been|will be) refunded to you\.$/,
    );
    // The declined attempt took no money and bought nothing: it is no successful payment.
    expect(await statusOf(declined)).toMatchObject({
      status: 'FAILED',
      policy_number: null,
      no_money_taken: true,
    });
  });
});
