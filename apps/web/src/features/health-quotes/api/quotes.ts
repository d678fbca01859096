import type { THealthQuoteRequestInput, TSingleQuoteResponse } from '@kavach/domain';
import { postSingleQuote } from '../../../shared/api/single-quote.ts';

/**
 * docs/product/quotes.md §5: a health plan priced with the add-ons chosen; the answer carries the quote token Buy uses.
 */
export const createSingleQuote = (request: THealthQuoteRequestInput) =>
  postSingleQuote<TSingleQuoteResponse>('/v1/health/single-quote', request);
