import { TERM_QUOTE_POLL_INTERVAL_MS, type TTermQuotationStatusResponse, type TTermQuote } from '@kavach/domain';
import { useEffect, useState } from 'react';
import { getTermQuotationStatus } from '../api/quotes.ts';

export type TermPollingState = {
  quotes: TTermQuote[];
  loading: boolean;
  /** The stored quotation request (spec 3 §4.13), used to rebuild missing pre-quote answers. */
  request: TTermQuotationStatusResponse['termlife_quotation_request'] | null;
  failed: boolean;
};

/**
 * spec 3 §4.13: poll the list about every second while it is PENDING; each answer replaces the list. Any
 * other status stops polling and hides the loader; a polling error is logged and stops polling.
 */
export function useTermQuotePolling(quoteId: string | null): TermPollingState {
  // Kept per list id, so a new id shows an empty, loading list until its first answer arrives.
  const [state, setState] = useState<TermPollingState & { forId: string | null }>({ forId: null, quotes: [], loading: false, request: null, failed: false });
  useEffect(() => {
    if (!quoteId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const res = await getTermQuotationStatus(quoteId, controller.signal);
        if (stopped) return;
        const pending = res.quotation_status.polling_status === 'PENDING';
        setState({ forId: quoteId, quotes: res.quotation_list, loading: pending, request: res.termlife_quotation_request, failed: false });
        if (pending) timer = setTimeout(poll, TERM_QUOTE_POLL_INTERVAL_MS);
      } catch (err) {
        if (stopped) return;
        console.error('Term quote polling failed', err);
        setState((s) => ({ ...(s.forId === quoteId ? s : { quotes: [], request: null }), forId: quoteId, loading: false, failed: true }));
      }
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [quoteId]);
  if (state.forId !== quoteId) return { quotes: [], loading: quoteId !== null, request: null, failed: false };
  return state;
}
