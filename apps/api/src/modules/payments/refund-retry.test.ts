import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { paymentAttempts } from '../../db/schema.ts';
import { describeWithApp, drivers, startTestApp, type TestContext } from '../../../test/test-app.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { hmacHex } from '../../providers/payments/payment-provider.ts';
import { createPaymentRepository } from './repository.ts';

// A Razorpay-style gateway on localhost: orders get numbered ids; each test says how it answers a refund.
type RefundAnswer = (nth: number) => { status: number; body: Record<string, unknown> };
let server: http.Server;
let base = '';
let orders = 0;
const refundCalls: string[] = [];
let answerRefund: RefundAnswer = (nth) => ({ status: 200, body: { id: `rfnd_${nth}` } });
beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/refund')) {
        refundCalls.push(req.url);
        const { status, body } = answerRefund(refundCalls.length);
        return void res.writeHead(status).end(JSON.stringify(body));
      }
      orders += 1;
      res.end(JSON.stringify({ id: `order_${orders}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const WEBHOOK_SECRET = 'hook-secret-for-tests';
const signed = (event: Record<string, unknown>) => {
  const body = JSON.stringify({ ...event, created_at: Math.floor(Date.now() / 1000) });
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body) },
  };
};
const captured = (orderId: string, paymentId: string, amount: number) =>
  signed({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
  });
const webhook = (app: App, event: { body: string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/v1/payments/razorpay/webhook', payload: event.body, headers: event.headers });

/**
 * A buyer who paid twice for one policy: the newer checkout is kept, and the first one, left open in another tab and
 * completed too, cannot be — its money is owed back. Answers what the tests read.
 */
let payments = 0;
async function paidTwice(app: App) {
  // The gateway's ids of the two captures: each payment its own, as a gateway numbers them.
  payments += 1;
  const ids = { kept: `pay_second${payments}`, late: `pay_first${payments}` };
  const j = await readyToPayJourney(app);
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: j.headers, ...(payload ? { payload } : {}) });
  expect((await api('POST', '/v1/health/journey/confirmation', { journey_id: j.journeyId })).statusCode).toBe(200);
  const first = (await api('POST', '/v1/health/payments/initiate', { journey_id: j.journeyId })).json();
  const second = (await api('POST', '/v1/health/payments/initiate', { journey_id: j.journeyId })).json();
  const orderOf = (url: string) => new URL(url).searchParams.get('order_id') as string;
  const statusOf = async (attemptId: string) =>
    (await api('GET', `/v1/health/payments/status/${j.journeyId}/${attemptId}`)).json();
  const amount = (await statusOf(second.payment_attempt_id)).total_number * 100;
  const kept = await webhook(app, captured(orderOf(second.payment_url), ids.kept, amount));
  expect(kept.statusCode, kept.body).toBe(200);
  const late = captured(orderOf(first.payment_url), ids.late, amount);
  const lateAnswer = await webhook(app, late);
  expect(lateAnswer.statusCode, lateAnswer.body).toBe(200);
  const refunds = async () => (await api('GET', '/v1/users/me/dashboard')).json().refunds;
  return { api, amount, late, refunds, firstStatus: () => statusOf(first.payment_attempt_id), first, orderOf, ids };
}

for (const driver of drivers) {
  describe(`a refund the gateway does not make at once [${driver}]`, () => {
    let ctx: TestContext & { stop: () => Promise<void> };
    beforeAll(async () => {
      ctx = await startTestApp(driver, {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_API_URL: base,
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'key-secret',
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_BASE_URL: 'https://kavach.example',
      });
    });
    afterAll(() => ctx.stop());

    it('stays due on the dashboard while the gateway is down, then is refunded by the server’s sweep, once', async () => {
      refundCalls.length = 0;
      // The first refund asked for fails (the gateway is down); every later one is granted.
      answerRefund = (nth) => (nth === 1 ? { status: 503, body: {} } : { status: 200, body: { id: `rfnd_${nth}` } });
      const { app } = ctx;
      const { amount, late, refunds, firstStatus, first, ids } = await paidTwice(app);
      expect(await refunds()).toEqual([
        expect.objectContaining({
          payment_attempt_id: first.payment_attempt_id,
          status: 'REFUND_DUE',
          amount: amount / 100,
          refund_id: null,
        }),
      ]);
      // The server's own sweep asks again, without the buyer coming back; a second sweep finds nothing left.
      expect(await app.reconcilePayments()).toBe(1);
      expect(await app.reconcilePayments()).toBe(0);
      expect(await refunds()).toEqual([
        expect.objectContaining({ status: 'REFUNDED', refund_id: expect.stringMatching(/^rfnd_/) }),
      ]);
      expect((await firstStatus()).failure_reason).toBe(
        `A newer payment was started for this policy. ₹${(amount / 100).toLocaleString('en-IN')} has been refunded to you.`,
      );
      // Against the captured payment, and no more refund calls for repeats of the event.
      await webhook(app, late);
      expect(refundCalls).toEqual([`/v1/payments/${ids.late}/refund`, `/v1/payments/${ids.late}/refund`]);
    });

    // attack15: Razorpay accepts a refund as "pending" and may fail it later (its signed refund.failed). Kavach had
    // recorded it REFUNDED for good and answered the event 400: money never returned was shown as returned.
    it('is owed again when the gateway fails it after accepting it, and asked for anew', async () => {
      refundCalls.length = 0;
      answerRefund = (nth) => ({ status: 200, body: { id: `rfnd_PENDING${nth}`, status: 'pending' } });
      const { app } = ctx;
      const { refunds, firstStatus, first, orderOf, ids } = await paidTwice(app);
      expect(refundCalls).toEqual([`/v1/payments/${ids.late}/refund`]);
      const failed = signed({
        event: 'refund.failed',
        contains: ['refund', 'payment'],
        payload: {
          refund: { entity: { id: 'rfnd_PENDING1', entity: 'refund', payment_id: ids.late, status: 'failed' } },
          payment: { entity: { id: ids.late, order_id: orderOf(first.payment_url), status: 'captured' } },
        },
      });
      expect((await webhook(app, failed)).statusCode).toBe(200);
      const mine = async () =>
        (await refunds()).find((r: { payment_attempt_id: string }) => r.payment_attempt_id === first.payment_attempt_id)
          ?.status;
      // Listed as money still owed to the buyer, not as money given back.
      expect(await mine()).toBe('REFUND_DUE');
      // And asked for again: the next read (or the minute's sweep) makes a new refund, which the gateway accepts.
      expect((await firstStatus()).failure_reason).toMatch(/has been refunded to you\.$/);
      expect(refundCalls).toEqual([`/v1/payments/${ids.late}/refund`, `/v1/payments/${ids.late}/refund`]);
      // The same failure delivered again changes nothing: the new refund stands.
      expect((await webhook(app, failed)).statusCode).toBe(200);
      expect(await mine()).toBe('REFUNDED');
    });

    it('settles nothing for a capture that names a payment another order holds already (answered 404, never 500)', async () => {
      const { app } = ctx;
      const { ids } = await paidTwice(app);
      const j = await readyToPayJourney(app);
      const headers = j.headers;
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/v1/health/journey/confirmation',
            headers,
            payload: { journey_id: j.journeyId },
          })
        ).statusCode,
      ).toBe(200);
      const opened = (
        await app.inject({
          method: 'POST',
          url: '/v1/health/payments/initiate',
          headers,
          payload: { journey_id: j.journeyId },
        })
      ).json();
      const orderId = new URL(opened.payment_url).searchParams.get('order_id') as string;
      const status = async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/v1/health/payments/status/${j.journeyId}/${opened.payment_attempt_id}`,
            headers,
          })
        ).json();
      const amount = (await status()).total_number * 100;
      expect((await webhook(app, captured(orderId, ids.late, amount))).statusCode).toBe(404);
      expect((await webhook(app, captured(orderId, ids.kept, amount))).statusCode).toBe(404);
      expect(await status()).toMatchObject({ status: 'PENDING', policy_number: null });
    });
  });
}

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
