import { describe, it, expect } from 'vitest';
import {
  ageLabel,
  ageOn,
  ageYearsAndDays,
  checkChildAge,
  checkPlanEntryAge,
  checkChildDob,
  checkPreQuoteAdultDob,
  checkProposalAdultAge,
  needsAppointee,
} from './age';

const TODAY = '2025-06-15';

describe('ageOn', () => {
  it('counts whole years with month and day adjustment', () => {
    expect(ageOn('1990-06-15', TODAY)).toBe(35);
    expect(ageOn('1990-06-16', TODAY)).toBe(34);
    expect(ageOn('1990-07-01', TODAY)).toBe(34);
    expect(ageOn('1990-05-31', TODAY)).toBe(35);
  });

  it('treats a 29 February birthday as reached on 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('is negative for a future date and null for a bad one', () => {
    expect(ageOn('2026-06-15', TODAY)).toBe(-1);
    expect(ageOn('2001-02-29', TODAY)).toBeNull();
    expect(ageOn('1990-01-01', 'today')).toBeNull();
  });
});

describe('ageLabel', () => {
  it.each([
    ['1990-06-15', '35 years'],
    ['2024-06-15', '1 year'],
    ['2024-06-16', '11 months'],
    ['2025-01-10', '5 months'],
    ['2025-05-15', '1 month'],
    ['2025-05-16', '30 days'],
    ['2025-06-03', '12 days'],
    ['2025-06-14', '1 day'],
    ['2025-06-15', 'Newborn'],
  ])('born %s -> %s', (dob, label) => {
    expect(ageLabel(dob, TODAY)).toBe(label);
  });

  it('is blank for a future or invalid date', () => {
    expect(ageLabel('2025-06-16', TODAY)).toBe('');
    expect(ageLabel('2025-02-30', TODAY)).toBe('');
  });
});

describe('checkPreQuoteAdultDob (18 to 100)', () => {
  it('accepts exactly 18 and exactly 100', () => {
    expect(checkPreQuoteAdultDob('15/06/2007', TODAY)).toBeNull();
    expect(checkPreQuoteAdultDob('1925-06-15', TODAY)).toBeNull();
  });

  it('rejects a day short of 18 and a 101st birthday', () => {
    expect(checkPreQuoteAdultDob('16/06/2007', TODAY)).toBe('Age must be between 18 and 100 years');
    expect(checkPreQuoteAdultDob('15/06/1924', TODAY)).toBe('Age must be between 18 and 100 years');
  });

  it('reports missing and invalid dates', () => {
    expect(checkPreQuoteAdultDob('', TODAY)).toBe('Date is required');
    expect(checkPreQuoteAdultDob('29/02/2001', TODAY)).toBe('Please enter a valid date (DD/MM/YYYY)');
    expect(checkPreQuoteAdultDob('01/01/1900', TODAY)).toBe('Please enter a valid date (DD/MM/YYYY)');
    expect(checkPreQuoteAdultDob('16/06/2025', TODAY)).toBe('Please enter a valid date (DD/MM/YYYY)');
  });
});

