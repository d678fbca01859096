import {
  MESSAGES,
  type TTermQuotationStatusResponse,
  type TTermQuoteRequestInput,
  type TTermQuote,
} from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

/** spec 3 §8: a 200 without a string quotation_list_id is its own error. */
export class QuoteIdMissingError extends Error {
  override name = 'QuoteIdMissingError';
  constructor() {
    super(MESSAGES.QUOTE_ID_MISSING);
  }
}

/** POST /v1/termlife/async-quote (spec 3 §3.12): starts quoting every term plan; answers with the list id. */
export async function createTermAsyncQuote(request: TTermQuoteRequestInput): Promise<string> {
  const res = await apiRequest<{ quotation_list_id?: unknown } | null>('/v1/termlife/async-quote', {
    method: 'POST',
    body: request,
  });
  const id = res?.quotation_list_id;
  if (typeof id !== 'string' || id === '') throw new QuoteIdMissingError();
  return id;
}

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
