import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { sandboxWebhook } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { PAID_TWICE } from './settle-payment.ts';

// A buyer who pays twice on one order (two tabs, a checkout retried after a slow bank): the gateway captures two
// payments for one attempt. One is kept for the policy; every other goes back, each from a record of its own.
describeWithApp('payments: a second capture on one order', (ctx, api) => {
  it('keeps the first capture for the policy and refunds each other one, once, whatever its amount', async () => {
    const { app, handle } = ctx();
    const j = await readyToPayJourney(app);
    const post = (url: string) => api('POST', url, j.headers, { journey_id: j.journeyId });
    expect((await post('/v1/health/journey/confirmation')).statusCode).toBe(200);
    const attemptId = (await post('/v1/health/payments/initiate')).json().payment_attempt_id as string;
    const [opened] = await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    const premium = opened!.amountPaise;
    const capture = (paymentId: string, amountPaise: number) =>
      sandboxWebhook(app, {
        payment_attempt_id: attemptId,
        payment_id: paymentId,
        status: 'SUCCESS',
        amount_paise: amountPaise,
      });

    for (const [paymentId, amount] of [
      ['pay_FIRST0000001', premium],
      ['pay_SECOND000002', premium],
      ['pay_THIRD0000003', premium + 100_00],
      // The gateway tells the second one again: nothing new.
      ['pay_SECOND000002', premium],
    ] as const)
      expect((await capture(paymentId, amount)).statusCode).toBe(200);

    const rows = await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId));
    const byPayment = Object.fromEntries(
      rows.map((r) => [r.providerPaymentId, [r.status, r.refundPaise ?? r.amountPaise, r.failureReason]]),
    );
    expect(byPayment).toEqual({
      pay_FIRST0000001: ['SUCCESS', premium, null],
      pay_SECOND000002: ['REFUNDED', premium, PAID_TWICE],
      pay_THIRD0000003: ['REFUNDED', premium + 100_00, PAID_TWICE],
    });
    expect(await handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId))).toHaveLength(1);

    // The buyer sees both refunds on the dashboard, with why.
    const refunds = (await api('GET', '/v1/users/me/dashboard', j.headers)).json().refunds as {
      amount: number;
      status: string;
      reason: string;
    }[];
    expect(refunds.map((r) => [r.amount, r.status, r.reason]).sort()).toEqual(
      [
        [premium / 100, 'REFUNDED', PAID_TWICE],
        [(premium + 100_00) / 100, 'REFUNDED', PAID_TWICE],
      ].sort(),
    );
  });
});

// Two captures on one order of an attempt the buyer already replaced (it is CANCELLED), told by the gateway at once.
// Every captured payment id must end up refunded (from the attempt or from a row of its own).
describeWithApp('two captures at once on a superseded attempt', (ctx, api) => {
  it('refunds both captured payments', async () => {
    const { app, handle } = ctx();
    const lost: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const j = await readyToPayJourney(app);
      const post = (url: string) => api('POST', url, j.headers, { journey_id: j.journeyId });
      expect((await post('/v1/health/journey/confirmation')).statusCode).toBe(200);
      const first = (await post('/v1/health/payments/initiate')).json().payment_attempt_id as string;
      // The buyer pays anew: the first attempt is CANCELLED, its order can still capture.
      expect((await post('/v1/health/payments/initiate')).statusCode).toBe(200);
      const [a] = await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, first));
      expect(a!.status).toBe('CANCELLED');
      const ids = [`pay_R${round}A000000001`, `pay_R${round}B000000002`];
      const answers = await Promise.all(
        ids.map((payment_id) =>
          sandboxWebhook(app, {
            payment_attempt_id: first,
            payment_id,
            status: 'SUCCESS',
            amount_paise: a!.amountPaise,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      // Let the reconciliation sweep finish whatever is still due.
      await app.reconcilePayments();
      const rows = await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId));
      for (const id of ids) {
        const refunded = rows.find((r) => r.providerPaymentId === id && ['REFUND_DUE', 'REFUNDED'].includes(r.status));
        if (!refunded)
          lost.push(`${id}: ${JSON.stringify(rows.map((r) => [r.status, r.providerPaymentId, r.refundId]))}`);
      }
    }
    expect(lost).toEqual([]);
  });
});
