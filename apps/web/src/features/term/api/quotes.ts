import {
  MESSAGES,
  type TTermQuotationStatusResponse,
  type TTermQuoteRequestInput,
  type TTermQuote,
} from '@kavach/domain';
import { postAsyncQuote } from '../../../shared/api/async-quote.ts';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /v1/termlife/async-quote (spec 3 §3.12): starts quoting every term plan; answers with the list id. */
export const createTermAsyncQuote = (request: TTermQuoteRequestInput): Promise<string> =>
  postAsyncQuote('/v1/termlife/async-quote', request);

/** GET /v1/termlife/async-quote/{id}: the plans quoted so far, the polling status and the stored request. */
export function getTermQuotationStatus(
  quotationListId: string,
  signal?: AbortSignal,
): Promise<TTermQuotationStatusResponse> {
  return apiRequest<TTermQuotationStatusResponse>(
    `/v1/termlife/async-quote/${encodeURIComponent(quotationListId)}`,
    signal ? { signal } : {},
  );
}

/** POST /v1/termlife/single-quote (spec 3 §3.16): must hold a non-empty quotation_list (spec 3 §8). */
export async function createTermSingleQuote(request: TTermQuoteRequestInput): Promise<TTermQuote> {
  const res = await apiRequest<{ quotation_list?: unknown } | null>('/v1/termlife/single-quote', {
    method: 'POST',
    body: request,
  });
  const list = res?.quotation_list;
  if (!Array.isArray(list) || list.length === 0) throw new Error(MESSAGES.NO_QUOTATION_DATA);
  return list[0] as TTermQuote;
}
