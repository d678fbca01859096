import type { THealthQuoteRequestInput } from '@kavach/domain/api/health/quote-request';
import { MESSAGES } from '@kavach/domain/validation/messages';
import { apiRequest } from './client.ts';

/** spec 1 §8: a 200 without a string quotation_list_id is its own error, not a generic failure. */
export class QuoteIdMissingError extends Error {
  override name = 'QuoteIdMissingError';
  constructor() {
    super(MESSAGES.QUOTE_ID_MISSING);
  }
}

/** spec 1 §7: POST /v1/health/async-quote (the pre-quote's Confirm and the quote list's filter changes). */
export async function createHealthAsyncQuote(request: THealthQuoteRequestInput): Promise<string> {
  const body = await apiRequest<unknown>('/v1/health/async-quote', { method: 'POST', body: request });
  const id = (body as { quotation_list_id?: unknown } | null)?.quotation_list_id;
  if (typeof id !== 'string' || id === '') throw new QuoteIdMissingError();
  return id;
}
