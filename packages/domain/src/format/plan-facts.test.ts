import { describe, expect, it } from 'vitest';
import { healthPlanFacts, termPlanFacts } from './plan-facts';

describe('plan facts', () => {
  it("shows a health plan's own bonus, network, room rent, co-payment and claim ratio with its year", () => {
    expect(
      healthPlanFacts({
        no_claim_bonus: '50% a year, up to 100%',
        cashless_hospitals: 11500,
        room_rent_type: 'SINGLE_ROOM',
        co_payment_percent: 20,
        claim_settlement_ratio: 94.6,
        claim_settlement_year: 'FY2024-25',
      }),
    ).toEqual([
      { label: 'No claim bonus', value: '50% a year, up to 100%' },
      { label: 'Cashless hospitals', value: '11,500' },
      { label: 'Room rent', value: 'Single private room' },
      { label: 'Co-payment', value: '20% of each claim' },
      { label: 'Claims settled', value: '94.6% in FY2024-25 (IRDAI)' },
    ]);
  });
  it('leaves out what the catalogue does not state, rather than inventing it', () => {
    expect(
      healthPlanFacts({
        no_claim_bonus: null,
        cashless_hospitals: 9000,
        room_rent_type: 'NO_ROOM_RENT_LIMIT',
        co_payment_percent: 0,
        claim_settlement_ratio: 98,
      }).map((f) => f.label),
    ).toEqual(['Cashless hospitals', 'Room rent', 'Claims settled']);
  });
  it('shows life-cover facts on a term plan, never hospitals or room rent', () => {
    expect(termPlanFacts({ claim_settlement_ratio: 99.5, claim_settlement_year: 'FY2024-25', rider_count: 4 })).toEqual(
      [
        { label: 'Claims settled', value: '99.5% in FY2024-25 (IRDAI)' },
        { label: 'Cover till age', value: '65' },
        { label: 'Payout', value: 'Lump sum' },
        { label: 'Riders', value: '4 to add' },
      ],
    );
  });
});
