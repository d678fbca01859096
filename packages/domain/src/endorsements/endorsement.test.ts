import { describe, expect, it } from 'vitest';
import { ZEndorsementChange, changedByApproved, endorsementKindsFor, proRataPaise } from './endorsement';

describe('what a policy may have changed', () => {
  it.each([
    ['health', { vertical: 'HEALTH', hasNominee: true, hasOwnDamage: false }, ['ADDRESS', 'CONTACT', 'NOMINEE']],
    ['term', { vertical: 'TERM', hasNominee: true, hasOwnDamage: false }, ['ADDRESS', 'CONTACT', 'NOMINEE']],
    [
      'comprehensive motor with owner-driver cover',
      { vertical: 'MOTOR', hasNominee: true, hasOwnDamage: true },
      ['ADDRESS', 'CONTACT', 'NOMINEE', 'HYPOTHECATION', 'MOTOR_IDV'],
    ],
    [
      'third-party motor, the owner covered elsewhere',
      { vertical: 'MOTOR', hasNominee: false, hasOwnDamage: false },
      ['ADDRESS', 'CONTACT', 'HYPOTHECATION'],
    ],
  ] as const)('%s', (_, policy, kinds) => {
    expect(endorsementKindsFor(policy)).toEqual(kinds);
  });
});

describe('a change as the buyer asks for it', () => {
  const problems = (input: unknown) => {
    const parsed = ZEndorsementChange.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it('takes each kind in its own shape', () => {
    for (const change of [
      { kind: 'ADDRESS', address_1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      { kind: 'CONTACT', email: 'asha@example.com' },
      { kind: 'NOMINEE', full_name: 'Ravi Kumar', relation: 'SPOUSE', age: 34 },
      { kind: 'NOMINEE', full_name: 'Meera Kumar', relation: 'DAUGHTER', age: 7, appointee_name: 'Ravi Kumar' },
      { kind: 'HYPOTHECATION', action: 'ADD', financier: 'State Bank of India' },
      { kind: 'HYPOTHECATION', action: 'REMOVE' },
      { kind: 'MOTOR_IDV', idv: 450_000 },
    ])
      expect([change.kind, problems(change)]).toEqual([change.kind, []]);
  });

  it('refuses a contact change that changes nothing, and a minor nominee with no appointee', () => {
    expect(problems({ kind: 'CONTACT' })).toEqual(['Please give a new mobile number or e-mail']);
    expect(problems({ kind: 'NOMINEE', full_name: 'Meera Kumar', relation: 'DAUGHTER', age: 7 })).toEqual([
      'Since the nominee is under 18 years, an appointee is required.',
    ]);
  });

  it('refuses a lender to add with no name, and fields another kind has', () => {
    expect(problems({ kind: 'HYPOTHECATION', action: 'ADD' })).not.toEqual([]);
    expect(
      problems({ kind: 'ADDRESS', address_1: '12 MG Road', city: 'Pune', state: 'MH', pincode: '411001', idv: 1 }),
    ).not.toEqual([]);
    expect(problems({ kind: 'SUM_INSURED', sum_insured: 1 })).not.toEqual([]);
  });
});

describe('a year’s premium difference for the rest of the period', () => {
  // ₹3,650 more a year on a policy for the 365 days of 2027.
  const policy = { yearlyPaise: 365_000, startDate: '2027-01-01', endDate: '2027-12-31' };

  it.each([
    ['before the period starts: the whole year', '2026-12-20', 365_000],
    ['on its first day: the whole year', '2027-01-01', 365_000],
    ['from 2 July: the 183 days to 31 December', '2027-07-02', 183_000],
    ['on its last day: one day', '2027-12-31', 1_000],
    ['after it ended: nothing', '2028-01-01', 0],
  ])('%s', (_, effectiveOn, paise) => {
    expect(proRataPaise({ ...policy, effectiveOn })).toBe(paise);
  });

  it('gives back in proportion for a lower IDV, rounded to the rupee', () => {
    // ₹1,000 less a year, from 2 July: 183/365 of it is ₹501.37, so ₹501 back.
    expect(proRataPaise({ ...policy, yearlyPaise: -100_000, effectiveOn: '2027-07-02' })).toBe(-50_100);
  });
});

describe('what approved changes make of a policy', () => {
  it('has the IDV of the latest IDV change, and adds every change’s price to the premium paid', () => {
    expect(
      changedByApproved([
        { change: { kind: 'MOTOR_IDV', idv: 60_000 }, premiumDifferencePaise: 3_600 },
        { change: { kind: 'HYPOTHECATION', action: 'REMOVE' }, premiumDifferencePaise: null },
        { change: { kind: 'MOTOR_IDV', idv: 65_000 }, premiumDifferencePaise: 2_900 },
      ]),
    ).toEqual({ idv: 65_000, paidPaise: 6_500 });
  });

  it('leaves a policy no change priced as it was bought', () => {
    expect(
      changedByApproved([{ change: { kind: 'HYPOTHECATION', action: 'REMOVE' }, premiumDifferencePaise: null }]),
    ).toEqual({ idv: null, paidPaise: 0 });
  });
});
