import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { DECLINED_CARD, payOnSandbox, sandboxWebhook } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// The bank's late capture of a declined card arrives while the buyer deletes the account. Whatever the order, nothing
// the erasure removes may be left behind: no policy may keep the PAN (or any other erased field) in its snapshot.
describeWithApp('account deletion racing a late capture', (ctx, api) => {
  it('leaves no PAN in any policy or attempt of the deleted account', async () => {
    const { app, handle } = ctx();
    const leaks: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const pan = `ABCDK${1000 + round}F`;
      const j = await readyToPayJourney(app, pan);
      const post = (url: string) => api('POST', url, j.headers, { journey_id: j.journeyId });
      expect((await post('/v1/health/journey/confirmation')).statusCode).toBe(200);
      const attempt = (await post('/v1/health/payments/initiate')).json();
      await payOnSandbox(app, attempt.payment_url, DECLINED_CARD);
      const [a] = await handle.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, attempt.payment_attempt_id));
      expect(a!.status).toBe('FAILED');

      const [del, late] = await Promise.all([
        api('DELETE', '/v1/account', j.headers),
        sandboxWebhook(app, {
          payment_attempt_id: a!.id,
          payment_id: `pay_LATE${round}0000001`,
          status: 'SUCCESS',
          amount_paise: a!.amountPaise,
        }),
      ]);
      expect([del.statusCode, late.statusCode]).toEqual([200, 200]);
      const kept = await handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
      const attempts = await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId));
      const text = JSON.stringify([kept, attempts]);
      if (text.includes(pan)) leaks.push(`round ${round}: policy ${kept[0]?.policyNumber ?? 'none'} keeps ${pan}`);
    }
    expect(leaks).toEqual([]);
  });
});
