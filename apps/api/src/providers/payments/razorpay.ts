import { hmacHex, header, signatureMatches, type PaymentProvider } from './payment-provider.ts';

export type RazorpayOptions = { apiBaseUrl: string; checkoutUrl: string; keyId: string; keySecret: string; webhookSecret: string; callbackUrl: string; fetchImpl?: typeof fetch };

/**
 * A Razorpay-style gateway: create an order (amount in paise) over its REST API with basic auth, send the
 * buyer to its checkout with the order id and our callback URL; trust the callback only when
 * HMAC-SHA256(order_id|payment_id, key secret) matches, and a webhook only when HMAC-SHA256(raw body,
 * webhook secret) does.
 */
export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    id: 'razorpay',
    async createPayment(attempt) {
      const res = await doFetch(`${opts.apiBaseUrl}/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}` },
        body: JSON.stringify({ amount: attempt.amountPaise, currency: 'INR', receipt: attempt.id, notes: { journey_id: attempt.journeyId } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`payment gateway answered ${res.status}`);
      const order = (await res.json()) as { id?: string };
      if (!order.id) throw new Error('payment gateway returned no order id');
      const query = new URLSearchParams({ key_id: opts.keyId, order_id: order.id, callback_url: opts.callbackUrl });
      return { paymentUrl: `${opts.checkoutUrl}?${query}`, providerOrderId: order.id };
    },
    verifyReturn(params) {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = params;
      if (orderId && paymentId && signatureMatches(hmacHex(opts.keySecret, `${orderId}|${paymentId}`), signature)) {
        return { attemptId: null, providerOrderId: orderId, status: 'SUCCESS', reason: null, amountPaise: null };
      }
      // A failed checkout's return is unsigned: it proves nothing, so the failure waits for the signed webhook.
      return null;
    },
    verifyWebhook(rawBody, headers) {
      if (!signatureMatches(hmacHex(opts.webhookSecret, rawBody), header(headers, 'x-razorpay-signature'))) return null;
      try {
        const event = JSON.parse(rawBody) as { event?: string; payload?: { payment?: { entity?: { order_id?: string; amount?: number; error_description?: string } } } };
        const entity = event.payload?.payment?.entity;
        if (!entity?.order_id) return null;
        if (event.event === 'payment.captured') return { attemptId: null, providerOrderId: entity.order_id, status: 'SUCCESS', reason: null, amountPaise: entity.amount ?? null };
        if (event.event === 'payment.failed') return { attemptId: null, providerOrderId: entity.order_id, status: 'FAILED', reason: entity.error_description ?? 'Payment failed', amountPaise: entity.amount ?? null };
        return null;
      } catch {
        return null;
      }
    },
  };
}
