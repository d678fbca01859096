import { idvDepreciationPercent, ncbPercent } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { sampleMotorCatalogue } from '../../test/sample-catalogue.ts';
import {
  compulsoryDeductible,
  depreciatedValue,
  rateMotor,
  thirdPartyPremium,
  type MotorPremium,
  type MotorRatingInput,
} from './rate-motor.ts';
import type { Vehicle } from './motor-catalogue.ts';

const catalogue = sampleMotorCatalogue();
const vehicle = (id: string) => catalogue.vehiclesById.get(id)!;
const acko = catalogue.insurers.find((i) => i.insurer_id === 'acko')!;
const pune = catalogue.rtos.get('MH-12')!;
const nagpur = catalogue.rtos.get('MH-31')!;
const activa = vehicle('honda-activa-6g-standard');
const swift = vehicle('maruti-suzuki-swift-vxi');

const rate = (over: Partial<MotorRatingInput> = {}) =>
  rateMotor({
    catalogue,
    insurer: acko,
    vehicle: activa,
    rto: pune,
    policyType: 'COMPREHENSIVE',
    vehicleAgeMonths: 26,
    claimFreeYears: 2,
    claimLastYear: false,
    thirdPartyInForce: false,
    otherPaCover: false,
    addons: [],
    ...over,
  });
const priced = (r: ReturnType<typeof rateMotor>): MotorPremium => {
  if (!r.eligible) throw new Error(r.reason);
  return r;
};
const fake = (over: Partial<Vehicle>): Vehicle => ({ ...activa, engine_cc: null, battery_kw: null, ...over });

describe('motor catalogue', () => {
  it('ships at least 60 two-wheeler and 60 car variants, with RTOs in both zones and 8 insurers', () => {
    expect(catalogue.vehicles.filter((v) => v.kind === 'TWO_WHEELER').length).toBeGreaterThanOrEqual(60);
    expect(catalogue.vehicles.filter((v) => v.kind === 'CAR').length).toBeGreaterThanOrEqual(60);
    expect(new Set([...catalogue.rtos.values()].map((r) => r.zone))).toEqual(new Set(['A', 'B']));
    expect(catalogue.insurers).toHaveLength(8);
  });
});

describe('third-party premium (IRDAI tariff)', () => {
  it.each([
    [fake({ engine_cc: 70 }), 538, 2901],
    [fake({ engine_cc: 110 }), 714, 3851],
    [fake({ engine_cc: 349 }), 1366, 7365],
    [fake({ engine_cc: 452 }), 2804, 15117],
    [fake({ kind: 'CAR', engine_cc: 998 }), 2094, 6521],
    [fake({ kind: 'CAR', engine_cc: 1197 }), 3416, 10640],
    [fake({ kind: 'CAR', engine_cc: 1997 }), 7897, 24596],
    [fake({ fuel: 'ELECTRIC', battery_kw: 2.5 }), 457, 2466],
    [fake({ fuel: 'ELECTRIC', battery_kw: 6 }), 607, 3273],
    [fake({ kind: 'CAR', fuel: 'ELECTRIC', battery_kw: 45 }), 2904, 9044],
    [fake({ kind: 'CAR', fuel: 'ELECTRIC', battery_kw: 95 }), 6712, 20907],
  ])('%#: one year ₹%i, new vehicle long term ₹%i', (v, oneYear, longTerm) => {
    expect(thirdPartyPremium(catalogue.tariff, v, false)).toEqual({ premium: oneYear, years: 1 });
    expect(thirdPartyPremium(catalogue.tariff, v, true)).toEqual({
      premium: longTerm,
      years: v.kind === 'CAR' ? 3 : 5,
    });
  });
});

