import type { THealthQuote } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { sortQuotes } from './sort-quotes.ts';

const quote = (id: string, total: number, years: number, cover: number, ratio: number, network: number) =>
  ({
    quote_id: id,
    sum_insured: cover,
    claim_settlement_ratio: ratio,
    cashless_hospitals: network,
    periodic_premium_breakups: { total_premium: total, policy_years: years },
  }) as unknown as THealthQuote;

// Value-score order as the server sends it: a, b, c, d.
const list = [
  quote('a', 30_000, 2, 1_000_000, 95, 8_000),
  quote('b', 12_000, 1, 500_000, 99, 6_000),
  quote('c', 16_000, 1, 1_000_000, 92, 11_000),
  quote('d', 12_000, 1, 700_000, 97, 6_000),
];
const ids = (qs: THealthQuote[]) => qs.map((q) => q.quote_id).join('');

describe('sortQuotes', () => {
  it('puts the lowest yearly premium first: ₹30,000 for 2 years is ₹15,000 a year, below ₹16,000', () => {
    expect(ids(sortQuotes(list, 'premium'))).toBe('bdac');
  });
  it('orders by cover, claims settled and network size, highest first, ties in value order', () => {
    expect(ids(sortQuotes(list, 'cover'))).toBe('acdb');
    expect(ids(sortQuotes(list, 'claims'))).toBe('bdac');
    expect(ids(sortQuotes(list, 'network'))).toBe('cabd');
  });
  it('leaves the list it was given as it was', () => {
    sortQuotes(list, 'network');
    expect(ids(list)).toBe('abcd');
  });
});
