import { expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { DECLINED_CARD, payConfirmedJourney, payOnSandbox, returnParams } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack16: the payment status of a free-look-returned journey answers SUCCESS for any attempt of that journey, not
 * only the one that bought the policy. A card declined before the buyer paid with another reads as declined until
 * the policy is returned; afterwards the same attempt — no money taken — reads "SUCCESS" with the policy's number,
 * so the success page states that a declined payment went through.
 */
describeWithApp('payment status of a declined attempt after a free-look cancellation (attack16)', (ctx, api) => {
  it('still reads a declined attempt as failed once the policy another attempt bought is returned', async () => {
    const j = await readyToPayJourney(ctx().app);
    expect(
      (await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const declined = (await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId })).json();
    const page = await payOnSandbox(ctx().app, declined.payment_url, DECLINED_CARD);
    await ctx().app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/return',
      payload: returnParams(page.headers.location as string),
    });
    const statusOf = async (attemptId: string) =>
      (await api('GET', `/v1/health/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();
    expect(await statusOf(declined.payment_attempt_id)).toMatchObject({ status: 'FAILED', no_money_taken: true });

    const { status: paid } = await payConfirmedJourney(ctx().app, 'HEALTH', j);
    expect(paid).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const cancel = await api(
      'POST',
      `/v1/ops/policies/${encodeURIComponent(paid.policy_number)}/free-look-cancel`,
      staff,
    );
    expect(cancel.statusCode).toBe(200);

    // The declined attempt took no money and bought nothing: it is no successful payment.
    expect(await statusOf(declined.payment_attempt_id)).toMatchObject({
      status: 'FAILED',
      policy_number: null,
      no_money_taken: true,
    });
  });
});
