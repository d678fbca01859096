import { MESSAGES, type JourneyVertical } from '@kavach/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';
import { confirmJourney, initiatePayment } from '../api/journey-payment.ts';
import { readSessionData } from '../auth/auth-session.ts';
import { sessionStore } from '../lib/storage.ts';

export type PaymentError = { title: string; detail?: string; missing?: Record<string, string> };

// docs/product/review-payment-term-bike.md §8 "Payment initiation".
const FALLBACK = MESSAGES.PAYMENT_INITIATE_FALLBACK;

/** Only what we know came from our API is shown; anything else gets the spec's fallback. */
function describe(title: string, err: unknown): PaymentError {
  if (err instanceof ApiError) return { title, detail: err.message, missing: err.fields };
  return { title: FALLBACK };
}

/**
 * docs/product/review-payment-term-bike.md §4.9: confirm the journey, then initiate the payment; store
 * payment_attempt_id and send the browser to the gateway's own page. 'Processing...' stays on while the browser leaves.
 */
export function useStartPayment(journeyId: string, vertical: JourneyVertical) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<PaymentError | null>(null);

  const start = async () => {
    setProcessing(true);
    setError(null);
    const fail = (e: PaymentError) => {
      setError(e);
      setProcessing(false);
    };
    try {
      await confirmJourney(vertical, journeyId, readSessionData()?.user_id ?? null);
    } catch (err) {
      // A refusal may come with a changed journey: confirmation stores the premium its facts earn today when it is
      // not the one reviewed (409). Every read of this journey (details, premium, KYC) is fetched again, so the page
      // shows the new premium beside the message that says why.
      if (err instanceof ApiError)
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(journeyId) });
      return fail(describe(MESSAGES.JOURNEY_CONFIRMATION_FAILED, err));
    }
    let started;
    try {
      started = await initiatePayment(vertical, journeyId);
    } catch (err) {
      return fail(describe(MESSAGES.PAYMENT_INITIATION_FAILED, err));
    }
    // docs/product/review-payment-term-bike.md §5.3: a payment_url is required.
    if (!started.payment_url || !started.payment_attempt_id) return fail({ title: MESSAGES.PAYMENT_URL_MISSING });
    sessionStore.set('journey_id', journeyId);
    sessionStore.set('payment_attempt_id', started.payment_attempt_id);
    window.location.assign(started.payment_url);
  };

  return { processing, error, start };
}
