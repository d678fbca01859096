import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hmacHex, type WebhookEvent } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay.ts';

// A local fake of the gateway's orders API: checks basic auth, answers an order id.
const orders: { auth: string | undefined; body: { amount: number; currency: string; receipt: string } }[] = [];
const refunds: { path: string | undefined; auth: string | undefined; body: { amount: number } }[] = [];
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/refund')) {
        refunds.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(raw) });
        if (req.url.includes('pay_refused'))
          return void res.writeHead(400).end(JSON.stringify({ error: { description: 'already refunded' } }));
        return void res.end(JSON.stringify({ id: 'rfnd_TEST9', amount: JSON.parse(raw).amount, status: 'processed' }));
      }
      orders.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.end(JSON.stringify({ id: 'order_TEST123', amount: JSON.parse(raw).amount, status: 'created' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const provider = () =>
  createRazorpayProvider({
    apiBaseUrl: base,
    checkoutUrl: 'https://checkout.example/pay',
    keyId: 'rzp_test_key',
    keySecret: 'key-secret',
    webhookSecret: 'hook-secret',
    callbackUrl: 'https://kavach.example/v1/payments/razorpay/callback',
  });

it('creates an order in paise with basic auth and sends the buyer to checkout with it', async () => {
  const opened = await provider().createPayment({
    id: 'attempt-1',
    amountPaise: 1234500,
    journeyId: 'j-1',
    sessionId: 's-1',
  });
  expect(orders.at(-1)).toEqual({
    auth: `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`,
    body: { amount: 1234500, currency: 'INR', receipt: 'attempt-1', notes: { journey_id: 'j-1' } },
  });
  expect(opened.providerOrderId).toBe('order_TEST123');
  const url = new URL(opened.paymentUrl);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    key_id: 'rzp_test_key',
    order_id: 'order_TEST123',
    callback_url: 'https://kavach.example/v1/payments/razorpay/callback',
  });
});

it('trusts a callback only with HMAC(order_id|payment_id, key secret)', () => {
  const p = provider();
  const good = {
    razorpay_order_id: 'order_TEST123',
    razorpay_payment_id: 'pay_9',
    razorpay_signature: hmacHex('key-secret', 'order_TEST123|pay_9'),
  };
  expect(p.verifyReturn(good)).toEqual({
    attemptId: null,
    providerOrderId: 'order_TEST123',
    providerPaymentId: 'pay_9',
    status: 'SUCCESS',
    reason: null,
    amountPaise: null,
  });
  expect(p.verifyReturn({ ...good, razorpay_payment_id: 'pay_10' })).toBeNull();
  expect(p.verifyReturn({ razorpay_order_id: 'order_TEST123' })).toBeNull();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const reasonOf = (event: WebhookEvent | null) => (event?.kind === 'payment' ? event.payment.reason : undefined);

it('acknowledges other signed events, and reads a failed refund by its id', () => {
  const p = provider();
  const signedEvent = (event: string, payload: Record<string, unknown>) => {
    const body = JSON.stringify({ event, created_at: nowSeconds(), payload });
    return p.verifyWebhook(body, { 'x-razorpay-signature': hmacHex('hook-secret', body) });
  };
  expect(signedEvent('order.paid', { order: { entity: { id: 'order_TEST123' } } })).toEqual({ kind: 'ignored' });
  expect(signedEvent('refund.processed', { refund: { entity: { id: 'rfnd_TEST9' } } })).toEqual({ kind: 'ignored' });
  expect(signedEvent('refund.failed', { refund: { entity: { id: 'rfnd_TEST9' } } })).toEqual({
    kind: 'refund_failed',
    refundId: 'rfnd_TEST9',
  });
  expect(signedEvent('refund.failed', { refund: { entity: { id: 'rfnd\u0000' } } })).toBeNull();
  // A failed refund redelivered after an outage longer than the replay window still counts: the money is owed.
  const late = JSON.stringify({
    event: 'refund.failed',
    created_at: nowSeconds() - 3 * 3600,
    payload: { refund: { entity: { id: 'rfnd_TEST9' } } },
  });
  expect(p.verifyWebhook(late, { 'x-razorpay-signature': hmacHex('hook-secret', late) })).toEqual({
    kind: 'refund_failed',
    refundId: 'rfnd_TEST9',
  });
});

it('trusts a webhook only with HMAC(raw body, webhook secret), and reads captured and failed events', () => {
  const p = provider();
  const captured = JSON.stringify({
    event: 'payment.captured',
    created_at: nowSeconds(),
    payload: { payment: { entity: { id: 'pay_9', order_id: 'order_TEST123', amount: 1234500 } } },
  });
  expect(p.verifyWebhook(captured, { 'x-razorpay-signature': hmacHex('hook-secret', captured) })).toEqual({
    kind: 'payment',
    payment: {
      attemptId: null,
      providerOrderId: 'order_TEST123',
      providerPaymentId: 'pay_9',
      status: 'SUCCESS',
      reason: null,
      amountPaise: 1234500,
    },
  });
  const failed = JSON.stringify({
    event: 'payment.failed',
    created_at: nowSeconds(),
    payload: {
      payment: { entity: { order_id: 'order_TEST123', amount: 1234500, error_description: 'Insufficient funds' } },
    },
  });
  expect(reasonOf(p.verifyWebhook(failed, { 'x-razorpay-signature': hmacHex('hook-secret', failed) }))).toBe(
    'Insufficient funds',
  );
  expect(p.verifyWebhook(captured, { 'x-razorpay-signature': hmacHex('key-secret', captured) })).toBeNull();
  expect(p.verifyWebhook(`${captured} `, { 'x-razorpay-signature': hmacHex('hook-secret', captured) })).toBeNull();
});

it('reads a signed webhook as untrusted input: malformed ids or amounts are ignored, a reason is printable', () => {
  const p = provider();
  const signed = (entity: Record<string, unknown>, event = 'payment.captured') => {
    const body = JSON.stringify({ event, created_at: nowSeconds(), payload: { payment: { entity } } });
    return p.verifyWebhook(body, { 'x-razorpay-signature': hmacHex('hook-secret', body) });
  };
  expect(signed({ id: 'pay_9', order_id: 'order_TEST\u0000123', amount: 100 })).toBeNull();
  expect(signed({ id: 'pay_9\u0000', order_id: 'order_TEST123', amount: 100 })).toBeNull();
  expect(signed({ id: 'pay_9', order_id: 'order_TEST123', amount: '100' })).toBeNull();
  expect(signed({ id: 'pay_9', order_id: 'order_TEST123', amount: 1.5 })).toBeNull();
  expect(
    reasonOf(
      signed({ order_id: 'order_TEST123', amount: 100, error_description: 'Card\u0000declined' }, 'payment.failed'),
    ),
  ).toBe('Card declined');
});

it('refuses a correctly signed webhook older than 15 minutes (a replay)', () => {
  const p = provider();
  const stale = JSON.stringify({
    event: 'payment.captured',
    created_at: nowSeconds() - 16 * 60,
    payload: { payment: { entity: { id: 'pay_9', order_id: 'order_TEST123', amount: 1234500 } } },
  });
  expect(p.verifyWebhook(stale, { 'x-razorpay-signature': hmacHex('hook-secret', stale) })).toBeNull();
  const undated = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_9', order_id: 'order_TEST123', amount: 1234500 } } },
  });
  expect(p.verifyWebhook(undated, { 'x-razorpay-signature': hmacHex('hook-secret', undated) })).toBeNull();
});

it('refunds the whole captured amount against the payment id, and reports a refusal', async () => {
  const p = provider();
  expect(
    await p.refund({
      attemptId: 'attempt-1',
      providerPaymentId: 'pay_9',
      providerOrderId: 'order_TEST123',
      amountPaise: 1234500,
    }),
  ).toEqual({ refundId: 'rfnd_TEST9' });
  expect(refunds.at(-1)).toEqual({
    path: '/v1/payments/pay_9/refund',
    auth: `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`,
    body: { amount: 1234500, receipt: 'attempt-1', notes: { payment_attempt_id: 'attempt-1' } },
  });
  await expect(
    p.refund({ attemptId: 'attempt-2', providerPaymentId: 'pay_refused', providerOrderId: null, amountPaise: 100 }),
  ).rejects.toThrow('refused the refund (400)');
  await expect(
    p.refund({ attemptId: 'attempt-3', providerPaymentId: null, providerOrderId: null, amountPaise: 100 }),
  ).rejects.toThrow('no captured payment id');
});
