import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeList, codesOf, tableOf } from './option';

describe('code lists', () => {
  const table = { YEAR_02: '2 Years', 'care-health': 'Care Health', '1500000+': '15 Lakh and above' };

  it('give the codes in the order written, whatever their spelling', () => {
    expect(codeList(table).codes).toEqual(['YEAR_02', 'care-health', '1500000+']);
    expect(codesOf(table)).toEqual(['YEAR_02', 'care-health', '1500000+']);
  });

  it('keep each label beside its code, for options and a zod enum alike', () => {
    const list = codeList(table, 'care-health');
    expect(list.labels).toBe(table);
    expect(list.defaultCode).toBe('care-health');
    expect(list.options).toEqual([
      { value: 'YEAR_02', label: '2 Years', is_default: false },
      { value: 'care-health', label: 'Care Health', is_default: true },
      { value: '1500000+', label: '15 Lakh and above', is_default: false },
    ]);
    expect(z.enum(list.codes).safeParse('care-health').success).toBe(true);
    expect(z.enum(list.codes).safeParse('Care Health').success).toBe(false);
  });

  it('mark no option default when none is named', () => {
    expect(codeList(table).options.some((o) => o.is_default)).toBe(false);
  });

  it('refuse a default that is not one of the codes', () => {
    // @ts-expect-error the default must be one of the table's codes
    expect(codeList(table, 'YEAR_01').options.some((o) => o.is_default)).toBe(false);
  });

  it('refuse a whole-number code, which JavaScript would list first', () => {
    // @ts-expect-error whole-number codes (maternity waiting periods) are a tuple, not a table
    const periods = codeList({ '24': '24 Months', '9': '9 Months' });
    expect(periods.codes).toEqual(['9', '24']);
  });
});

describe('a table made per code', () => {
  it('holds each code’s own entry, in the codes’ order', () => {
    const table = tableOf(['HEALTH', 'TERM'], (code) => code.length);
    expect(Object.entries(table)).toEqual([
      ['HEALTH', 6],
      ['TERM', 4],
    ]);
  });
});
