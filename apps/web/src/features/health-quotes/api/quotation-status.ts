import type { TQuotationStatusResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

// How many answers each list waits for, from its latest poll: the skeleton cards shown meanwhile (issue 17).
const expectedByList = new Map<string, number>();
export const quotesExpected = (quotationListId: string | null): number | undefined =>
  quotationListId ? expectedByList.get(quotationListId) : undefined;

const fetchStatus = async (quotationListId: string, signal?: AbortSignal) => {
  const res = await apiRequest<TQuotationStatusResponse>(
    `/v1/health/async-quote/${encodeURIComponent(quotationListId)}`,
    signal ? { signal } : {},
  );
  expectedByList.set(quotationListId, res.quotation_status.quotes_expected);
  return res;
};

// Answers asked for by the route's loader while the page's code still downloads; the page's first poll takes its own.
const prefetched = new Map<string, Promise<TQuotationStatusResponse>>();

/** spec 1 §4: one poll of a quotation list (health). The first poll of a list prefetched for its page is that answer. */
export function getQuotationStatus(quotationListId: string, signal?: AbortSignal): Promise<TQuotationStatusResponse> {
  const early = prefetched.get(quotationListId);
  if (!early) return fetchStatus(quotationListId, signal);
  prefetched.delete(quotationListId);
  return early;
}

/** Asks for a list before its page renders (issue 14): the answer then arrives beside the page's chunk, not after it. */
export function prefetchQuotationStatus(quotationListId: string): void {
  const answer = fetchStatus(quotationListId);
  // A failure is the page's to report, when its first poll takes this answer.
  answer.catch(() => undefined);
  prefetched.set(quotationListId, answer);
}
