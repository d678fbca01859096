import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema.ts';
import { sandboxWebhook } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

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
