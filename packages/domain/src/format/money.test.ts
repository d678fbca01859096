import { describe, it, expect } from 'vitest';
import { formatIndianNumber, formatInr, lakhCroreLabel } from './money';
import { COVERAGE_OPTIONS } from '../constants/health-cover';
import { TERM_COVER_OPTIONS } from '../constants/term';

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
  it('groups in the Indian style with the rupee sign', () => {
    expect(formatInr(1234567)).toBe('₹12,34,567');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(0)).toBe('₹0');
  });

  it('rounds to whole rupees', () => {
    expect(formatInr(12345.49)).toBe('₹12,345');
    expect(formatInr(12345.5)).toBe('₹12,346');
    expect(formatInr(99999.6)).toBe('₹1,00,000');
  });

  it('puts the minus before the rupee sign and never prints -₹0', () => {
    expect(formatInr(-1500)).toBe('-₹1,500');
    expect(formatInr(-2.5)).toBe('-₹3');
    expect(formatInr(-0.4)).toBe('₹0');
  });
});

describe('lakhCroreLabel', () => {
  it.each(COVERAGE_OPTIONS.map((o) => [o.value, o.label] as const))('health cover %d reads %s', (value, label) => {
    expect(lakhCroreLabel(value)).toBe(label);
  });

  it.each(TERM_COVER_OPTIONS.map((o) => [o.value, o.label] as const))('term cover %d reads %s', (value, label) => {
    expect(lakhCroreLabel(value)).toBe(label);
  });

  it('groups plainly below a lakh', () => {
    expect(lakhCroreLabel(99999)).toBe('99,999');
    expect(lakhCroreLabel(25000)).toBe('25,000');
    expect(lakhCroreLabel(100000)).toBe('1 Lakh');
  });

  it('rounds to two decimals and promotes 100 lakh to a crore', () => {
    expect(lakhCroreLabel(1234567)).toBe('12.35 Lakh');
    expect(lakhCroreLabel(12345678)).toBe('1.23 Crore');
    expect(lakhCroreLabel(9999999)).toBe('1 Crore');
    expect(lakhCroreLabel(1_000_000_000)).toBe('100 Crore');
  });

  it('keeps the sign of a negative amount', () => {
    expect(lakhCroreLabel(-500000)).toBe('-5 Lakh');
  });
});
