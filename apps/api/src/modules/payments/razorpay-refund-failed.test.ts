import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestApp, type TestContext } from '../../../test/test-app.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { hmacHex } from '../../providers/payments/payment-provider.ts';

// A Razorpay-style gateway on localhost: orders get numbered ids; a refund is accepted as Razorpay accepts one the
// bank has not yet processed (status "pending"), and fails later (its refund.failed webhook).
let server: http.Server;
let base = '';
let orders = 0;
const refundsAsked: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/refund')) {
        const paymentId = req.url.split('/')[3] as string;
        refundsAsked.push(paymentId);
        return void res.end(
          JSON.stringify({
            id: `rfnd_PENDING${refundsAsked.length}`,
            payment_id: paymentId,
            amount: JSON.parse(raw).amount,
            status: 'pending',
          }),
        );
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

/**
 * attack15: Razorpay accepts a refund as "pending" and may fail it later (refund.failed; docs: "a refund status can
 * remain in a 'pending' state ... track the final status (processed/failed)"). Kavach records the refund REFUNDED the
 * moment the API answers, and tells the buyer "₹X has been refunded to you"; the signed refund.failed webhook is
 * answered 400 "Invalid webhook signature" and changes nothing. The money never comes back, the dashboard says it did,
 * and no one is asked to refund it again.
 */
for (const driver of drivers) {
  describe(`a Razorpay refund that fails after it was accepted (attack15) [${driver}]`, () => {
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

    it('does not tell the buyer a refund the gateway failed was made', async () => {
      refundsAsked.length = 0;
      const { app } = ctx;
      const j = await readyToPayJourney(app);
      const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, headers: j.headers, ...(payload ? { payload } : {}) });
      const webhook = (event: { body: string; headers: Record<string, string> }) =>
        app.inject({
          method: 'POST',
          url: '/v1/payments/razorpay/webhook',
          payload: event.body,
          headers: event.headers,
        });
      expect((await api('POST', '/v1/health/journey/confirmation', { journey_id: j.journeyId })).statusCode).toBe(200);
      const first = (await api('POST', '/v1/health/payments/initiate', { journey_id: j.journeyId })).json();
      const second = (await api('POST', '/v1/health/payments/initiate', { journey_id: j.journeyId })).json();
      const orderOf = (url: string) => new URL(url).searchParams.get('order_id') as string;
      const amount =
        (await api('GET', `/v1/health/payments/status/${j.journeyId}/${second.payment_attempt_id}`)).json()
          .total_number * 100;
      const captured = (orderId: string, paymentId: string) =>
        signed({
          event: 'payment.captured',
          payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
        });
      expect((await webhook(captured(orderOf(second.payment_url), 'pay_second'))).statusCode).toBe(200);
      // The first checkout, left open in another tab, is paid too: that money is refunded.
      expect((await webhook(captured(orderOf(first.payment_url), 'pay_first'))).statusCode).toBe(200);

      // The bank cannot take the refund back: Razorpay says so.
      const failed = signed({
        event: 'refund.failed',
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: 'rfnd_PENDING1',
              entity: 'refund',
              amount,
              currency: 'INR',
              payment_id: 'pay_first',
              status: 'failed',
            },
          },
          payment: {
            entity: {
              id: 'pay_first',
              entity: 'payment',
              amount,
              currency: 'INR',
              status: 'captured',
              order_id: orderOf(first.payment_url),
              amount_refunded: 0,
              refund_status: null,
            },
          },
        },
      });
      expect(refundsAsked).toEqual(['pay_first']);
      expect((await webhook(failed)).statusCode).toBe(200);

      const dashboard = (await api('GET', '/v1/users/me/dashboard')).json();
      const refund = dashboard.refunds.find(
        (r: { payment_attempt_id: string }) => r.payment_attempt_id === first.payment_attempt_id,
      );
      // Listed as money still owed to the buyer (the dashboard's other state), not as money given back.
      expect({ listed: refund !== undefined, dashboard: refund?.status }).toEqual({
        listed: true,
        dashboard: 'REFUND_DUE',
      });
      // And asked for again: the next read (or the minute's sweep) makes a new refund, which the gateway accepts.
      const status = (await api('GET', `/v1/health/payments/status/${j.journeyId}/${first.payment_attempt_id}`)).json();
      expect(refundsAsked).toEqual(['pay_first', 'pay_first']);
      expect(status.failure_reason).toMatch(/has been refunded to you\.$/);
      // The same failure delivered again changes nothing: the new refund stands.
      expect((await webhook(failed)).statusCode).toBe(200);
      const again = (await api('GET', '/v1/users/me/dashboard')).json();
      expect(
        again.refunds.find((r: { payment_attempt_id: string }) => r.payment_attempt_id === first.payment_attempt_id)
          ?.status,
      ).toBe('REFUNDED');
    });
  });
}
