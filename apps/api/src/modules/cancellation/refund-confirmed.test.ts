import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHORT_PERIOD_REFUND_REASON, FREE_LOOK_REFUND_REASON } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { insurerCases, paymentAttempts, policies } from '../../db/schema.ts';
import { fakeInsurer } from '../../../test/fake-insurer.ts';
import { confirmJourney, payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { drivers, startTestApp, type BuyerJourney } from '../../../test/test-app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

// docs/product/cancellation.md: the insurer issued the policy, so the insurer cancels it; nothing goes back before it
// has confirmed — through an insurer that does not answer and a restart of the server meanwhile.
describe.each(drivers)('a cancellation refunds once the insurer confirms it [%s]', (driver) => {
  it('waits for the insurer, says so on the dashboard, and refunds once after a restart', async () => {
    const insurer = await fakeInsurer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-cancel-restart-'));
    let first: Started | undefined = await startTestApp(driver, insurer.env, { dataDir });
    try {
      const j = await readyToPayJourney(first.app);
      await confirmJourney(first.app, 'HEALTH', j);
      await payConfirmedJourney(first.app, 'HEALTH', j);
      const [policy] = await first.handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
      if (!policy) throw new Error('no policy issued');
      const url = `/v1/policies/${encodeURIComponent(policy.policyNumber)}`;
      const quote = (
        await first.app.inject({ method: 'GET', url: `${url}/cancellation-quote`, headers: j.headers })
      ).json();
      expect(quote.window).toBe('FREE_LOOK');

      // The insurer does not answer the cancellation: the buyer is told it waits, and no money moves yet.
      insurer.set('cancel', 'TIMEOUT');
      const cancel = await first.app.inject({
        method: 'POST',
        url: `${url}/cancel`,
        headers: j.headers,
        payload: { reason: 'BETTER_COVER', confirm_refund_paise: quote.refund_paise },
      });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json()).toMatchObject({ refund: quote.refund, refund_status: 'AWAITING_INSURER' });
      const seen = await dashboardOf(first, j, policy.policyNumber);
      expect(seen.policy).toMatchObject({ cancel_awaiting_insurer: true, cancel_refund: quote.refund });
      expect(seen.refunds).toEqual([]);
      const attemptOf = async (s: Started) =>
        (await s.handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, policy.paymentAttemptId)))[0];
      expect((await attemptOf(first))?.status).toBe('SUCCESS');
      // A second tab is told it is done already, and nothing changes.
      const again = await first.app.inject({
        method: 'POST',
        url: `${url}/cancel`,
        headers: j.headers,
        payload: { reason: 'BETTER_COVER', confirm_refund_paise: quote.refund_paise },
      });
      expect(again.statusCode).toBe(409);

      // The server restarts while the job waits to try again; the insurer recovers. The new process tells it, and the
      // refund follows its confirmation, once.
      const databaseUrl = first.databaseUrl;
      await first.app.close();
      await first.handle.close();
      first = undefined;
      insurer.set('cancel', 'OK');
      const second = await startTestApp(driver, insurer.env, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      try {
        await vi.waitFor(async () => expect((await attemptOf(second))?.status).toBe('REFUNDED'), {
          timeout: 100_000,
          interval: 500,
        });
        const after = await dashboardOf(second, j, policy.policyNumber);
        expect(after.policy).toMatchObject({ cancel_awaiting_insurer: false, cancelled_in_free_look: true });
        expect(after.refunds).toEqual([
          expect.objectContaining({
            amount: quote.refund,
            status: 'REFUNDED',
            reason: `${FREE_LOOK_REFUND_REASON}: I found better or cheaper cover`,
          }),
        ]);
        expect(await attemptOf(second)).toMatchObject({ refundPaise: quote.refund_paise });
        const [atKavach] = await second.handle.db
          .select()
          .from(insurerCases)
          .where(eq(insurerCases.journeyId, j.journeyId));
        expect(atKavach?.status).toBe('CANCELLED');
        // The insurer was given the buyer's reason, not a generic one.
        expect(insurer.proposal(atKavach!.id)).toMatchObject({
          status: 'CANCELLED',
          reason: `${FREE_LOOK_REFUND_REASON}: I found better or cheaper cover`,
        });
      } finally {
        await second.stop();
      }
    } finally {
      if (first) await first.stop();
      await insurer.close();
    }
  }, 150_000);

  it('refunds at once when the insurer confirms at once, after the free look by the short-period scale', async () => {
    const insurer = await fakeInsurer();
    const app = await startTestApp(driver, insurer.env);
    try {
      const j = await readyToPayJourney(app.app);
      await confirmJourney(app.app, 'HEALTH', j);
      await payConfirmedJourney(app.app, 'HEALTH', j);
      const [policy] = await app.handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
      if (!policy) throw new Error('no policy issued');
      // The demo's way to have bought it 40 days ago.
      await app.app.inject({
        method: 'POST',
        url: `/v1/dev/policies/${encodeURIComponent(policy.policyNumber)}/backdate`,
        headers: j.headers,
        payload: { days: 40 },
      });
      const url = `/v1/policies/${encodeURIComponent(policy.policyNumber)}`;
      const quote = (
        await app.app.inject({ method: 'GET', url: `${url}/cancellation-quote`, headers: j.headers })
      ).json();
      expect(quote.window).toBe('SHORT_PERIOD');
      const cancel = await app.app.inject({
        method: 'POST',
        url: `${url}/cancel`,
        headers: j.headers,
        payload: { reason: 'NO_LONGER_NEEDED', confirm_refund_paise: quote.refund_paise },
      });
      expect(cancel.json()).toMatchObject({ refund_status: 'REFUNDED' });
      const seen = await dashboardOf(app, j, policy.policyNumber);
      expect(seen.policy).toMatchObject({ cancel_awaiting_insurer: false, cancelled_in_free_look: false });
      expect(seen.refunds).toEqual([
        expect.objectContaining({
          amount: quote.refund,
          status: 'REFUNDED',
          reason: `${SHORT_PERIOD_REFUND_REASON}: I no longer need this cover`,
        }),
      ]);
    } finally {
      await app.stop();
      await insurer.close();
    }
  }, 60_000);
});

/** The buyer's dashboard: this policy's card and the refunds listed. */
async function dashboardOf(s: Started, j: BuyerJourney, policyNumber: string) {
  const body = (await s.app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers })).json();
  return {
    policy: body.policies.find((p: { policy_number: string }) => p.policy_number === policyNumber),
    refunds: body.refunds,
  };
}
