import { hmacHex, header, isFresh, signatureMatches, type PaymentProvider } from './payment-provider.ts';

export type RazorpayOptions = {
  apiBaseUrl: string;
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  callbackUrl: string;
  fetchImpl?: typeof fetch;
};

/**
 * A Razorpay-style gateway: create an order (amount in paise) over its REST API with basic auth, send the
 * buyer to its checkout with the order id and our callback URL; trust the callback only when
 * HMAC-SHA256(order_id|payment_id, key secret) matches, and a webhook only when HMAC-SHA256(raw body,
 * webhook secret) does, and its created_at is under 15 minutes old. Its callback carries no timestamp to check;
 * replaying one only repeats a settlement that is already recorded.
 */
/** Razorpay's ids (`order_…`, `pay_…`): anything else in a signed message is not one of ours to look up or store. */
const gatewayId = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(value) ? value : null;
/** A gateway's words are stored and shown as the failure reason: printable text, of a sane length. */
const gatewayReason = (value: unknown): string =>
  typeof value === 'string' && value.trim()
    ? [...value.slice(0, 200)].map((c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('')
    : 'Payment failed';

export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  return {
    id: 'razorpay',
    async createPayment(attempt) {
      const res = await doFetch(`${opts.apiBaseUrl}/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          amount: attempt.amountPaise,
          currency: 'INR',
          receipt: attempt.id,
          notes: { journey_id: attempt.journeyId },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`payment gateway answered ${res.status}`);
      const order = (await res.json()) as { id?: string };
      if (!order.id) throw new Error('payment gateway returned no order id');
      const query = new URLSearchParams({ key_id: opts.keyId, order_id: order.id, callback_url: opts.callbackUrl });
      return { paymentUrl: `${opts.checkoutUrl}?${query}`, providerOrderId: order.id };
    },
    verifyReturn(params) {
      const orderId = gatewayId(params.razorpay_order_id);
      const paymentId = gatewayId(params.razorpay_payment_id);
      const signature = params.razorpay_signature;
      if (orderId && paymentId && signatureMatches(hmacHex(opts.keySecret, `${orderId}|${paymentId}`), signature)) {
        return {
          attemptId: null,
          providerOrderId: orderId,
          providerPaymentId: paymentId,
          status: 'SUCCESS',
          reason: null,
          amountPaise: null,
        };
      }
      // A failed checkout's return is unsigned: it proves nothing, so the failure waits for the signed webhook.
      return null;
    },
    async refund(request) {
      if (!request.providerPaymentId) throw new Error('no captured payment id to refund');
      const res = await doFetch(
        `${opts.apiBaseUrl}/v1/payments/${encodeURIComponent(request.providerPaymentId)}/refund`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({
            amount: request.amountPaise,
            receipt: request.attemptId,
            notes: { payment_attempt_id: request.attemptId },
          }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!res.ok) throw new Error(`payment gateway refused the refund (${res.status})`);
      const refund = (await res.json()) as { id?: string };
      if (!refund.id) throw new Error('payment gateway returned no refund id');
      return { refundId: refund.id };
    },
    verifyWebhook(rawBody, headers) {
      if (!signatureMatches(hmacHex(opts.webhookSecret, rawBody), header(headers, 'x-razorpay-signature'))) return null;
      try {
        const event = JSON.parse(rawBody) as {
          event?: string;
          created_at?: number;
          payload?: {
            payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_description?: string } };
            refund?: { entity?: { id?: string } };
          };
        };
        // A refund accepted as pending and failed since by the bank: the money is owed again (refund.failed). Taken
        // whatever its age: the gateway redelivers it after an outage of ours, it is the only word that the money did
        // not go back, and a replay changes nothing (only the refund of that id, still recorded as made, reopens).
        if (event.event === 'refund.failed') {
          const refundId = gatewayId(event.payload?.refund?.entity?.id);
          return refundId ? { kind: 'refund_failed', refundId } : null;
        }
        if (!isFresh(event.created_at)) return null;
        // Signed events this site does not act on (order.paid, refund.processed, …) are acknowledged, not refused:
        // a gateway disables a webhook whose deliveries keep failing.
        if (event.event !== 'payment.captured' && event.event !== 'payment.failed') return { kind: 'ignored' };
        const entity = event.payload?.payment?.entity;
        const orderId = gatewayId(entity?.order_id);
        const amount = entity?.amount;
        // Signed, so from the gateway; still read as untrusted input: only well-formed ids and a whole amount count.
        if (!entity || !orderId) return null;
        if (entity.id !== undefined && !gatewayId(entity.id)) return null;
        if (amount !== undefined && !(Number.isSafeInteger(amount) && amount >= 0)) return null;
        const ids = {
          attemptId: null,
          providerOrderId: orderId,
          providerPaymentId: gatewayId(entity.id),
          amountPaise: amount ?? null,
        };
        return {
          kind: 'payment',
          payment:
            event.event === 'payment.captured'
              ? { ...ids, status: 'SUCCESS', reason: null }
              : { ...ids, status: 'FAILED', reason: gatewayReason(entity.error_description) },
        };
      } catch {
        return null;
      }
    },
  };
}
