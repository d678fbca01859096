import type { TTermQuote } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { parseTermQuoteSort, sortTermQuotes } from './sort-term-quotes.ts';

const quote = (id: string, premium: number, csr: number, priority: number) =>
  ({
    quote_id: id,
    claim_settlement_ratio: csr,
    priority,
    periodic_premium_breakups: { total_premium: premium },
  }) as unknown as TTermQuote;

// The server's order: value score, highest first.
const quotes = [quote('a', 14_000, 99.2, 3.1), quote('b', 9_800, 97.1, 2.9), quote('c', 12_500, 99.6, 2.5)];
const ids = (qs: TTermQuote[]) => qs.map((q) => q.quote_id);

describe('term quote list order (issue 48)', () => {
  it('puts the cheapest first unless another order is chosen', () => {
    expect(parseTermQuoteSort(null)).toBe('premium');
    expect(parseTermQuoteSort('made-up')).toBe('premium');
    expect(ids(sortTermQuotes(quotes, 'premium'))).toEqual(['b', 'c', 'a']);
  });

  it('orders by claims settled, or by the value score, highest first', () => {
    expect(ids(sortTermQuotes(quotes, 'claims'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortTermQuotes(quotes, 'value'))).toEqual(['a', 'b', 'c']);
  });
});
