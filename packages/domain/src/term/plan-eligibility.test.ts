import { describe, expect, it } from 'vitest';
import { INCOME_BANDS } from '../code-lists/proposal';
import {
  ageRefusal,
  coverIncomeRefusal,
  coverTillAgesFor,
  coverTillRefusal,
  coversForIncome,
  oldestCoverableAge,
} from './plan-eligibility';

const TO_65 = { max_entry_age: 65, cover_till_ages: [60, 65] };
const TO_60 = { max_entry_age: 60, cover_till_ages: [60, 65] };
const TO_85 = { max_entry_age: 65, cover_till_ages: [60, 65, 70, 75, 85] };

describe('ages no term plan accepts', () => {
  it('a plan can take a buyer up to its entry age, as long as its furthest cover lasts 5 years', () => {
    expect([
      oldestCoverableAge(TO_65),
      oldestCoverableAge(TO_60),
      oldestCoverableAge({ max_entry_age: 50, cover_till_ages: [65] }),
      oldestCoverableAge(TO_85),
    ]).toEqual([60, 60, 50, 65]);
    expect(oldestCoverableAge({ max_entry_age: 65, cover_till_ages: [60] })).toBe(55);
  });

  it('says nothing while some plan can take the age, or while the plans are not known', () => {
    expect([ageRefusal(30, [TO_65, TO_60]), ageRefusal(60, [TO_65, TO_60]), ageRefusal(70, [])]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('names the plans’ entry ages and why, at 61 (cover too short) and at 70 (past every entry age)', () => {
    const why =
      'Plans here take buyers aged 18 to 60–65 (by plan), for cover of at least 5 years, so the oldest age any plan covers is 60.';
    expect(ageRefusal(61, [TO_65, TO_60])).toBe(`No plan can cover you at age 61. ${why}`);
    expect(ageRefusal(70, [TO_65, TO_60])).toBe(`No plan can cover you at age 70. ${why}`);
    expect(ageRefusal(51, [{ max_entry_age: 50, cover_till_ages: [65] }])).toBe(
      'No plan can cover you at age 51. Plans here take buyers aged 18 to 50, for cover of at least 5 years, so the oldest age any plan covers is 50.',
    );
    expect(ageRefusal(62, [TO_65, TO_85])).toBeNull();
  });

  it('names the cover-till ages plans offer when none offers the one chosen', () => {
    expect(coverTillAgesFor(62, [TO_65, TO_85])).toEqual([70, 75, 85]);
    expect(coverTillRefusal(62, 65, [TO_65, TO_85])).toBe(
      'No plan offers cover till age 65 at age 62: cover must run at least 5 years, and each plan offers only some ages. Plans can cover you till age 70, 75 or 85.',
    );
    expect(coverTillRefusal(40, 99, [TO_65])).toBe(
      'No plan offers cover till age 99 at age 40: cover must run at least 5 years, and each plan offers only some ages. Plans can cover you till age 60 or 65.',
    );
    expect(coverTillRefusal(40, 85, [TO_65, TO_85])).toBeNull();
  });
});

describe('cover an income band supports', () => {
  it('offers covers up to the age’s multiple of the top of the band', () => {
    // 5 to 10 Lakh: 10 Lakh × 25 = 2.5 Crore at 30, × 15 = 1.5 Crore at 42, × 10 = 1 Crore at 50.
    const top = (age: number) => coversForIncome('FIVE_LAC_TO_TEN_LAC', age).at(-1)?.label;
    expect([top(30), top(42), top(50)]).toEqual(['2 Crore', '1.5 Crore', '1 Crore']);
    // 1.5 to 5 Lakh at 50: 5 Lakh × 10 = 50 Lakh.
    expect(coversForIncome('ONE_POINT_FIVE_LAC_TO_FIVE_LAC', 50).map((c) => c.label)).toEqual([
      '7.5 Lakh',
      '10 Lakh',
      '15 Lakh',
      '20 Lakh',
      '25 Lakh',
      '50 Lakh',
    ]);
  });

  it('never narrows as the band rises, and the top band has no limit', () => {
    const counts = [...INCOME_BANDS].reverse().map((band) => coversForIncome(band, 40).length);
    expect(counts.length).toBe(4);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(coversForIncome('ABOVE_FIFTEEN_LAC', 60).at(-1)?.label).toBe('5 Crore');
  });

  it('in the wizard, judges the cover at 18 (25×): 5 Crore on 1.5 to 5 Lakh is refused, 1 Crore is not', () => {
    expect(coverIncomeRefusal(50_000_000, 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC')).toBe(
      'A cover of 5 Crore is more than an income of 1.5 to 5 Lakh supports: insurers allow up to 25 times your yearly income even at the youngest age, 1 Crore at most.',
    );
    expect(coverIncomeRefusal(10_000_000, 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC')).toBeNull();
    expect(coverIncomeRefusal(50_000_000, 'ABOVE_FIFTEEN_LAC')).toBeNull();
  });
});
