import { describe, it, expect } from 'vitest';
import { formatIndianNumber, formatInr, formatMonthlyShare, lakhCroreLabel } from './money';
import { COVERAGE_OPTIONS, TERM_COVER_OPTIONS } from '../code-lists/cover';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
    [-1234567, '-12,34,567'],
    [1234.5, '1,234.5'],
  ])('%d -> %s', (n, expected) => {
    expect(formatIndianNumber(n)).toBe(expected);
  });

  it('gives an empty string for NaN and Infinity', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatInr', () => {
  it.each([
    // Indian grouping with the rupee sign
    [1234567, '₹12,34,567'],
    [999, '₹999'],
    [0, '₹0'],
    // whole rupees, rounded
    [12345.49, '₹12,345'],
    [12345.5, '₹12,346'],
    [99999.6, '₹1,00,000'],
    // the minus before the rupee sign, and never -₹0
    [-1500, '-₹1,500'],
    [-2.5, '-₹3'],
    [-0.4, '₹0'],
  ])('%s -> %s', (n, expected) => {
    expect(formatInr(n)).toBe(expected);
  });
});

describe('lakhCroreLabel', () => {
  it.each<readonly [number, string]>([
    // every health and term cover option's label is its amount's
    ...[...COVERAGE_OPTIONS, ...TERM_COVER_OPTIONS].map((o) => [o.value, o.label] as const),
    // plain grouping below a lakh
    [99999, '99,999'],
    [25000, '25,000'],
    [100000, '1 Lakh'],
    // two decimals, and 100 lakh promoted to a crore
    [1234567, '12.35 Lakh'],
    [12345678, '1.23 Crore'],
    [9999999, '1 Crore'],
    [1_000_000_000, '100 Crore'],
    // the sign of a negative amount kept
    [-500000, '-5 Lakh'],
  ])('%s reads %s', (n, expected) => {
    expect(lakhCroreLabel(n)).toBe(expected);
  });
});

describe('formatMonthlyShare', () => {
  it('says a monthly figure is the yearly premium divided by 12, not an instalment', () => {
    expect(formatMonthlyShare(1042)).toBe('₹1,042/month (yearly premium ÷ 12)');
  });
});
