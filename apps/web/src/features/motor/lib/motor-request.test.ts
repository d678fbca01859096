import type { MotorEntry, TMotorQuote } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { NS } from '../i18n.ts';
import { idvRange, motorQuoteRequest, policyTypesFor, premiumBreakup } from './motor-request.ts';
import { ACTIVA_ENTRY } from './test-entry.ts';

type Priced = Extract<TMotorQuote, { eligible: true }>;
// The breakup as an English page words it.
const t = i18n.getFixedT('en', NS);

const activa = ACTIVA_ENTRY;
const newSwift: MotorEntry = {
  registrationNumber: null,
  vehicleId: 'maruti-suzuki-swift-vxi',
  rtoCode: 'MH-12',
  registrationDate: null,
  previousPolicy: null,
};

// Asserted: the quote's shape may grow fields these figures do not read.
const quote = (over: Partial<Priced> = {}): Priced =>
  ({
    eligible: true,
    insurer_id: 'acko',
    insurer_name: 'Acko',
    idv: 60_000,
    idv_min: 54_000,
    idv_max: 66_000,
    own_damage: { basic: 1000, deductible_discount: 50, ncb_percent: 25, ncb_discount: 238, net: 712 },
    third_party: { premium: 714, years: 1 },
    pa_owner_driver: 331,
    addons: [
      { addon_type: 'ZERO_DEPRECIATION', premium: 300, available: true, is_opted: true },
      { addon_type: 'ENGINE_PROTECTION', premium: 120, available: true, is_opted: false },
    ],
    total_addon_premium: 300,
    net_premium: 2057,
    gst: 370,
    total_premium: 2427,
    quote_token: 't',
    ...over,
  }) as Priced;

const choices = {
  policyType: 'COMPREHENSIVE',
  idv: 60_000,
  voluntaryDeductible: 500,
  addons: ['NCB_PROTECTOR'],
  otherPaCover: false,
} as const;

describe('policy types', () => {
  it('are comprehensive and third party for a registered vehicle, bundled and third party for a new one', () => {
    expect(policyTypesFor(activa)).toEqual(['COMPREHENSIVE', 'THIRD_PARTY']);
    expect(policyTypesFor(newSwift)).toEqual(['BUNDLED', 'THIRD_PARTY']);
  });

  it('are own damage alone while a third-party cover runs on past the current policy (a new vehicle’s bundle)', () => {
    const bundled = { ...activa, previousPolicy: { ...activa.previousPolicy!, thirdPartyUntil: '2029-09-22' } };
    expect(policyTypesFor(bundled)).toEqual(['OWN_DAMAGE']);
    expect(motorQuoteRequest(bundled, { ...choices, policyType: 'OWN_DAMAGE' }).previous_policy).toEqual({
      expiry_date: '2026-11-28',
      claim_last_year: 'NO',
      claim_free_years: 2,
      third_party_valid_until: '2029-09-22',
    });
  });
});

describe('the quote request', () => {
  it('carries the entry and every own-damage choice', () => {
    expect(motorQuoteRequest(activa, choices)).toEqual({
      registration_number: 'MH12AB1234',
      vehicle_id: 'honda-activa-6g-standard',
      rto_code: 'MH-12',
      registration_date: '2024-09-23',
      policy_type: 'COMPREHENSIVE',
      previous_policy: {
        expiry_date: '2026-11-28',
        claim_last_year: 'NO',
        claim_free_years: 2,
        third_party_valid_until: null,
      },
      idv: 60_000,
      voluntary_deductible: 500,
      addons: ['NCB_PROTECTOR'],
      other_pa_cover: 'NO',
    });
  });

  it('sends no IDV, deductible or add-ons for third party alone', () => {
    const request = motorQuoteRequest(activa, { ...choices, policyType: 'THIRD_PARTY' });
    expect(request).toMatchObject({ idv: null, voluntary_deductible: null, addons: [] });
  });

  it('declares other PA cover with third party, and never for own damage alone, which has no PA cover to leave out', () => {
    const declared = { ...choices, otherPaCover: true };
    expect(motorQuoteRequest(activa, declared).other_pa_cover).toBe('YES');
    expect(motorQuoteRequest(activa, { ...declared, policyType: 'THIRD_PARTY' }).other_pa_cover).toBe('YES');
    expect(motorQuoteRequest(activa, { ...declared, policyType: 'OWN_DAMAGE' }).other_pa_cover).toBe('NO');
  });

  it('counts no claim-free years after a claim, and no previous policy for a new vehicle', () => {
    const claimed = {
      ...activa,
      previousPolicy: {
        expiryDate: '2026-11-28',
        claimLastYear: 'YES' as const,
        claimFreeYears: 4,
        thirdPartyUntil: null,
      },
    };
    expect(motorQuoteRequest(claimed, choices).previous_policy?.claim_free_years).toBe(0);
    expect(motorQuoteRequest(newSwift, { ...choices, policyType: 'BUNDLED' })).toMatchObject({
      registration_date: null,
      previous_policy: null,
    });
  });
});

describe('the IDV range', () => {
  it('spans the lowest minimum to the highest maximum of the priced quotes', () => {
    const declined: TMotorQuote = { eligible: false, insurer_id: 'x', insurer_name: 'X', reason: 'No' };
    expect(idvRange([quote(), quote({ idv_min: 50_000, idv_max: 62_000 }), declined])).toEqual({
      min: 50_000,
      max: 66_000,
    });
  });

  it('is null for third party alone', () => {
    expect(idvRange([quote({ own_damage: null })])).toBeNull();
  });
});

describe('the premium breakup', () => {
  it('lists own damage, its discounts, third party, PA, opted add-ons, net, GST and total', () => {
    expect(premiumBreakup(quote(), t, (type) => type).map((l) => [l.label, l.amount, l.kind])).toEqual([
      ['Own damage', 1000, 'charge'],
      ['Voluntary deductible discount', 50, 'discount'],
      ['No-claim bonus (25%)', 238, 'discount'],
      ['Third party (1 year)', 714, 'charge'],
      ['Personal accident cover (owner-driver)', 331, 'charge'],
      ['ZERO_DEPRECIATION', 300, 'charge'],
      ['Net premium', 2057, 'subtotal'],
      ['GST (18%)', 370, 'charge'],
      ['Total premium', 2427, 'total'],
    ]);
  });

  it('names the long-term third party years and leaves out what a third-party policy has not', () => {
    const tp = quote({ own_damage: null, third_party: { premium: 10_640, years: 3 }, addons: [] });
    expect(premiumBreakup(tp, t, (type) => type).map((l) => l.label)).toEqual([
      'Third party (3 years)',
      'Personal accident cover (owner-driver)',
      'Net premium',
      'GST (18%)',
      'Total premium',
    ]);
  });
});
