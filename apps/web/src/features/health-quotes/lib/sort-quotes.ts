import type { THealthQuote } from '@kavach/domain';
import { orderQuotes, parseQuoteOrder } from '../../../shared/quotes/quote-order.ts';

/**
 * Issue 17: the orders a buyer can put the quotes received in, in the browser; premium first. Their menu label and the
 * words after "sorted by" are keys of the feature's catalogue.
 */
export const QUOTE_SORTS = [
  { value: 'premium', label: 'sort.premium', caption: 'sort.premiumCaption' },
  { value: 'cover', label: 'sort.cover', caption: 'sort.coverCaption' },
  { value: 'claims', label: 'sort.claims', caption: 'sort.claimsCaption' },
  { value: 'network', label: 'sort.network', caption: 'sort.networkCaption' },
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number]['value'];

export const parseQuoteSort = (raw: string | null): QuoteSort => parseQuoteOrder(QUOTE_SORTS, raw);

// A year's premium, so a 2- or 3-year policy ranks by what it costs a year.
const yearly = (q: THealthQuote) =>
  q.periodic_premium_breakups.total_premium / Math.max(1, q.periodic_premium_breakups.policy_years);

const KEYS: Record<QuoteSort, (q: THealthQuote) => number> = {
  premium: yearly,
  cover: (q) => -q.sum_insured,
  claims: (q) => -q.claim_settlement_ratio,
  network: (q) => -q.cashless_hospitals,
};

/** The quotes in the chosen order; ties keep the server's order (value score, highest first). */
export function sortQuotes(quotes: readonly THealthQuote[], sort: QuoteSort): THealthQuote[] {
  return orderQuotes(quotes, KEYS[sort]);
}
