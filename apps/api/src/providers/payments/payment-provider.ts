import { createHmac, timingSafeEqual } from 'node:crypto';

/** A gateway's verdict on one attempt, once its signature (and its age) has been checked. */
export type PaymentResult = {
  attemptId: string | null;
  providerOrderId: string | null;
  /** The gateway's id of the captured payment, when it names one: refunds are made against it. */
  providerPaymentId?: string | null;
  status: 'SUCCESS' | 'FAILED';
  reason: string | null;
  amountPaise: number | null;
};

/**
 * A verified webhook: a payment's result; a refund the gateway accepted earlier and has now failed (the money did not
 * go back, so it is owed again); or another event the gateway may send, signed and acknowledged, with nothing to do.
 */
export type WebhookEvent =
  { kind: 'payment'; payment: PaymentResult } | { kind: 'refund_failed'; refundId: string } | { kind: 'ignored' };

/** A signed result older than this is refused, so a captured return URL or webhook cannot be replayed later. */
export const SIGNED_RESULT_MAX_AGE_MS = 15 * 60_000;

/** Whether a gateway timestamp (Unix seconds) is recent: not older than the limit, not more than a minute ahead. */
export function isFresh(unixSeconds: number | undefined, now = Date.now()): boolean {
  if (unixSeconds === undefined || !Number.isFinite(unixSeconds)) return false;
  const age = now - unixSeconds * 1000;
  return age <= SIGNED_RESULT_MAX_AGE_MS && age >= -60_000;
}

export type RefundRequest = {
  attemptId: string;
  providerPaymentId: string | null;
  providerOrderId: string | null;
  amountPaise: number;
};

/**
 * One payment gateway (docs/decisions.md §4; medusa's IPaymentProvider shape): open a payment for an attempt, and
 * turn the gateway's signed browser return and server webhook into a verified result — or null when the
 * signature does not verify, in which case nothing changes.
 */
export interface PaymentProvider {
  readonly id: 'sandbox' | 'razorpay';
  createPayment(attempt: {
    id: string;
    amountPaise: number;
    journeyId: string;
    sessionId: string;
  }): Promise<{ paymentUrl: string; providerOrderId: string | null }>;
  verifyReturn(params: Record<string, string | undefined>): PaymentResult | null;
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
  /** Gives the whole amount of a captured payment back; resolves with the gateway's refund id, throws if refused. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

export const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures (docs/decisions.md §4). */
export function signatureMatches(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
