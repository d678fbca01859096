import type { THealthQuoteRequestInput } from '@kavach/domain/api/health/quote-request';
import { postAsyncQuote } from './async-quote.ts';

/**
 * docs/product/quotes.md §7: POST /v1/health/async-quote (the pre-quote's Confirm and the quote list's filter changes).
 */
export const createHealthAsyncQuote = (request: THealthQuoteRequestInput): Promise<string> =>
  postAsyncQuote('/v1/health/async-quote', request);
