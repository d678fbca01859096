import type { TAsyncQuoteResponse, THealthQuoteRequestInput, TSingleQuoteResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

export const MISSING_QUOTE_ID = 'Quote ID missing from async-quote response';
export const NO_QUOTATION_DATA = 'No quotation data received from server';

/** spec 1 §7 / §8: the async quote must answer with a string quotation_list_id. */
export async function createAsyncQuote(request: THealthQuoteRequestInput): Promise<string> {
  const res = await apiRequest<Partial<TAsyncQuoteResponse>>('/v1/health/async-quote', { method: 'POST', body: request });
  if (typeof res?.quotation_list_id !== 'string') throw new Error(MISSING_QUOTE_ID);
  return res.quotation_list_id;
}

/** spec 1 §5: "Quote single response must hold a non-empty quotation_list". */
export async function createSingleQuote(request: THealthQuoteRequestInput): Promise<TSingleQuoteResponse> {
  const res = await apiRequest<Partial<TSingleQuoteResponse>>('/v1/health/single-quote', { method: 'POST', body: request });
  if (!Array.isArray(res?.quotation_list) || res.quotation_list.length === 0) throw new Error(NO_QUOTATION_DATA);
  return res as TSingleQuoteResponse;
}
