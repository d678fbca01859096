import { describe, expect, it } from 'vitest';
import { ZTermNominees } from '../api/term/term-proposal';
import { bodyMassIndex, coverIncomeProblem, maxCoverForIncomeBand, termCoverMultiple } from './term-proposal';

const dobForAge = (age: number) => `${new Date().getFullYear() - age - 1}-01-15`;

describe('cover to income', () => {
  it('allows 25× income under 35, 20× to 39, 15× to 44, 10× from 45', () => {
    expect([18, 34, 35, 39, 40, 44, 45, 75].map(termCoverMultiple)).toEqual([25, 25, 20, 20, 15, 15, 10, 10]);
  });
  it('names the income a cover needs at an age, and is silent when it fits', () => {
    expect(coverIncomeProblem(30, 400_000, 10_000_000)).toBeNull();
    expect(coverIncomeProblem(30, 399_999, 10_000_000)).toBe(
      'A cover of ₹1 Crore needs an annual income of at least ₹4,00,000 at age 30 (up to 25× income)',
    );
    expect(coverIncomeProblem(50, 2_000_000, 50_000_000)).toBe(
      'A cover of ₹5 Crore needs an annual income of at least ₹50,00,000 at age 50 (up to 10× income)',
    );
  });
  it('counts the life cover already held, through Kavach and elsewhere, against the same income', () => {
    // ₹1.5 lakh at 30 supports ₹37.5 lakh in all: one ₹25 lakh policy, not two.
    expect(coverIncomeProblem(30, 150_000, 2_500_000)).toBeNull();
    expect(coverIncomeProblem(30, 150_000, 2_500_000, { kavach: 2_500_000, elsewhere: 0 })).toBe(
      'A cover of ₹25 Lakh, with the life cover already held (₹25 Lakh through Kavach), needs an annual income of at least ₹2,00,000 at age 30 (up to 25× income)',
    );
    expect(coverIncomeProblem(30, 150_000, 2_500_000, { kavach: 0, elsewhere: 1_250_000 })).toBeNull();
    expect(coverIncomeProblem(30, 150_000, 2_500_000, { kavach: 500_000, elsewhere: 1_000_000 })).toBe(
      'A cover of ₹25 Lakh, with the life cover already held (₹5 Lakh through Kavach, ₹10 Lakh with other insurers), needs an annual income of at least ₹1,60,000 at age 30 (up to 25× income)',
    );
  });
  it('lets a band quote up to the multiple of its top, and the top band anything', () => {
    expect(maxCoverForIncomeBand('ONE_POINT_FIVE_LAC_TO_FIVE_LAC', 30)).toBe(12_500_000);
    expect(maxCoverForIncomeBand('TEN_LAC_TO_FIFTEEN_LAC', 45)).toBe(15_000_000);
    expect(maxCoverForIncomeBand('ABOVE_FIFTEEN_LAC', 60)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('term nominees', () => {
  const adult = { full_name: 'Priya Kulkarni', relation: 'SPOUSE', dob: dobForAge(30) };
  const issues = (value: unknown) => {
    const r = ZTermNominees.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('needs shares adding to exactly 100', () => {
    expect(
      issues({
        nominees: [
          { ...adult, share_percent: 50 },
          { ...adult, full_name: 'Asha Kulkarni', share_percent: 40 },
        ],
      }),
    ).toEqual(['nominees: Shares must add up to 100% (now 90%)']);
    expect(
      issues({
        nominees: [
          { ...adult, share_percent: 50 },
          { ...adult, full_name: 'Asha Kulkarni', share_percent: 50 },
        ],
      }),
    ).toEqual([]);
  });
  it('needs an adult appointee when a nominee is a minor', () => {
    const child = { full_name: 'Aarav Kulkarni', relation: 'SON', dob: dobForAge(5), share_percent: 100 };
    expect(issues({ nominees: [child] })).toEqual([
      'appointee.full_name: Since the nominee is under 18 years, an appointee is required.',
    ]);
    expect(
      issues({ nominees: [child], appointee: { full_name: 'Riya Kulkarni', relation: 'Aunt', dob: dobForAge(16) } }),
    ).toEqual(['appointee.dob: Minimum age should be 18 years']);
    expect(
      issues({ nominees: [child], appointee: { full_name: 'Priya Kulkarni', relation: 'Mother', dob: dobForAge(30) } }),
    ).toEqual([]);
  });
});

describe('body-mass index', () => {
  it('is kilograms over metres squared, to one decimal', () => {
    expect(bodyMassIndex(175, 72)).toBe(23.5);
    expect(bodyMassIndex(175, 98)).toBe(32);
  });
});
