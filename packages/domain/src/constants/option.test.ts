import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codesOf, labelTable, toOptions } from './option';

describe('label tables', () => {
  const table = labelTable({ YEAR_02: '2 Years', 'care-health': 'Care Health', '1500000+': '15 Lakh and above' });

  it('give the codes in the order written, whatever their spelling', () => {
    expect(codesOf(table)).toEqual(['YEAR_02', 'care-health', '1500000+']);
  });

  it('keep each label beside its code, for options and a zod enum alike', () => {
    const codes = codesOf(table);
    expect(toOptions(codes, table, 'care-health')).toEqual([
      { value: 'YEAR_02', label: '2 Years', is_default: false },
      { value: 'care-health', label: 'Care Health', is_default: true },
      { value: '1500000+', label: '15 Lakh and above', is_default: false },
    ]);
    expect(z.enum(codes).safeParse('care-health').success).toBe(true);
    expect(z.enum(codes).safeParse('Care Health').success).toBe(false);
  });

  it('refuse a whole-number code, which JavaScript would list first', () => {
    // @ts-expect-error whole-number codes (maternity waiting periods) are a tuple, not a table
    const periods = labelTable({ '24': '24 Months', '9': '9 Months' });
    expect(codesOf(periods)).toEqual(['9', '24']);
  });
});
