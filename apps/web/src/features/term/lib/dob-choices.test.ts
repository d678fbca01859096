import { checkTermDob } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { dayChoices, dobDisplay, dobParts, dobYearChoices, withDobPart } from './dob-choices.ts';

describe('term date of birth choices (docs/product/review-payment-term-bike.md §5.4: ages 18 to 75)', () => {
  it('offers the birth years of everyone 18 to 75 today, youngest first', () => {
    // On 15 June 2026: born in 2008 up to 15 June is 18; born after 15 June 1950 is 75, before it 76.
    const years = dobYearChoices('2026-06-15');
    expect([years[0], years.at(-1), years.length]).toEqual([2008, 1950, 59]);
  });

  it('drops the oldest year once its last day is more than 75 years back', () => {
    // On 31 December 2026 everyone born in 1950 has turned 76; on 1 January 2026 someone born on 1 January 2008 turns
    // 18.
    expect(dobYearChoices('2026-12-31').at(-1)).toBe(1951);
    expect(dobYearChoices('2026-01-01')[0]).toBe(2008);
  });

  it('every year offered has a day that passes the age check, and the years either side have none', () => {
    const today = '2026-06-15';
    const years = dobYearChoices(today);
    expect(years.length).toBeGreaterThan(0);
    const someDayPasses = (year: number) =>
      ['01/01', '15/06', '16/06', '31/12'].some((dm) => checkTermDob(`${dm}/${year}`, today) === null);
    expect(years.every(someDayPasses)).toBe(true);
    expect([years[0]! + 1, years.at(-1)! - 1].some(someDayPasses)).toBe(false);
  });

  it('knows the days of the chosen month, February by the year', () => {
    expect([
      dayChoices(null, null).length,
      dayChoices(4, null).length,
      dayChoices(2, null).length,
      dayChoices(2, 1990).length,
      dayChoices(2, 1992).length,
    ]).toEqual([31, 30, 29, 28, 29]);
  });

  it('splits the stored date into the selects and joins them back as DD/MM/YYYY', () => {
    expect(dobParts('1996-03-09')).toEqual({ day: '9', month: '3', year: '1996' });
    expect(dobParts('')).toEqual({ day: '', month: '', year: '' });
    expect(dobDisplay({ day: '9', month: '3', year: '1996' })).toBe('09/03/1996');
    expect(dobDisplay({ day: '9', month: '', year: '1996' })).toBe('');
  });

  it('clears a day the new month or year does not have', () => {
    expect(withDobPart({ day: '31', month: '1', year: '1990' }, 'month', '4')).toEqual({
      day: '',
      month: '4',
      year: '1990',
    });
    expect(withDobPart({ day: '29', month: '2', year: '1992' }, 'year', '1991')).toEqual({
      day: '',
      month: '2',
      year: '1991',
    });
    expect(withDobPart({ day: '30', month: '1', year: '1990' }, 'month', '4')).toEqual({
      day: '30',
      month: '4',
      year: '1990',
    });
  });
});
