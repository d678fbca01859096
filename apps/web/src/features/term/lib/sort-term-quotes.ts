import type { TTermQuote } from '@kavach/domain';
import { orderQuotes, parseQuoteOrder, type QuoteOrder } from '../../../shared/quotes/quote-order.ts';

/**
 * Issue 48: the orders of the term list, premium first as health's list has it. The value score is one of them, said
 * in words where the list says how it is sorted (apps/api term-quote-detail.ts computes it). Label and caption are keys
 * of the term namespace, translated where the list is shown.
 */
export const TERM_QUOTE_SORTS = [
  { value: 'premium', label: 'sort.premium.label', caption: 'sort.premium.caption' },
  { value: 'claims', label: 'sort.claims.label', caption: 'sort.claims.caption' },
  { value: 'value', label: 'sort.value.label', caption: 'sort.value.caption' },
] as const satisfies readonly QuoteOrder<string>[];
export type TermQuoteSort = (typeof TERM_QUOTE_SORTS)[number]['value'];

export const parseTermQuoteSort = (raw: string | null): TermQuoteSort => parseQuoteOrder(TERM_QUOTE_SORTS, raw);

const KEYS: Record<TermQuoteSort, (q: TTermQuote) => number> = {
  premium: (q) => q.periodic_premium_breakups.total_premium,
  claims: (q) => -q.claim_settlement_ratio,
  value: (q) => -q.priority,
};

/** The term quotes in the chosen order; ties keep the server's order. */
export const sortTermQuotes = (quotes: readonly TTermQuote[], sort: TermQuoteSort): TTermQuote[] =>
  orderQuotes(quotes, KEYS[sort]);
