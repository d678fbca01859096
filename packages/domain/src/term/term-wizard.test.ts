import { describe, expect, it } from 'vitest';
import { todayIso } from '../validation/dates';
import { ZTermPerson, checkTermDob, termIncomeSchema } from './term-wizard';

const TODAY = '2026-06-15';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

describe('term wizard date of birth (docs/product/review-payment-term-bike.md §5.4: ages 18 to 75)', () => {
  it.each([
    ['', 'Date is required'],
    ['10/03', 'Please enter a valid date (DD/MM/YYYY)'],
    ['31/02/1990', 'Please enter a valid date (DD/MM/YYYY)'],
    ['16/06/2008', 'Age must be between 18 and 75 years'],
    ['15/06/2008', null],
    ['16/06/1950', null],
    ['15/06/1950', 'Age must be between 18 and 75 years'],
    ['01/01/2030', 'Please enter a valid date (DD/MM/YYYY)'],
  ])('%s → %s', (typed, error) => {
    expect(checkTermDob(typed, TODAY)).toBe(error);
  });
});

describe('the term person step’s schema', () => {
  // Today's year, so the ages stay 30 and 10 whenever the test runs.
  const year = Number(todayIso().slice(0, 4));

  it('gives the date of birth on as YYYY-MM-DD', () => {
    expect(ZTermPerson.parse({ gender: 'Female', dob: `01/01/${year - 30}` })).toEqual({
      gender: 'Female',
      dob: `${year - 30}-01-01`,
    });
  });

  it('refuses with checkTermDob’s own message', () => {
    expect(firstMessage(ZTermPerson.safeParse({ gender: 'Male', dob: `01/01/${year - 10}` }))).toBe(
      'Age must be between 18 and 75 years',
    );
    expect(firstMessage(ZTermPerson.safeParse({ gender: 'Male', dob: '' }))).toBe('Date is required');
  });
});

describe('the term income step’s schema', () => {
  const FIVE_CRORE = 50_000_000;

  it('asks for a band with the spec’s alert text', () => {
    expect(firstMessage(termIncomeSchema(10_000_000).safeParse({ income: '', lower_cover: '' }))).toBe(
      'Please select your annual income to continue.',
    );
  });

  it('needs a lower cover only when the band cannot support the cover', () => {
    // 1.5 to 5 Lakh supports 1.25 Crore at 18 (25 × 5 Lakh): 5 Crore is refused, 1 Crore is not.
    const schema = termIncomeSchema(FIVE_CRORE);
    expect(schema.safeParse({ income: 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC', lower_cover: '' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['lower_cover'] }),
    ]);
    expect(schema.safeParse({ income: 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC', lower_cover: '10000000' }).success).toBe(true);
    expect(
      termIncomeSchema(10_000_000).safeParse({ income: 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC', lower_cover: '' }).success,
    ).toBe(true);
    expect(schema.safeParse({ income: 'ABOVE_FIFTEEN_LAC', lower_cover: '' }).success).toBe(true);
  });
});
