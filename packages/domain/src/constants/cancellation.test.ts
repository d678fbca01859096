import { describe, expect, it } from 'vitest';
import { cancellationRefund } from './cancellation';
import { monthsOnCover } from './short-period';

// The clock is the day passed in: each case is a day of the policy's life, worked out by hand.
describe('cancelling a policy: free look, then the short-period scale', () => {
  // ₹18,250 of health cover for the 365 days from 24 November 2026, issued the day before.
  const health = {
    vertical: 'HEALTH' as const,
    issuedOn: '2026-11-23',
    premiumPaise: 1_825_000,
    startDate: '2026-11-24',
    paidMonths: 12,
    stampDutyPaise: 100,
    medicalCostsPaise: 0,
  };
  type Policy = Omit<Parameters<typeof cancellationRefund>[0], 'cancelledOn'>;
  const refundOn = (cancelledOn: string, policy: Policy = health) => cancellationRefund({ ...policy, cancelledOn });

  it.each([
    // Day 14 after issue: 13 days on cover, ₹50 a day kept, and the ₹1 stamp duty.
    ['day 14', '2026-12-07', 13, 1_759_900],
    ['day 15', '2026-12-08', 14, 1_754_900],
    ['day 16', '2026-12-09', 15, 1_749_900],
    // The 30th day is the last of the free look.
    ['day 30', '2026-12-23', 29, 1_679_900],
  ])('gives the free-look refund on %s', (_, day, daysOnCover, refundPaise) => {
    expect(refundOn(day)).toMatchObject({
      window: 'FREE_LOOK',
      freeLookUntil: '2026-12-23',
      refundPaise,
      daysOnCover,
      deductions: [
        { label: `Premium for ${daysOnCover} days on cover`, paise: daysOnCover * 5_000 },
        { label: 'Stamp duty', paise: 100 },
        { label: 'Medical examination paid by the insurer', paise: 0 },
      ],
      refundReason: 'Policy cancelled in the free-look period',
    });
  });

  it('refunds the unexpired part of a health policy in proportion from day 31, with no stamp duty kept', () => {
    expect(refundOn('2026-12-24')).toMatchObject({
      window: 'SHORT_PERIOD',
      refundPaise: 1_675_000,
      deductions: [{ label: 'Premium for 30 days on cover', paise: 150_000 }],
      refundReason: 'Policy cancelled by you after the free-look period',
    });
    expect(refundOn('2026-12-24').basis).toMatch(/^The free-look period ended on 23\/12\/2026\. /);
    // Six months on (181 days): ₹9,050 kept, ₹9,200 back.
    expect(refundOn('2027-05-24')).toMatchObject({ window: 'SHORT_PERIOD', refundPaise: 920_000 });
  });

  it('gives nothing back of a health policy a claim was made under, after the free look', () => {
    const claimed = refundOn('2027-05-24', { ...health, claimMade: true });
    expect(claimed).toMatchObject({
      window: 'SHORT_PERIOD',
      refundPaise: 0,
      deductions: [{ label: 'Kept: a claim was made under this policy', paise: 1_825_000 }],
    });
    expect(claimed.basis).toContain('A claim was made under this policy, so no premium comes back');
  });

  // ₹2,000 for a year of two-wheeler cover: motor has no free look, the IMT scale applies from the first day.
  const bike = { ...health, vertical: 'MOTOR' as const, premiumPaise: 200_000 };
  it.each([
    ['before the cover starts', '2026-11-23', 0, 200_000],
    ['a month to the day', '2026-12-24', 20, 160_000],
    ['a month and a day', '2026-12-25', 30, 140_000],
    ['six months', '2027-05-24', 70, 60_000],
    ['six months and a day', '2027-05-25', 80, 40_000],
    ['nine months', '2027-08-24', 100, 0],
  ])('keeps the motor short-period share %s', (_, day, percent, refundPaise) => {
    const refund = refundOn(day, bike);
    expect(refund).toMatchObject({ window: 'SHORT_PERIOD', freeLookUntil: null, refundPaise });
    expect(refund.deductions[0]?.paise).toBe(200_000 - refundPaise);
    if (percent > 0) expect(refund.deductions[0]?.label).toMatch(new RegExp(`\\(${percent} % of the premium\\)$`));
  });

  it('keeps a five-year motor policy’s past year whole and the scale’s share of the year running', () => {
    // ₹5,000 for five years (₹1,000 a year), cancelled one year and a month and a day in: ₹1,000 + 30 % of ₹1,000.
    const fiveYears = { ...bike, premiumPaise: 500_000, paidMonths: 60 };
    expect(refundOn('2027-12-25', fiveYears)).toMatchObject({ refundPaise: 370_000 });
  });

  it('gives a term policy after its free look only the unexpired part of the yearly instalment', () => {
    const term = { ...health, vertical: 'TERM' as const, premiumPaise: 1_200_000, stampDutyPaise: 200_000 };
    // 181 of 365 days on cover: ₹5,950.68 kept of ₹12,000, rounded to the paisa.
    expect(refundOn('2027-05-24', term)).toMatchObject({ window: 'SHORT_PERIOD', refundPaise: 604_932 });
    // Within the free look the life stamp duty is kept as well.
    expect(refundOn('2026-11-23', term)).toMatchObject({ window: 'FREE_LOOK', refundPaise: 1_000_000 });
  });

  it('counts any part of a month as a month, from the day cover starts', () => {
    expect([
      monthsOnCover('2026-11-24', '2026-11-23'),
      monthsOnCover('2026-11-24', '2026-11-24'),
      monthsOnCover('2026-11-24', '2026-12-24'),
      monthsOnCover('2026-11-24', '2026-12-25'),
      monthsOnCover('2026-11-24', '2027-11-24'),
    ]).toEqual([0, 1, 1, 2, 12]);
  });
});