describe('IDV and no-claim bonus', () => {
  it('depreciates by the IRDAI schedule: 5% to 6 months, 15% to 1 year, then 20, 30, 40, 50%; by agreement beyond 5 years', () => {
    expect([0, 6, 7, 12, 13, 24, 25, 36, 37, 48, 49, 60, 61].map(idvDepreciationPercent)).toEqual([
      5,
      5,
      15,
      15,
      20,
      20,
      30,
      30,
      40,
      40,
      50,
      50,
      null,
    ]);
    expect(depreciatedValue(swift, 26)).toBe(Math.round(swift.ex_showroom * 0.7));
    expect(depreciatedValue(swift, 12 * 8)).toBe(Math.round(swift.ex_showroom * 0.35));
  });
  it('gives 20, 25, 35, 45, 50% for 1 to 5+ claim-free years, and nothing after a claim', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(ncbPercent)).toEqual([0, 20, 25, 35, 45, 50, 50]);
    expect(priced(rate({ claimLastYear: true })).own_damage?.ncb_percent).toBe(0);
  });
  it('lets the buyer move the IDV within the insurer’s range only, and prices own damage on it', () => {
    const base = priced(rate());
    expect(base.idv).toBe(Math.round(activa.ex_showroom * 0.7));
    expect(base.idv_min).toBe(Math.round(base.idv * 0.9));
    expect(base.idv_max).toBe(Math.round(base.idv * 1.15));
    const higher = priced(rate({ idv: base.idv_max }));
    expect(higher.own_damage!.basic).toBeGreaterThan(base.own_damage!.basic);
    expect(rate({ idv: base.idv_max + 1 })).toEqual({
      eligible: false,
      reason: `IDV must be between ₹${base.idv_min} and ₹${base.idv_max}`,
    });
  });
});

describe('a premium', () => {
  it('for a 2-year-old Activa in Pune: own damage at the zone A rate less discount and NCB, the tariff TP, Acko’s PA cover, 18% GST', () => {
    const p = priced(rate());
    const basic = Math.round(((p.idv * 1.708) / 100) * 0.3);
    expect(p.own_damage).toEqual({
      basic,
      deductible_discount: 0,
      ncb_percent: 25,
      ncb_discount: Math.round(basic * 0.25),
      net: basic - Math.round(basic * 0.25),
    });
    expect(p.third_party).toEqual({ premium: 714, years: 1 });
    expect(p.pa_owner_driver).toBe(295);
    expect(p.net_premium).toBe(p.own_damage!.net + 714 + 295);
    expect(p.gst).toBe(Math.round(p.net_premium * 0.18));
    expect(p.total_premium).toBe(p.net_premium + p.gst);
  });
  it.each([
    // IDV 38,342 at all three ages (50% off ₹76,684 to 60 months; agreed value 50% just past five years).
    [59, 'the 0–5-year rate 1.708%', 196],
    [60, 'the 0–5-year rate 1.708%: five years complete is still in that band', 196],
    [61, 'the 5–10-year rate 1.793%', 206],
  ])('prices own damage for an Activa of %i months at %s', (months, _, basic) => {
    const p = priced(rate({ vehicleAgeMonths: months }));
    expect(p.idv).toBe(38_342);
    // 38,342 × rate × (1 − Acko's 70% discount), rounded.
    expect(p.own_damage!.basic).toBe(basic);
  });
  it('is cheaper in zone B than in zone A', () => {
    expect(priced(rate({ rto: nagpur })).own_damage!.basic).toBeLessThan(priced(rate()).own_damage!.basic);
  });
  it('for a new Swift: the bundled cover with 3 years of third party; a 1-year comprehensive is refused', () => {
    const p = priced(rate({ vehicle: swift, vehicleAgeMonths: 0, policyType: 'BUNDLED', claimFreeYears: 0 }));
    expect(p.idv).toBe(Math.round(swift.ex_showroom * 0.95));
    expect(p.third_party).toEqual({ premium: 10640, years: 3 });
    expect(rate({ vehicle: swift, vehicleAgeMonths: 0 })).toMatchObject({
      eligible: false,
      reason: expect.stringContaining('3 years of third-party cover'),
    });
  });
  it('third party only carries no own damage and no add-ons; own damage alone needs a third-party policy in force', () => {
    const tp = priced(rate({ policyType: 'THIRD_PARTY', addons: ['ZERO_DEPRECIATION'] }));
    expect(tp).toMatchObject({ own_damage: null, total_addon_premium: 0, net_premium: 714 + 295 });
    expect(rate({ policyType: 'OWN_DAMAGE' })).toEqual({
      eligible: false,
      reason: 'Own damage alone needs a third-party policy still in force',
    });
    expect(priced(rate({ policyType: 'OWN_DAMAGE', thirdPartyInForce: true }))).toMatchObject({
      third_party: null,
      pa_owner_driver: 0,
    });
  });
  it('charges each insurer’s own price for the owner-driver PA cover, and none when the owner declares other PA cover', () => {
    const newIndia = catalogue.insurers.find((i) => i.insurer_id === 'new-india-assurance')!;
    // Third party alone: ₹714 of tariff third party plus the insurer's PA cover, 18% GST on both.
    const tp = (over: Partial<MotorRatingInput>) => priced(rate({ policyType: 'THIRD_PARTY', ...over }));
    expect(tp({})).toMatchObject({ pa_owner_driver: 295, net_premium: 1009, gst: 182, total_premium: 1191 });
    expect(tp({ insurer: newIndia })).toMatchObject({ pa_owner_driver: 375, net_premium: 1089, total_premium: 1285 });
    // Other PA cover of ₹15 lakh or more declared: the owner-driver cover and its premium are left out.
    expect(tp({ insurer: newIndia, otherPaCover: true })).toMatchObject({
      pa_owner_driver: 0,
      net_premium: 714,
      gst: 129,
      total_premium: 843,
    });
    // With own damage too, the same ₹295 comes off before GST.
    expect(priced(rate({ otherPaCover: true })).net_premium).toBe(priced(rate()).net_premium - 295);
  });
  it('prices add-ons at the insurer’s rates, and not zero depreciation beyond its age limit', () => {
    const p = priced(rate({ addons: ['ZERO_DEPRECIATION', 'ROADSIDE_ASSISTANCE'] }));
    const zeroDep = p.addons.find((a) => a.addon_type === 'ZERO_DEPRECIATION')!;
    expect(zeroDep).toEqual({
      addon_type: 'ZERO_DEPRECIATION',
      premium: Math.round(p.idv * 0.003),
      available: true,
      is_opted: true,
    });
    expect(p.total_addon_premium).toBe(zeroDep.premium + 149);
    const old = priced(rate({ vehicleAgeMonths: 12 * 6, addons: ['ZERO_DEPRECIATION'] }));
    expect(old.addons.find((a) => a.addon_type === 'ZERO_DEPRECIATION')).toMatchObject({
      available: false,
      is_opted: false,
    });
    expect(old.total_addon_premium).toBe(0);
  });
  it('takes a voluntary deductible’s discount, capped, before the no-claim bonus', () => {
    const car = priced(rate({ vehicle: swift, voluntaryDeductible: 2500 }));
    expect(car.own_damage!.deductible_discount).toBe(Math.min(Math.round(car.own_damage!.basic * 0.2), 750));
    expect(car.own_damage!.ncb_discount).toBe(
      Math.round((car.own_damage!.basic - car.own_damage!.deductible_discount) * 0.25),
    );
    expect(rate({ voluntaryDeductible: 1234 })).toEqual({
      eligible: false,
      reason: 'Voluntary deductible not offered',
    });
  });
});

