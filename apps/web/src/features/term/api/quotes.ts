import type { TTermQuoteRequestInput, TTermQuote } from '@kavach/domain';
import { postAsyncQuote } from '../../../shared/api/async-quote.ts';
import { postSingleQuote } from '../../../shared/api/single-quote.ts';

/**
 * POST /v1/termlife/async-quote (docs/product/review-payment-term-bike.md §3.12): starts quoting every term plan;
 * answers with the list id.
 */
export const createTermAsyncQuote = (request: TTermQuoteRequestInput): Promise<string> =>
  postAsyncQuote('/v1/termlife/async-quote', request);

/**
 * POST /v1/termlife/single-quote (docs/product/review-payment-term-bike.md §3.16): the plan priced with its riders, the
 * first of the list, and the server's signature on it, which Buy starts the journey with.
 */
export async function createTermSingleQuote(
  request: TTermQuoteRequestInput,
): Promise<{ quote: TTermQuote; token: string }> {
  const res = await postSingleQuote<{ quotation_list: TTermQuote[]; quote_token: string }>(
    '/v1/termlife/single-quote',
    request,
  );
  return { quote: res.quotation_list[0] as TTermQuote, token: res.quote_token };
}
