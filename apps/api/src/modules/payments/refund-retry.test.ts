import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestApp, type TestContext } from '../../../test/test-app.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { hmacHex } from '../../providers/payments/payment-provider.ts';

// A Razorpay-style gateway on localhost: orders get numbered ids; the first refund it is asked for fails (the
// gateway is down), every later one is granted.
let server: http.Server;
let base = '';
let orders = 0;
const refundCalls: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/refund')) {
        refundCalls.push(req.url);
        if (refundCalls.length === 1) return void res.writeHead(503).end('{}');
        return void res.end(JSON.stringify({ id: `rfnd_${refundCalls.length}` }));
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
const captured = (orderId: string, paymentId: string, amount: number) => {
  const body = JSON.stringify({
    event: 'payment.captured',
    created_at: Math.floor(Date.now() / 1000),
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
  });
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body) },
  };
};

for (const driver of drivers) {
  describe(`a refund the gateway refuses at first [${driver}]`, () => {
    let ctx: TestContext & { stop: () => Promise<void> };
    beforeAll(async () => {
      refundCalls.length = 0;
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

    it('stays due on the dashboard, then is refunded by the server’s sweep, once', async () => {
      const { app } = ctx;
      const j = await readyToPayJourney(app);
      const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, headers: j.headers, ...(payload ? { payload } : {}) });
      expect((await api('POST', '/v1/health/journey/confirmation', { journey_id: j.journeyId })).statusCode).toBe(200);
      const first = (await api('POST', '/v1/health/payments/initiate', { journey_id: j.journeyId })).json();
      const second = (await api('POST', '/v1/health/payments/initiate', { journey_id: j.journeyId })).json();
      const webhook = (event: { body: string; headers: Record<string, string> }) =>
        app.inject({
          method: 'POST',
          url: '/v1/payments/razorpay/webhook',
          payload: event.body,
          headers: event.headers,
        });
      const orderOf = (url: string) => new URL(url).searchParams.get('order_id') as string;
      const amount =
        (await api('GET', `/v1/health/payments/status/${j.journeyId}/${second.payment_attempt_id}`)).json()
          .total_number * 100;

      const paid = captured(orderOf(second.payment_url), 'pay_second', amount);
      expect((await webhook(paid)).statusCode).toBe(200);
      // The buyer also completed the first checkout, left open in another tab: that money cannot be kept.
      const late = captured(orderOf(first.payment_url), 'pay_first', amount);
      expect((await webhook(late)).statusCode).toBe(200);

      const dashboard = async () => (await api('GET', '/v1/users/me/dashboard')).json();
      expect((await dashboard()).policies).toHaveLength(1);
      expect((await dashboard()).refunds).toEqual([
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
      expect((await dashboard()).refunds).toEqual([
        expect.objectContaining({ status: 'REFUNDED', refund_id: expect.stringMatching(/^rfnd_/) }),
      ]);
      const status = (await api('GET', `/v1/health/payments/status/${j.journeyId}/${first.payment_attempt_id}`)).json();
      expect(status.failure_reason).toBe(
        `A newer payment was started for this policy. ₹${(amount / 100).toLocaleString('en-IN')} has been refunded to you.`,
      );
      // Against the captured payment, and no more refund calls for repeats of the event.
      await webhook(late);
      expect(refundCalls).toEqual(['/v1/payments/pay_first/refund', '/v1/payments/pay_first/refund']);
    });
  });
}
