import type { JourneyApi } from '@kavach/domain';
import { MESSAGES } from '@kavach/domain/validation/messages';
import { apiRequest } from './client.ts';

/**
 * docs/product/quotes.md §8 / docs/product/review-payment-term-bike.md §8: a 200 without a string quotation_list_id is
 * its own error, not a generic failure.
 */
export class QuoteIdMissingError extends Error {
  override name = 'QuoteIdMissingError';
  constructor() {
    super(MESSAGES.QUOTE_ID_MISSING);
  }
}

/** POST /v1/{health|termlife}/async-quote: starts quoting every plan; answers with the quotation list's id. */
export async function postAsyncQuote(path: `/v1/${JourneyApi}/async-quote`, request: unknown) {
  const body = await apiRequest<unknown>(path, { method: 'POST', body: request });
  const id = (body as { quotation_list_id?: unknown } | null)?.quotation_list_id;
  if (typeof id !== 'string' || id === '') throw new QuoteIdMissingError();
  return id;
}
