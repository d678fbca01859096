import { describe, expect, it } from 'vitest';
import { todayIso } from '../validation/dates';
import { ZMemberDobs, ZPreQuoteSelf, memberDobErrors } from './pre-quote-members';

const TODAY = '2026-06-15';
// 1 January of the year `years` ago by today's date, for the schemas, which check against today.
const jan1YearsAgo = (years: number) => `01/01/${Number(todayIso().slice(0, 4)) - years}`;

describe('memberDobErrors (docs/product/quotes.md §5, docs/decisions.md §5)', () => {
  it('checks adults at 18 to 100 and children at 91 days to 25 years, 18 years younger than the younger parent', () => {
    expect(
      memberDobErrors(
        [
          { relation: 'SELF', dob: '31/02/1990' },
          { relation: 'SPOUSE', dob: '15/06/1996' },
          { relation: 'SON', dob: '15/06/1996' },
          { relation: 'SON', dob: '15/06/2012' },
          { relation: 'DAUGHTER', dob: '15/06/2021' },
          { relation: 'FATHER', dob: '' },
        ],
        TODAY,
      ),
    ).toEqual([
      'Please enter a valid date (DD/MM/YYYY)',
      null,
      // 30 years old.
      'Child must be between 91 days and 25 years old',
      // Born when the mother, the younger parent (self's date is not a date), was 16.
      'Child must be at least 18 years younger than the parents',
      null,
      'Date is required',
    ]);
  });
});

describe('the pre-quote schemas', () => {
  it('take the self step’s answers with the date as YYYY-MM-DD and the name trimmed', () => {
    expect(ZPreQuoteSelf.parse({ gender: 'FEMALE', name: ' Anita Rao ', dob: '20/07/1985' })).toEqual({
      gender: 'FEMALE',
      name: 'Anita Rao',
      dob: '1985-07-20',
    });
  });

  it('put each member’s message on that member’s date', () => {
    const result = ZMemberDobs.safeParse({
      members: [
        { relation: 'SELF', dob: jan1YearsAgo(40) },
        { relation: 'SON', dob: jan1YearsAgo(30) },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['members', 1, 'dob'], 'Child must be between 91 days and 25 years old'],
    ]);
  });

  it('give every date on as YYYY-MM-DD once all pass', () => {
    const year = Number(todayIso().slice(0, 4));
    expect(
      ZMemberDobs.parse({
        members: [
          { relation: 'SELF', dob: jan1YearsAgo(40) },
          { relation: 'DAUGHTER', dob: jan1YearsAgo(10) },
        ],
      }),
    ).toEqual({
      members: [
        { relation: 'SELF', dob: `${year - 40}-01-01` },
        { relation: 'DAUGHTER', dob: `${year - 10}-01-01` },
      ],
    });
  });
});
