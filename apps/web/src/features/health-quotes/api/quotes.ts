import { MESSAGES } from '@kavach/domain';
import type { TAsyncQuoteResponse, THealthQuoteRequestInput, TSingleQuoteResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

/** spec 1 §7 / §8: the async quote must answer with a string quotation_list_id. */
export async function createAsyncQuote(request: THealthQuoteRequestInput): Promise<string> {
  const res = await apiRequest<Partial<TAsyncQuoteResponse>>('/v1/health/async-quote', {
    method: 'POST',
    body: request,
  });
  if (typeof res?.quotation_list_id !== 'string') throw new Error(MESSAGES.QUOTE_ID_MISSING);
  return res.quotation_list_id;
}

/** spec 1 §5: "Quote single response must hold a non-empty quotation_list". */
export async function createSingleQuote(request: THealthQuoteRequestInput): Promise<TSingleQuoteResponse> {
  const res = await apiRequest<Partial<TSingleQuoteResponse>>('/v1/health/single-quote', {
    method: 'POST',
    body: request,
  });
  if (!Array.isArray(res?.quotation_list) || res.quotation_list.length === 0)
    throw new Error(MESSAGES.NO_QUOTATION_DATA);
  return res as TSingleQuoteResponse;
}
