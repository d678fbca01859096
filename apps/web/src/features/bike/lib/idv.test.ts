import { describe, expect, it } from 'vitest';
import { depreciationRate, estimateIdv } from './idv.ts';

const today = '2026-05-20';

describe('depreciation by age (India Motor Tariff schedule)', () => {
  it.each([
    ['2026-05-20', 0.05],
    ['2025-11-20', 0.05],
    ['2025-11-19', 0.15],
    ['2025-05-20', 0.15],
    ['2025-05-19', 0.2],
    ['2024-05-19', 0.3],
    ['2023-05-19', 0.4],
    ['2022-05-19', 0.5],
    ['2021-05-20', 0.5],
    ['2021-05-19', 0.55],
    ['2019-05-19', 0.65],
    ['2005-01-01', 0.7],
  ])('bought %s: %d', (purchaseDate, rate) => {
    expect(depreciationRate(purchaseDate, today)).toBe(rate);
  });

  it('handles month ends: bought 31 August, six months end on the last day of February', () => {
    expect(depreciationRate('2025-08-31', '2026-02-28')).toBe(0.05);
    expect(depreciationRate('2025-08-31', '2026-03-01')).toBe(0.15);
  });
});

describe('estimated IDV', () => {
  it('is the typical price less depreciation, to the nearest hundred', () => {
    expect(estimateIdv({ fuelType: 'Petrol', purchaseDate: '2026-04-01' }, today)).toBe(90_300);
    expect(estimateIdv({ fuelType: 'Electric', purchaseDate: '2024-01-10' }, today)).toBe(87_500);
    expect(estimateIdv({ fuelType: 'Petrol', purchaseDate: '2000-01-01' }, today)).toBe(28_500);
  });
});
