import { describe, it, expect } from 'vitest';
import {
  indiaDate,
  daysBetween,
  formatDobInput,
  isValidIsoDate,
  normaliseDob,
  parseDisplayDate,
  parseIsoDate,
  toDisplayDate,
  todayIso,
} from './dates';

describe('formatDobInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1508', '15/08'],
    ['15081', '15/08/1'],
    ['15081990', '15/08/1990'],
    ['150819901234', '15/08/1990'],
    ['15/08/1990', '15/08/1990'],
    ['15-08-1990', '15/08/1990'],
    ['ab15c08d1990', '15/08/1990'],
  ])('%j -> %j', (raw, expected) => {
    expect(formatDobInput(raw)).toBe(expected);
  });

  it('never exceeds 10 characters', () => {
    expect(formatDobInput('9'.repeat(40))).toHaveLength(10);
  });
});

describe('parseDisplayDate', () => {
  it('turns a real date into ISO', () => {
    expect(parseDisplayDate('15/08/1990')).toBe('1990-08-15');
    expect(parseDisplayDate('01/01/1901')).toBe('1901-01-01');
  });

  it('accepts 29 February only in a leap year', () => {
    expect(parseDisplayDate('29/02/2000')).toBe('2000-02-29');
    expect(parseDisplayDate('29/02/2001')).toBeNull();
    expect(parseDisplayDate('29/02/1904')).toBe('1904-02-29');
  });

  it('rejects the year 1900 and earlier', () => {
    expect(parseDisplayDate('31/12/1900')).toBeNull();
    expect(parseDisplayDate('01/01/1899')).toBeNull();
  });

  it.each(['31/04/1990', '00/01/1990', '10/13/1990', '1/1/1990', '1990-01-01', '15/08/90', ''])(
    'rejects %j',
    (text) => {
      expect(parseDisplayDate(text)).toBeNull();
    },
  );
});

describe('ISO dates', () => {
  it('parses real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(isValidIsoDate('2023-11-31')).toBe(false);
    expect(isValidIsoDate('2023-1-5')).toBe(false);
  });

  it('shows ISO dates as DD/MM/YYYY and bad ones as blank', () => {
    expect(toDisplayDate('1990-08-05')).toBe('05/08/1990');
    expect(toDisplayDate('1990-02-30')).toBe('');
    expect(toDisplayDate(undefined)).toBe('');
  });

  it('normalises either form of a date of birth', () => {
    expect(normaliseDob('05/08/1990')).toBe('1990-08-05');
    expect(normaliseDob(' 1990-08-05 ')).toBe('1990-08-05');
    expect(normaliseDob('1900-12-31')).toBeNull();
    expect(normaliseDob('31/02/1990')).toBeNull();
    expect(normaliseDob('')).toBeNull();
  });

  it('reads today by India’s calendar, whatever the runtime’s zone', () => {
    // 20:00 UTC on 9 January is 01:30 on the 10th in Pune; 18:29 UTC is still the 9th there.
    expect(todayIso(new Date('2025-01-09T20:00:00Z'))).toBe('2025-01-10');
    expect(todayIso(new Date('2025-01-09T18:29:59Z'))).toBe('2025-01-09');
    expect(todayIso(new Date('2024-12-31T18:30:00Z'))).toBe('2025-01-01');
  });

  it('counts days across a leap day and across years below 100', () => {
    expect(daysBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(2);
    expect(daysBetween({ year: 2023, month: 2, day: 28 }, { year: 2023, month: 3, day: 1 })).toBe(1);
    expect(daysBetween({ year: 50, month: 1, day: 1 }, { year: 51, month: 1, day: 1 })).toBe(365);
  });
});

describe('indiaDate', () => {
  it('gives the day in India, which starts 5½ hours before the day in UTC', () => {
    expect(indiaDate('2026-11-22T18:29:59Z')).toBe('2026-11-22');
    expect(indiaDate('2026-11-22T18:30:00Z')).toBe('2026-11-23');
    expect(indiaDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('answers each instant by its own day, whatever day was asked for before (the last day is remembered)', () => {
    const asked = [
      ['2026-11-23T18:29:59.999Z', '2026-11-23'],
      ['2026-11-23T18:30:00.000Z', '2026-11-24'],
      ['2026-11-22T18:30:00.000Z', '2026-11-23'],
      ['2026-11-23T18:29:59.999Z', '2026-11-23'],
      ['1969-12-31T18:29:59.999Z', '1969-12-31'],
      ['1969-12-31T18:30:00.000Z', '1970-01-01'],
      ['2026-11-24T18:29:59.999Z', '2026-11-24'],
    ];
    expect(asked.map(([instant]) => indiaDate(instant ?? ''))).toEqual(asked.map(([, day]) => day));
  });
});
