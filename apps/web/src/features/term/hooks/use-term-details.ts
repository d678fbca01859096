import { TERM_PINCODE_RETRY_MS } from '@kavach/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { lookupPincode } from '../../../shared/api/lookup-pincode.ts';
import { termDetailsFromRequest } from '../lib/quote-request.ts';
import type { TermDetails } from '../lib/term-details.ts';
import { readTermDetails, writeTermDetails } from './term-storage.ts';

/**
 * The pre-quote answers for the summary and for re-quotes. docs/product/review-payment-term-bike.md §4.13: when they
 * are missing locally (a shared link, another browser) they are rebuilt from the quotation request, retrying the
 * pincode lookup about every 1.5 s until it answers, and stored.
 */
export function useTermDetails(request: Record<string, unknown> | null) {
  const [details, setDetails] = useState<TermDetails | null>(readTermDetails);
  // Each poll answers with a new object: the text keeps the effect from restarting on every poll.
  const requestKey = request ? JSON.stringify(request) : null;
  useEffect(() => {
    if (details || !requestKey) return;
    const request = JSON.parse(requestKey) as Record<string, unknown>;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const pincode = String(request.pincode ?? '');
    const settle = (district: string | null) => {
      const rebuilt = termDetailsFromRequest(request, district);
      if (!rebuilt) return;
      writeTermDetails(rebuilt);
      setDetails(rebuilt);
    };
    const attempt = () => {
      lookupPincode(pincode, controller.signal)
        .then((place) => !cancelled && settle(place.district))
        .catch((err: unknown) => {
          if (cancelled) return;
          console.error('Pincode lookup failed', err);
          // An unknown or malformed pincode is an answer: rebuild without a district rather than retry forever.
          if (err instanceof ApiError && (err.status === 404 || err.status === 400)) settle(null);
          else timer = setTimeout(attempt, TERM_PINCODE_RETRY_MS);
        });
    };
    attempt();
    return () => {
      cancelled = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [details, requestKey]);

  /** A cover change on the list is kept in the answers too, so the summary and later re-quotes agree. */
  const update = (next: TermDetails) => {
    writeTermDetails(next);
    setDetails(next);
  };
  return { details, update };
}