describe('compulsory deductible: what the owner bears of every own-damage claim', () => {
  it('is Rs 1,000 for a car up to 1,500 cc, Rs 2,000 above, and Rs 100 for any two-wheeler', () => {
    const deductibles = Object.fromEntries(
      [
        'maruti-suzuki-swift-vxi',
        'hyundai-creta-e',
        'mahindra-scorpio-n-z2-petrol',
        'honda-activa-6g-standard',
        'royal-enfield-himalayan-450-base',
      ].map((id) => [id, compulsoryDeductible(catalogue.tariff, vehicle(id))]),
    );
    expect(deductibles).toEqual({
      'maruti-suzuki-swift-vxi': 1000,
      // 1,497 cc: the band includes its upper end.
      'hyundai-creta-e': 1000,
      'mahindra-scorpio-n-z2-petrol': 2000,
      'honda-activa-6g-standard': 100,
      'royal-enfield-himalayan-450-base': 100,
    });
  });

  it('bands an electric car by its cc equivalent, as own damage does: 45 kW under 1,500 cc, 95 kW over', () => {
    // 25 cc per kW: the Tiago EV's 45 kW is 1,125 cc, the Nexon EV's 95 kW 2,375 cc.
    expect(compulsoryDeductible(catalogue.tariff, vehicle('tata-tiago-ev-xe-mr'))).toBe(1000);
    expect(compulsoryDeductible(catalogue.tariff, vehicle('tata-nexon-ev-creative-mr'))).toBe(2000);
  });
});
