import type { JourneyApi } from '@kavach/domain';
import { MESSAGES } from '@kavach/domain/validation/messages';
import { apiRequest } from './client.ts';

/**
 * POST /v1/{health|termlife}/single-quote: one plan priced again (add-ons, riders, a new cover).
 * docs/product/quotes.md §5 / docs/product/review-payment-term-bike.md §8: the answer must hold a non-empty
 * quotation_list.
 */
export async function postSingleQuote<R extends { quotation_list: unknown[] }>(
  path: `/v1/${JourneyApi}/single-quote`,
  request: unknown,
): Promise<R> {
  const res = await apiRequest<Partial<R> | null>(path, { method: 'POST', body: request });
  if (!Array.isArray(res?.quotation_list) || res.quotation_list.length === 0)
    throw new Error(MESSAGES.NO_QUOTATION_DATA);
  return res as R;
}
