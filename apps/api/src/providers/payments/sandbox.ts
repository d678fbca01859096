import { MESSAGES } from '@kavach/domain';
import {
  hmacHex,
  header,
  isFresh,
  signatureMatches,
  type PaymentProvider,
  type PaymentResult,
} from './payment-provider.ts';

/**
 * The sandbox gateway (docs/decisions.md §4): its hosted card page lives at /sandbox-pay/{attempt}?t={page token}. It
 * signs the result it puts on the browser's return URL (attempt|status|signed_at) and, separately, the raw body of its
 * webhook (which carries created_at); both are refused once older than 15 minutes.
 */
export function createSandboxPaymentProvider(secret: string) {
  const signReturn = (attemptId: string, status: string, signedAt: number) =>
    hmacHex(secret, `return|${attemptId}|${status}|${signedAt}`);
  const signWebhook = (rawBody: string) => hmacHex(secret, `webhook|${rawBody}`);
  // The card page is a capability of the session that opened the attempt: only that session's initiate response
  // carries the token, so someone who learns the attempt id alone cannot pay or cancel it.
  const pageToken = (attemptId: string, sessionId: string) => hmacHex(secret, `page|${attemptId}|${sessionId}`);
  const provider = {
    id: 'sandbox',
    signReturn,
    signWebhook,
    pageToken,
    async createPayment(attempt) {
      return {
        paymentUrl: `/sandbox-pay/${attempt.id}?t=${pageToken(attempt.id, attempt.sessionId)}`,
        providerOrderId: `sbx_${attempt.id.replaceAll('-', '').slice(0, 16)}`,
      };
    },
    verifyReturn(params) {
      const { payment_attempt_id: id, status, signature, signed_at: signedAt } = params;
      if (!id || (status !== 'SUCCESS' && status !== 'FAILED') || !signedAt || !/^\d{1,12}$/.test(signedAt))
        return null;
      if (!signatureMatches(signReturn(id, status, Number(signedAt)), signature) || !isFresh(Number(signedAt)))
        return null;
      return {
        attemptId: id,
        providerOrderId: null,
        status,
        reason: status === 'FAILED' ? MESSAGES.PAYMENT_DECLINED : null,
        amountPaise: null,
      };
    },
    verifyWebhook(rawBody, headers) {
      if (!signatureMatches(signWebhook(rawBody), header(headers, 'x-sandbox-signature'))) return null;
      try {
        const event = JSON.parse(rawBody) as {
          payment_attempt_id?: string;
          payment_id?: string;
          status?: string;
          amount_paise?: number;
          failure_reason?: string;
          created_at?: number;
        };
        if (
          !event.payment_attempt_id ||
          (event.status !== 'SUCCESS' && event.status !== 'FAILED') ||
          !isFresh(event.created_at)
        )
          return null;
        const result: PaymentResult = {
          attemptId: event.payment_attempt_id,
          providerOrderId: null,
          providerPaymentId: event.payment_id ?? null,
          status: event.status,
          reason: event.failure_reason ?? null,
          amountPaise: event.amount_paise ?? null,
        };
        return { kind: 'payment', payment: result };
      } catch {
        return null;
      }
    },
    // The sandbox moves no real money: a refund is granted at once, with an id the dashboard can show.
    async refund(request) {
      return { refundId: `sbx_rfnd_${request.attemptId.replaceAll('-', '').slice(0, 16)}` };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