describe('checkChildDob (91 days to 25 years, 18 years younger than the younger parent)', () => {
  it('accepts 91 days old and 25 years old when no parent date is known', () => {
    // 15/06/2025 less 91 days: 16/03/2025.
    expect(checkChildDob('16/03/2025', {}, TODAY)).toBeNull();
    expect(checkChildDob('2000-06-16', {}, TODAY)).toBeNull();
    expect(checkChildDob('15/06/2007', {}, TODAY)).toBeNull();
  });

  it('rejects 90 days old and 26 or over', () => {
    expect(checkChildDob('17/03/2025', {}, TODAY)).toBe('Child must be between 91 days and 25 years old');
    expect(checkChildDob('15/06/1999', {}, TODAY)).toBe('Child must be between 91 days and 25 years old');
  });

  it('measures the gap from the younger of self and spouse', () => {
    const parents = { selfDob: '1980-01-01', spouseDob: '1990-03-10' };
    expect(checkChildDob('2008-03-10', parents, TODAY)).toBeNull();
    expect(checkChildDob('2008-03-09', parents, TODAY)).toBe(
      'Child must be at least 18 years younger than the parents',
    );
  });

  it('uses whichever parent date is known and ignores unusable ones', () => {
    expect(checkChildDob('2010-01-01', { spouseDob: '15/06/1995' }, TODAY)).toBe(
      'Child must be at least 18 years younger than the parents',
    );
    expect(checkChildDob('2010-01-01', { selfDob: '1985-01-01', spouseDob: 'garbage' }, TODAY)).toBeNull();
  });

  it('reports missing and invalid dates', () => {
    expect(checkChildDob(undefined, {}, TODAY)).toBe('Date is required');
    expect(checkChildDob('29/02/2021', {}, TODAY)).toBe('Please enter a valid date (DD/MM/YYYY)');
  });
});

describe('checkProposalAdultAge (18 or older, no upper cap: issue 17)', () => {
  it('accepts exactly 18, and 70 and 99 (the plan’s own maximum is the only upper limit)', () => {
    expect(checkProposalAdultAge('2007-06-15', TODAY)).toBeNull();
    expect(checkProposalAdultAge('1955-06-15', TODAY)).toBeNull();
    expect(checkProposalAdultAge('1926-06-15', TODAY)).toBeNull();
  });

  it('gives the spec message just under 18', () => {
    expect(checkProposalAdultAge('2007-06-16', TODAY)).toBe('Minimum age should be 18 years');
  });

  it('requires a date', () => {
    expect(checkProposalAdultAge(null, TODAY)).toBe('Date is required');
  });
});

describe('checkPlanEntryAge (one rule for quoting and the proposal)', () => {
  const entry = { min_adult: 18, max_adult: 65, min_child_days: 91 };
  it('takes each plan’s own adult range, whatever it is', () => {
    expect(checkPlanEntryAge({ years: 65, days: 23_800 }, entry)).toBeNull();
    expect(checkPlanEntryAge({ years: 66, days: 24_200 }, entry)).toBe('Adult entry age is 18 to 65');
    expect(checkPlanEntryAge({ years: 70, days: 25_600 }, { ...entry, max_adult: 99 })).toBeNull();
  });

  it('takes children from the plan’s minimum days', () => {
    expect(checkPlanEntryAge({ years: 0, days: 90 }, entry)).toBe('Children are covered from 91 days old');
    expect(checkPlanEntryAge({ years: 0, days: 91 }, entry)).toBeNull();
  });

  it('reads years and days from a date of birth', () => {
    expect(ageYearsAndDays('2025-03-17', TODAY)).toEqual({ years: 0, days: 90 });
    expect(ageYearsAndDays('1955-06-15', TODAY)).toMatchObject({ years: 70 });
    expect(ageYearsAndDays('2026-01-01', TODAY)).toBeNull();
  });
});

describe('checkChildAge', () => {
  it('accepts a dependant of 25 and rejects exactly 26 (issue 17)', () => {
    expect(checkChildAge('2007-06-15', TODAY)).toBeNull();
    expect(checkChildAge('1999-06-16', TODAY)).toBeNull();
    expect(checkChildAge('1999-06-15', TODAY)).toBe('A child can be insured up to 25 years old');
  });
});

describe('needsAppointee', () => {
  it('is true until the nominee turns 18', () => {
    expect(needsAppointee('2007-06-16', TODAY)).toBe(true);
    expect(needsAppointee('2007-06-15', TODAY)).toBe(false);
    expect(needsAppointee('16/06/2007', TODAY)).toBe(true);
  });

  it('is false without a usable date', () => {
    expect(needsAppointee('', TODAY)).toBe(false);
    expect(needsAppointee('2007-02-30', TODAY)).toBe(false);
  });
});
