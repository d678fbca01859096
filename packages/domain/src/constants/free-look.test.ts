import { describe, expect, it } from 'vitest';
import { freeLookLastDay, freeLookRefundPaise, freeLookStampDutyPaise } from './free-look';
import { TERM_PREMIUM_MONTHS } from './term';

describe('free-look refund (IRDAI 2024)', () => {
  // ₹18,250 for the 365 days from 24 November 2026.
  const oneYear = {
    premiumPaise: 1_825_000,
    startDate: '2026-11-24',
    paidMonths: 12,
    stampDutyPaise: 100,
    medicalCostsPaise: 0,
  };

  it('gives back everything but the stamp duty when the cover has not started', () => {
    expect(freeLookRefundPaise({ ...oneYear, cancelledOn: '2026-11-23' })).toEqual({
      refundPaise: 1_824_900,
      riskPremiumPaise: 0,
      stampDutyPaise: 100,
      medicalCostsPaise: 0,
      daysOnCover: 0,
    });
  });

  it('keeps life stamp duty at 20 paise for every ₹1,000 of sum assured or part of it, and health ₹1 a policy', () => {
    expect(freeLookStampDutyPaise('TERM', 10_000_000)).toBe(200_000);
    expect(freeLookStampDutyPaise('TERM', 2_500_500)).toBe(50_020);
    expect(freeLookStampDutyPaise('HEALTH', 10_000_000)).toBe(100);
  });

  it('keeps the medical examination the insurer paid for, and never more than the premium left', () => {
    // ₹1 crore term cover, ₹18,250 a year, returned before it started after a ₹1,500 medical test.
    const term = { ...oneYear, stampDutyPaise: freeLookStampDutyPaise('TERM', 10_000_000), medicalCostsPaise: 150_000 };
    expect(freeLookRefundPaise({ ...term, cancelledOn: '2026-11-23' })).toEqual({
      refundPaise: 1_475_000,
      riskPremiumPaise: 0,
      stampDutyPaise: 200_000,
      medicalCostsPaise: 150_000,
      daysOnCover: 0,
    });
    const small = { ...term, premiumPaise: 300_000 };
    expect(freeLookRefundPaise({ ...small, cancelledOn: '2026-11-23' })).toMatchObject({
      refundPaise: 0,
      stampDutyPaise: 200_000,
      medicalCostsPaise: 100_000,
    });
  });

  // Each product's premium, 10 days on cover: what it keeps is a share of the period that premium bought, whatever
  // the length of the cover.
  it.each([
    [
      // A 35-year cover paid yearly: ₹18,250 buys the 365 days from 24 November 2026, ₹50 a day, so 10 days keep
      // ₹500 (not ₹14.28, 10/12,784 of it, as a share of the 35 years would).
      'a yearly term premium keeps 10 days of the year it paid for, not of the 35-year cover',
      { ...oneYear, paidMonths: TERM_PREMIUM_MONTHS.YEARLY },
      '2026-12-04',
      { refundPaise: 1_774_900, riskPremiumPaise: 50_000, stampDutyPaise: 100, medicalCostsPaise: 0, daysOnCover: 10 },
    ],
    [
      // ₹18,300 for the 366 days from 1 March 2027 (29 February 2028 among them): ₹50 a day.
      'a yearly term premium over a leap day keeps 10 days of 366',
      { ...oneYear, premiumPaise: 1_830_000, startDate: '2027-03-01', paidMonths: TERM_PREMIUM_MONTHS.YEARLY },
      '2027-03-11',
      { refundPaise: 1_779_900, riskPremiumPaise: 50_000, stampDutyPaise: 100, medicalCostsPaise: 0, daysOnCover: 10 },
    ],
    [
      // A 2-year health policy paid at once: ₹36,500 buys the 730 days from 1 January 2026, ₹50 a day.
      'a 2-year health premium keeps 10 days of the two years it paid for',
      { ...oneYear, premiumPaise: 3_650_000, startDate: '2026-01-01', paidMonths: 24 },
      '2026-01-11',
      { refundPaise: 3_599_900, riskPremiumPaise: 50_000, stampDutyPaise: 100, medicalCostsPaise: 0, daysOnCover: 10 },
    ],
  ])('%s', (_why, premium, cancelledOn, refund) => {
    expect(freeLookRefundPaise({ ...premium, cancelledOn })).toEqual(refund);
  });

  it.each([0, -12, 1.5, Number.NaN])('refuses a premium said to pay for %s months of cover', (paidMonths) => {
    expect(() => freeLookRefundPaise({ ...oneYear, paidMonths, cancelledOn: '2026-12-04' })).toThrow(RangeError);
  });

  it('ends 30 days after the policy was received', () => {
    expect(freeLookLastDay('2026-11-23T10:00:00.000Z')).toBe('2026-12-23');
  });
});
