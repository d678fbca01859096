import { createHmac, timingSafeEqual } from 'node:crypto';

/** A gateway's verdict on one attempt, once its signature has been checked. */
export type PaymentResult = { attemptId: string | null; providerOrderId: string | null; status: 'SUCCESS' | 'FAILED'; reason: string | null; amountPaise: number | null };

/**
 * One payment gateway (DESIGN.md §4; medusa's IPaymentProvider shape): open a payment for an attempt, and
 * turn the gateway's signed browser return and server webhook into a verified result — or null when the
 * signature does not verify, in which case nothing changes.
 */
export interface PaymentProvider {
  readonly id: 'sandbox' | 'razorpay';
  createPayment(attempt: { id: string; amountPaise: number; journeyId: string }): Promise<{ paymentUrl: string; providerOrderId: string | null }>;
  verifyReturn(params: Record<string, string | undefined>): PaymentResult | null;
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentResult | null;
}

export const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures (DESIGN.md §4). */
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
