import type { TMotorQuote } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { parseMotorQuoteSort, sortMotorQuotes } from './sort-motor-quotes.ts';

type Priced = Extract<TMotorQuote, { eligible: true }>;
const quote = (insurer_id: string, total_premium: number, idv: number) =>
  ({ eligible: true, insurer_id, total_premium, idv }) as Priced;
const quotes = [quote('a', 5000, 60000), quote('b', 4000, 55000), quote('c', 4500, 62000), quote('d', 4000, 58000)];
const ids = (qs: Priced[]) => qs.map((q) => q.insurer_id);

describe('the motor list’s orders (issue 48)', () => {
  it('puts the cheapest first, ties in the server’s order, or the highest IDV first', () => {
    expect(ids(sortMotorQuotes(quotes, 'premium'))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortMotorQuotes(quotes, 'idv'))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('reads the address’s sort, premium for anything else', () => {
    expect(parseMotorQuoteSort('idv')).toBe('idv');
    expect(parseMotorQuoteSort('cheapest')).toBe('premium');
    expect(parseMotorQuoteSort(null)).toBe('premium');
  });
});
