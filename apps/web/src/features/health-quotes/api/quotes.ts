import { MESSAGES } from '@kavach/domain';
import type { THealthQuoteRequestInput, TSingleQuoteResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

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
