import { describe, expect, it } from 'vitest';
import { evenShares, hasMinorNominee, shareTotal, sharesAfterAdding, sharesAfterRemoving } from './nominee-shares.ts';

describe('nominee shares', () => {
  it('adds the shares typed so far, an empty or half-typed box counting as 0', () => {
    expect(shareTotal(['50', '30', ''])).toBe(80);
    expect(shareTotal([60, '40'])).toBe(100);
    expect(shareTotal(['12.5', 'abc', ' 20 '])).toBe(20);
    expect(shareTotal([])).toBe(0);
  });

  it('splits 100 evenly when nominees are added, the odd points to the first', () => {
    expect(evenShares(1)).toEqual([100]);
    expect(evenShares(2)).toEqual([50, 50]);
    expect(evenShares(3)).toEqual([34, 33, 33]);
    for (const n of [1, 2, 3]) expect(shareTotal(evenShares(n))).toBe(100);
  });

  it('keeps shares the buyer typed when a nominee is added or removed; the new one gets what is left', () => {
    expect(sharesAfterAdding(['70'])).toEqual(['70', '30']);
    expect(sharesAfterAdding(['60', '40'])).toEqual(['60', '40', '0']);
    expect(sharesAfterAdding(['120'])).toEqual(['120', '0']);
    expect(sharesAfterRemoving(['70', '20', '10'], 1)).toEqual(['70', '10']);
  });

  it('splits evenly again while the shares are still the even split', () => {
    expect(sharesAfterAdding(['100'])).toEqual(['50', '50']);
    expect(sharesAfterAdding([50, 50])).toEqual(['34', '33', '33']);
    expect(sharesAfterRemoving(['34', '33', '33'], 0)).toEqual(['50', '50']);
  });

  it('asks for an appointee only while a nominee is under 18 on the day', () => {
    const today = '2026-06-01';
    expect(hasMinorNominee(['1990-01-01', '2010-06-02'], today)).toBe(true);
    expect(hasMinorNominee(['2008-06-01'], today)).toBe(false);
    expect(hasMinorNominee(['2008-06-02'], today)).toBe(true);
    expect(hasMinorNominee(['', '1985-03-03'], today)).toBe(false);
  });
});
