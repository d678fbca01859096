import type { TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';
import { describe, expect, it } from 'vitest';
import { illustrativeBikeQuotes } from './bike-quotes.ts';

const activa: TwoWheelerVehicleData = {
  registrationNumber: 'MH12AB1234',
  make: 'Honda',
  model: 'Activa 6G',
  variant: 'Deluxe',
  fuelType: 'Petrol',
  rto: 'MH-12',
  purchaseDate: '2022-06-15',
};

describe('illustrative bike quotes', () => {
  it('are five own damage plans from five insurers, cheapest first, starting tomorrow', () => {
    const quotes = illustrativeBikeQuotes(activa, '2026-05-20');
    expect(quotes.map((q) => q.company).sort()).toEqual([
      'Bajaj Allianz',
      'Digit',
      'HDFC ERGO',
      'ICICI Lombard',
      'Tata AIG',
    ]);
    expect(quotes.map((q) => q.premium)).toEqual([...quotes.map((q) => q.premium)].sort((a, b) => a - b));
    expect(new Set(quotes.map((q) => q.policyStartDate))).toEqual(new Set(['2026-05-21']));
    expect(illustrativeBikeQuotes(activa, '2026-12-31')[0]?.policyStartDate).toBe('2027-01-01');
  });

  it('derive each IDV from the bike age around one estimate', () => {
    // Bought June 2022, about 4 years old on 20 May 2026: 40% off a typical ₹95,000 = ₹57,000.
    const quotes = illustrativeBikeQuotes(activa, '2026-05-20');
    for (const q of quotes) {
      expect(q.idv).toBeGreaterThanOrEqual(55_000);
      expect(q.idv).toBeLessThanOrEqual(59_000);
      expect(q.idv % 100).toBe(0);
    }
    const newer = illustrativeBikeQuotes({ ...activa, purchaseDate: '2026-03-01' }, '2026-05-20');
    expect(Math.min(...newer.map((q) => q.idv))).toBeGreaterThan(Math.max(...quotes.map((q) => q.idv)));
  });

  it.each([
    ['a new electric scooter', { fuelType: 'Electric', purchaseDate: '2026-05-20' }],
    ['a new petrol bike', { fuelType: 'Petrol', purchaseDate: '2026-05-01' }],
    ['a twenty-year-old petrol bike', { fuelType: 'Petrol', purchaseDate: '2006-05-01' }],
  ] as const)('keep premiums for %s between ₹1,000 and ₹3,500 and distinct', (_, bike) => {
    const quotes = illustrativeBikeQuotes({ ...activa, ...bike }, '2026-05-20');
    for (const q of quotes) {
      expect(q.premium).toBeGreaterThanOrEqual(1_000);
      expect(q.premium).toBeLessThanOrEqual(3_500);
    }
    expect(new Set(quotes.map((q) => q.premium)).size).toBe(5);
  });
});
