import { describe, expect, it } from 'vitest';
import { riderPremiumAboveCap } from './rider-premium';

const line = (addon_type: string, total_premium: number, is_opted: 'YES' | 'NO' = 'YES') => ({
  addon_type,
  total_premium,
  is_opted,
});

describe('rider premium ceilings', () => {
  it('let health riders cost up to the base premium, and other riders up to 30% of it', () => {
    expect(riderPremiumAboveCap([line('CRITICAL_ILLNESS', 1500), line('WAIVER_OF_PREMIUM', 100)], 1600)).toBeNull();
    expect(riderPremiumAboveCap([line('ACCIDENTAL_DEATH_BENEFIT', 480)], 1600)).toBeNull();
    expect(riderPremiumAboveCap([line('CRITICAL_ILLNESS', 1500), line('WAIVER_OF_PREMIUM', 101)], 1600)).toEqual({
      addon_type: 'CRITICAL_ILLNESS',
      message:
        'Health riders together can cost at most the life cover’s own premium, ₹1,600 a year; these cost ₹1,601. Choose a lower rider cover or a higher life cover.',
    });
    expect(riderPremiumAboveCap([line('ACCIDENTAL_DEATH_BENEFIT', 600)], 1625)?.message).toBe(
      'Riders other than health riders can cost at most 30% of the life cover’s premium, ₹487 a year; these cost ₹600. Choose a lower rider cover or a higher life cover.',
    );
  });

  it('count only opted riders, and never a variant of the cover itself', () => {
    expect(
      riderPremiumAboveCap(
        [line('CRITICAL_ILLNESS', 9000, 'NO'), line('RETURN_OF_PREMIUM', 1400), line('SPOUSE_COVER', 600)],
        1600,
      ),
    ).toBeNull();
  });
});
