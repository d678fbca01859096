import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { createPaymentRepository } from './repository.ts';

// The minute's sweep takes a batch of unfinished money work. A refund the gateway keeps refusing went back into the
// batch in no fixed order, so enough of them could stand in front of every other refund and unissued policy for good:
// the sweep takes the least recently tried first, and a refusal sends its refund to the back.
describeWithApp('payment sweep: a refund the gateway keeps refusing does not hold up the others', (ctx, api) => {
  it('takes the least recently tried first, and puts a refused refund behind the rest', async () => {
    const { db } = ctx().handle;
    const ids: string[] = [];
    for (const pan of ['ABCDK1234F', 'BCDEK2345G']) {
      const j = await readyToPayJourney(ctx().app, pan);
      expect(
        (await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
      ).toBe(200);
      ids.push((await payConfirmedJourney(ctx().app, 'HEALTH', j)).status.payment_attempt_id);
    }
    // Two refunds due (as a gateway outage leaves them), the first the older, though written last.
    for (const [i, id] of [...ids.entries()].reverse())
      await db
        .update(paymentAttempts)
        .set({ status: 'REFUND_DUE', updatedAt: new Date(Date.now() - (2 - i) * 60_000) })
        .where(eq(paymentAttempts.id, id));
    const payments = createPaymentRepository(db);
    expect((await payments.unfinished(1)).map((a) => a.id)).toEqual([ids[0]]);
    // The gateway refuses the first again: it goes behind the second.
    expect(await payments.claimRefund(ids[0]!)).toBe(true);
    await payments.releaseRefund(ids[0]!);
    expect((await payments.unfinished(1)).map((a) => a.id)).toEqual([ids[1]]);
  });
});
