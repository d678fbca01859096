import { describe, expect, it } from 'vitest';
import { INSURER_CASE_STATUSES } from '../code-lists/insurer-case';
import { insurerStageWords, slotWords, type InsurerStageFacts } from './insurer-stage';

const facts = (over: Partial<InsurerStageFacts>): InsurerStageFacts => ({
  insurerName: 'HDFC Life',
  status: 'SUBMITTED',
  requirements: [],
  counterOffer: null,
  reason: null,
  refundedRupees: null,
  ...over,
});

describe('insurerStageWords', () => {
  it('says a booked medical test by its day and time in India', () => {
    const words = insurerStageWords(
      facts({
        status: 'REFERRED',
        requirements: [
          { kind: 'MEDICAL_TEST', status: 'SCHEDULED', slot: '2026-12-03T09:00:00+05:30' },
          { kind: 'INCOME_PROOF', status: 'OPEN', slot: null },
        ],
      }),
    );
    expect(words).toBe('With HDFC Life: medical test on 3 Dec, 9:00');
  });

  it('asks for a slot while the test is open', () => {
    const open = facts({ status: 'REFERRED', requirements: [{ kind: 'MEDICAL_TEST', status: 'OPEN', slot: null }] });
    expect(insurerStageWords(open)).toBe('With HDFC Life: pick a slot for your medical test');
  });

  it('names a counter-offer by what it costs a year and why', () => {
    const offer = facts({
      insurerName: 'Niva Bupa',
      status: 'COUNTER_OFFER',
      counterOffer: { extraPremiumRupees: 2400, reason: 'A 20% loading for Diabetes' },
    });
    expect(insurerStageWords(offer)).toBe('Counter-offer: ₹2,400 more a year for Diabetes (a 20% loading)');
  });

  it('says an accepted counter-offer whose difference is paid is with the insurer, with nothing left to answer', () => {
    const paid = facts({
      insurerName: 'Niva Bupa',
      status: 'COUNTER_OFFER',
      counterOffer: { extraPremiumRupees: 2400, reason: 'A 20% loading for Diabetes' },
      topUpPaidRupees: 2400,
    });
    expect(insurerStageWords(paid)).toBe(
      'With Niva Bupa: counter-offer accepted and ₹2,400 paid; the insurer issues the policy',
    );
  });

  it('says a decline with the amount refunded', () => {
    expect(insurerStageWords(facts({ status: 'DECLINED', refundedRupees: 18786 }))).toBe('Declined — ₹18,786 refunded');
  });

  it('says a policy cancelled after a refund (a free-look return) with the amount refunded', () => {
    expect(insurerStageWords(facts({ status: 'CANCELLED', refundedRupees: 17890 }))).toBe(
      'Cancelled — ₹17,890 refunded',
    );
  });

  it('has words for every stage, each different', () => {
    const words = INSURER_CASE_STATUSES.map((status) => insurerStageWords(facts({ status, refundedRupees: 1 })));
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words.filter((w) => !w.includes('proposal is with'))).size).toBe(words.length - 2);
  });

  it('leaves a slot it cannot read as given', () => {
    expect(slotWords('tomorrow')).toBe('tomorrow');
  });
});
