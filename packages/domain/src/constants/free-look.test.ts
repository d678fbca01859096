import { describe, expect, it } from 'vitest';
import { freeLookLastDay, freeLookRefundPaise } from './free-look';

describe('free-look refund (IRDAI 2024)', () => {
  // ₹18,250 for the 365 days from 24 November 2026: ₹50 a day of cover.
  const oneYear = { premiumPaise: 1_825_000, startDate: '2026-11-24', endDate: '2027-11-23' };

  it.each([
    [
      'gives back everything but the stamp duty when the cover has not started',
      '2026-11-23',
      { refundPaise: 1_824_900, riskPremiumPaise: 0, stampDutyPaise: 100, daysOnCover: 0 },
    ],
    [
      // 10 days on cover keep ₹500, and ₹1 of stamp duty.
      'keeps the risk premium for the days on cover, pro rata over the policy term',
      '2026-12-04',
      { refundPaise: 1_774_900, riskPremiumPaise: 50_000, stampDutyPaise: 100, daysOnCover: 10 },
    ],
  ])('%s', (_why, cancelledOn, refund) => {
    expect(freeLookRefundPaise({ ...oneYear, cancelledOn })).toEqual(refund);
  });

  it('spreads a multi-year premium over the whole term', () => {
    const r = freeLookRefundPaise({
      premiumPaise: 3_650_000,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      cancelledOn: '2026-01-11',
    });
    expect(r.daysOnCover).toBe(10);
    expect(r.riskPremiumPaise).toBe(Math.round((3_650_000 * 10) / 730));
  });

  it('ends 30 days after the policy was received', () => {
    expect(freeLookLastDay('2026-11-23T10:00:00.000Z')).toBe('2026-12-23');
  });
});
