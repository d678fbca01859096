import { useEffect, useState } from 'react';

/** The part of a quotation status answer the polling needs (health and term lists share it). */
type StatusAnswer<Quote> = { quotation_status: { polling_status: string }; quotation_list: Quote[] };

export type PollingState<Quote, Request> = {
  quotes: Quote[];
  loading: boolean;
  request: Request | null;
  failed: boolean;
};

/**
 * spec 1 §4 / spec 3 §4.13: poll a quotation list while it is PENDING, every `intervalMs`; each answer replaces
 * the list shown. Any other status stops polling and hides the loader; an error is logged, stops polling and
 * hides the loader. State is kept per list id, so a new id shows an empty, loading list until it answers.
 */
export function useQuotationPolling<Quote, Request, Answer extends StatusAnswer<Quote>>(
  quoteId: string | null,
  fetchStatus: (id: string, signal: AbortSignal) => Promise<Answer>,
  requestOf: (answer: Answer) => Request,
  intervalMs: number,
): PollingState<Quote, Request> {
  const [state, setState] = useState<PollingState<Quote, Request> & { forId: string | null }>({
    forId: null,
    quotes: [],
    loading: false,
    request: null,
    failed: false,
  });
  useEffect(() => {
    if (!quoteId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const res = await fetchStatus(quoteId, controller.signal);
        if (stopped) return;
        const pending = res.quotation_status.polling_status === 'PENDING';
        setState({
          forId: quoteId,
          quotes: res.quotation_list,
          loading: pending,
          request: requestOf(res),
          failed: false,
        });
        if (pending) timer = setTimeout(poll, intervalMs);
      } catch (err) {
        if (stopped) return;
        console.error('Quote polling failed', err);
        setState((s) => ({
          ...(s.forId === quoteId ? s : { quotes: [], request: null }),
          forId: quoteId,
          loading: false,
          failed: true,
        }));
      }
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
    // fetchStatus, requestOf and intervalMs are module-level constants at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteId]);
  if (state.forId !== quoteId) return { quotes: [], loading: quoteId !== null, request: null, failed: false };
  return { quotes: state.quotes, loading: state.loading, request: state.request, failed: state.failed };
}
