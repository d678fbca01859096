import { QUOTE_POLL_INTERVAL_MS, type THealthQuote, type TQuotationStatusResponse } from '@kavach/domain';
import { useEffect, useState } from 'react';
import { getQuotationStatus } from '../api/quotes.ts';

export type PollingState = {
  quotes: THealthQuote[];
  loading: boolean;
  request: TQuotationStatusResponse['health_quotation_request'] | null;
};

/**
 * spec 1 §4: poll the quotation list every 1.5 s while it is PENDING; each answer replaces the list shown.
 * Any other status stops polling; a polling error is logged, stops polling and hides the loader.
 */
export function useQuotePolling(quoteId: string | null): PollingState {
  // State is kept per list id, so a new id shows an empty, loading list until its first answer arrives.
  const [state, setState] = useState<PollingState & { forId: string | null }>({ forId: null, quotes: [], loading: false, request: null });
  useEffect(() => {
    if (!quoteId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const res = await getQuotationStatus(quoteId, controller.signal);
        if (stopped) return;
        const pending = res.quotation_status.polling_status === 'PENDING';
        setState({ forId: quoteId, quotes: res.quotation_list, loading: pending, request: res.health_quotation_request });
        if (pending) timer = setTimeout(poll, QUOTE_POLL_INTERVAL_MS);
      } catch (err) {
        if (stopped) return;
        console.error('Quote polling failed', err);
        setState((s) => ({ ...(s.forId === quoteId ? s : { quotes: [], request: null }), forId: quoteId, loading: false }));
      }
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [quoteId]);
  if (state.forId !== quoteId) return { quotes: [], loading: quoteId !== null, request: null };
  return { quotes: state.quotes, loading: state.loading, request: state.request };
}
