import { hmacHex, header, signatureMatches, type PaymentProvider, type PaymentResult } from './payment-provider.ts';

/**
 * The sandbox gateway (DESIGN.md §4): its hosted card page lives at /sandbox-pay/{attempt}. It signs the result
 * it puts on the browser's return URL (attempt|status) and, separately, the raw body of its webhook.
 */
export function createSandboxPaymentProvider(secret: string): PaymentProvider & {
  signReturn(attemptId: string, status: string): string;
  signWebhook(rawBody: string): string;
} {
  const signReturn = (attemptId: string, status: string) => hmacHex(secret, `return|${attemptId}|${status}`);
  const signWebhook = (rawBody: string) => hmacHex(secret, `webhook|${rawBody}`);
  return {
    id: 'sandbox',
    signReturn,
    signWebhook,
    async createPayment(attempt) {
      return { paymentUrl: `/sandbox-pay/${attempt.id}`, providerOrderId: `sbx_${attempt.id.replaceAll('-', '').slice(0, 16)}` };
    },
    verifyReturn(params) {
      const { payment_attempt_id: id, status, signature } = params;
      if (!id || (status !== 'SUCCESS' && status !== 'FAILED') || !signatureMatches(signReturn(id, status), signature)) return null;
      return { attemptId: id, providerOrderId: null, status, reason: status === 'FAILED' ? 'Payment was declined by your bank or payment provider' : null, amountPaise: null };
    },
    verifyWebhook(rawBody, headers) {
      if (!signatureMatches(signWebhook(rawBody), header(headers, 'x-sandbox-signature'))) return null;
      try {
        const event = JSON.parse(rawBody) as { payment_attempt_id?: string; status?: string; amount_paise?: number; failure_reason?: string };
        if (!event.payment_attempt_id || (event.status !== 'SUCCESS' && event.status !== 'FAILED')) return null;
        const result: PaymentResult = { attemptId: event.payment_attempt_id, providerOrderId: null, status: event.status, reason: event.failure_reason ?? null, amountPaise: event.amount_paise ?? null };
        return result;
      } catch {
        return null;
      }
    },
  };
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
