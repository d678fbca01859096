import type { JourneyApi } from '@kavach/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/client.ts';

/** The part of a quotation status answer the polling needs (health and term lists share it). */
type StatusAnswer<Quote> = {
  quotation_status: { polling_status: string; quotes_expected: number };
  quotation_list: Quote[];
};

export type PollingState<Quote, Request> = {
  quotes: Quote[];
  loading: boolean;
  request: Request | null;
  failed: boolean;
  /** How many answers the list waits for (its skeleton cards, issue 17), once the first poll has said. */
  expected: number | undefined;
};

/**
 * docs/product/quotes.md §4 / docs/product/review-payment-term-bike.md §4.13: a quotation list, asked for again every
 * `intervalMs` while it is PENDING; any other status, or a failed request, stops the polling (no retry: the page says
 * the quotes could not be loaded). A finished list never changes, so it is never asked for again while cached — the
 * plan page and the comparison read the list page's answer. Keyed by list id: a new id shows an empty, loading list
 * until it answers. GET /v1/{health|termlife}/async-quote/{id} is the one poll.
 */
export function quotationStatusQuery<Answer extends StatusAnswer<unknown>>(
  vertical: JourneyApi,
  quoteId: string | null,
  intervalMs: number,
) {
  return queryOptions({
    queryKey: ['quotation-status', vertical, quoteId],
    queryFn: quoteId
      ? ({ signal }) => apiRequest<Answer>(`/v1/${vertical}/async-quote/${encodeURIComponent(quoteId)}`, { signal })
      : skipToken,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.quotation_status.polling_status === 'PENDING'
        ? intervalMs
        : false,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The list as a page shows it, from `quotationStatusQuery`; a failure is logged (docs/product/quotes.md §8). */
export function useQuotationPolling<Quote, Request, Answer extends StatusAnswer<Quote>>(
  query: ReturnType<typeof quotationStatusQuery<Answer>>,
  requestOf: (answer: Answer) => Request,
): PollingState<Quote, Request> {
  const { data, error, isPending } = useQuery(query);
  const waiting = query.queryFn !== skipToken;
  useEffect(() => {
    if (error) console.error('Quote polling failed', error);
  }, [error]);
  return {
    quotes: data?.quotation_list ?? [],
    loading: waiting && !error && (isPending || data?.quotation_status.polling_status === 'PENDING'),
    request: data ? requestOf(data) : null,
    failed: error !== null,
    expected: data?.quotation_status.quotes_expected,
  };
}
