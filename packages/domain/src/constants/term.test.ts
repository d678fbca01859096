import { describe, it, expect } from 'vitest';
import { SMOKER_OPTIONS, TERM_AGES, suggestIncomeBand, termPolicyTerm } from './term';
import { DEFAULT_TERM_COVER, TERM_COVER_OPTIONS } from '../code-lists/cover';
import { QUALIFICATION_OPTIONS } from '../code-lists/proposal';
import { defaultOption } from './option';

describe('term cover options', () => {
  it('are the 11 amounts of docs/product/review-payment-term-bike.md §9 with 1 crore the default', () => {
    expect(TERM_COVER_OPTIONS.map((o) => o.value)).toEqual([
      750000, 1000000, 1500000, 2000000, 2500000, 5000000, 10000000, 15000000, 20000000, 30000000, 50000000,
    ]);
    expect(defaultOption(TERM_COVER_OPTIONS)).toEqual({ value: 10000000, label: '1 Crore', is_default: true });
    expect(DEFAULT_TERM_COVER).toBe(10000000);
  });
});

describe('suggestIncomeBand', () => {
  it.each([
    [15_000_000, 'ABOVE_FIFTEEN_LAC'],
    [14_999_999, 'TEN_LAC_TO_FIFTEEN_LAC'],
    [10_000_000, 'TEN_LAC_TO_FIFTEEN_LAC'],
    [9_999_999, 'FIVE_LAC_TO_TEN_LAC'],
    [5_000_000, 'FIVE_LAC_TO_TEN_LAC'],
    [4_999_999, 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC'],
    [1_500_000, 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC'],
    [1_499_999, null],
    [750_000, null],
    [50_000_000, 'ABOVE_FIFTEEN_LAC'],
  ])('cover %d suggests %s', (cover, band) => {
    expect(suggestIncomeBand(cover)).toBe(band);
  });
});

describe('term rules', () => {
  it('runs the policy from the entry age to the age the buyer chose', () => {
    expect(termPolicyTerm(18, 65)).toBe(47);
    expect(termPolicyTerm(30, 60)).toBe(30);
    expect(termPolicyTerm(40, 85)).toBe(45);
    expect(termPolicyTerm(65, 65)).toBe(0);
  });

  it('offers ages 18 to 75', () => {
    expect(TERM_AGES[0]).toBe(18);
    expect(TERM_AGES.at(-1)).toBe(75);
    expect(TERM_AGES).toHaveLength(58);
  });

  it('defaults to Graduate, and leaves tobacco use to the buyer (issue 48)', () => {
    expect(defaultOption(QUALIFICATION_OPTIONS)?.label).toBe('Graduate');
    expect(SMOKER_OPTIONS.filter((o) => o.is_default)).toEqual([]);
  });
});
