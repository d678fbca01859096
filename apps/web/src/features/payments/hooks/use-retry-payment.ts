import { MESSAGES, type JourneyVertical } from '@kavach/domain';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { confirmJourney, initiatePayment } from '../../../shared/api/journey-payment.ts';
import { readSessionData } from '../../../shared/auth/auth-session.ts';
import { rememberPaymentIds } from '../lib/payment-ids.ts';

/**
 * docs/product/review-payment-term-bike.md §4.10: Retry Payment opens a new attempt and sends the browser to its
 * payment page. It confirms first, as the review's Pay does: a premium holds for the day it was confirmed, so a retry
 * on a later day (or after a payment refunded because the premium moved overnight) is priced again and, if the premium
 * changed, says so at once with the new amount; the buyer reviews it and pays, instead of being told only to confirm
 * again.
 */
export function useRetryPayment(journeyId: string | null, vertical: JourneyVertical) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retry = async () => {
    setError(null);
    if (!journeyId) return setError(MESSAGES.PAYMENT_RETRY_FAILED);
    setBusy(true);
    try {
      await confirmJourney(vertical, journeyId, readSessionData()?.user_id ?? null);
      const started = await initiatePayment(vertical, journeyId);
      if (!started.payment_url || !started.payment_attempt_id) throw new Error(MESSAGES.PAYMENT_URL_MISSING);
      rememberPaymentIds(journeyId, started.payment_attempt_id);
      window.location.assign(started.payment_url);
    } catch (err) {
      // The server's own words when it refused (e.g. 'This journey is already paid'), else the spec's fallback.
      setError(
        err instanceof ApiError || (err instanceof Error && err.message === MESSAGES.PAYMENT_URL_MISSING)
          ? err.message
          : MESSAGES.PAYMENT_RETRY_FAILED,
      );
      setBusy(false);
    }
  };
  return { busy, error, retry };
}
