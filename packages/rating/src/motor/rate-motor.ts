import {
  LONG_TERM_TP_YEARS,
  MOTOR_ADDON_TYPES,
  idvDepreciationPercent,
  ncbPercent,
  type MotorAddonType,
  type MotorPolicyType,
  type VehicleKind,
} from '@kavach/domain';
import type { Ineligible } from '../health/rate-health-plan.ts';
import { type MotorCatalogue, type MotorInsurer, type MotorTariff, type Rto, type Vehicle } from './motor-catalogue.ts';

export type MotorRatingInput = {
  catalogue: MotorCatalogue;
  insurer: MotorInsurer;
  vehicle: Vehicle;
  rto: Rto;
  policyType: MotorPolicyType;
  /** Months since first registration; 0 for a new vehicle not yet registered. */
  vehicleAgeMonths: number;
  /** Claim-free years on the previous policy, and whether a claim was made in its last year (which loses the bonus). */
  claimFreeYears: number;
  claimLastYear: boolean;
  /** A third-party policy still in force: the condition for standalone own damage. */
  thirdPartyInForce: boolean;
  /**
   * The owner declares other personal accident cover of ₹15 lakh or more: the compulsory owner-driver cover is then
   * left out (docs/decisions.md §3).
   */
  otherPaCover: boolean;
  /** The IDV the buyer chose within the insurer's range; the depreciated value when absent. */
  idv?: number;
  voluntaryDeductible?: number;
  addons: readonly MotorAddonType[];
};

export type MotorAddonLine = { addon_type: MotorAddonType; premium: number; available: boolean; is_opted: boolean };

export type MotorPremium = {
  eligible: true;
  idv: number;
  idv_min: number;
  idv_max: number;
  own_damage: {
    basic: number;
    deductible_discount: number;
    ncb_percent: number;
    ncb_discount: number;
    net: number;
  } | null;
  third_party: { premium: number; years: number } | null;
  pa_owner_driver: number;
  addons: MotorAddonLine[];
  total_addon_premium: number;
  net_premium: number;
  gst: number;
  total_premium: number;
};

const round = (n: number) => Math.round(n);
const slabOf = <S extends { up_to: number | null }>(slabs: readonly S[], value: number) =>
  slabs.find((s) => s.up_to === null || value <= s.up_to) ?? slabs[slabs.length - 1]!;

/** The third-party premium the regulator fixes: by cc, or by kW for an electric vehicle; long-term for a new one. */
export function thirdPartyPremium(
  tariff: MotorTariff,
  vehicle: Vehicle,
  isNew: boolean,
): { premium: number; years: number } {
  const table = tariff.third_party[vehicle.kind];
  const slab =
    vehicle.battery_kw !== null ? slabOf(table.by_kw, vehicle.battery_kw) : slabOf(table.by_cc, vehicle.engine_cc ?? 0);
  return isNew
    ? { premium: slab.long_term, years: LONG_TERM_TP_YEARS[vehicle.kind] }
    : { premium: slab.one_year, years: 1 };
}

/**
 * The depreciated value (IRDAI schedule), or an agreed value for a vehicle over 5 years: 50% less 5 points a year, at
 * least 10%.
 */
export function depreciatedValue(vehicle: Vehicle, ageMonths: number): number {
  const percent = idvDepreciationPercent(ageMonths);
  if (percent !== null) return round((vehicle.ex_showroom * (100 - percent)) / 100);
  const years = Math.floor(ageMonths / 12);
  return round(vehicle.ex_showroom * Math.max(0.1, 0.5 - 0.05 * (years - 5)));
}

/** The engine capacity a vehicle is banded by: an electric vehicle's, its kW at the tariff's cc per kW. */
const bandingCc = (tariff: MotorTariff, vehicle: Vehicle) =>
  vehicle.engine_cc ?? (vehicle.battery_kw ?? 0) * tariff.electric_cc_equivalent_per_kw;

/** The compulsory deductible of each own-damage claim on this vehicle (the tariff's band for its engine). */
export function compulsoryDeductible(tariff: MotorTariff, vehicle: Vehicle): number {
  const cc = bandingCc(tariff, vehicle);
  const bands = tariff.compulsory_deductible[vehicle.kind];
  return (bands.find((b) => b.cc_up_to === null || cc <= b.cc_up_to) ?? bands.at(-1)!).amount;
}

function ownDamageRate(tariff: MotorTariff, vehicle: Vehicle, zone: 'A' | 'B', ageMonths: number): number {
  const cc = bandingCc(tariff, vehicle);
  const band = tariff.own_damage_rates[vehicle.kind][zone].find((b) => b.cc_up_to === null || cc <= b.cc_up_to)!;
  // docs/decisions.md §3: the tariff's bands are "not exceeding 5 years", "exceeding 5 but not exceeding 10" and
  // "exceeding 10": each includes its upper end, so a vehicle of exactly 60 months takes the 0–5-year rate.
  const [young, middle] = tariff.own_damage_age_bands_years;
  const years = ageMonths / 12;
  return band.by_age[years <= young ? 0 : years <= middle ? 1 : 2];
}

function policyProblem(kind: VehicleKind, input: MotorRatingInput): string | null {
  const isNew = input.vehicleAgeMonths === 0;
  if (input.policyType === 'BUNDLED' && !isNew) return 'The bundled cover is for new vehicles';
  // A new vehicle has no third-party policy of its own yet, and the law sells it own damage only with the long-term
  // third party (the bundle) or that third party alone: one-year own damage, alone or not, is refused — whatever
  // previous policy is claimed for a vehicle never registered.
  if (isNew && (input.policyType === 'COMPREHENSIVE' || input.policyType === 'OWN_DAMAGE'))
    return `A new ${kind === 'CAR' ? 'car' : 'two-wheeler'} needs ${LONG_TERM_TP_YEARS[kind]} years of third-party cover: choose the bundled cover`;
  if (input.policyType === 'OWN_DAMAGE' && !input.thirdPartyInForce)
    return 'Own damage alone needs a third-party policy still in force';
  return null;
}

/**
 * Issue 18: one insurer's premium for one vehicle. Own damage = IDV × the tariff rate for zone, engine and age,
 * less the insurer's de-tariffed discount, less a voluntary deductible's discount, less the no-claim bonus;
 * third party at the regulator's rates; the owner-driver's personal accident cover at the insurer's price, unless
 * the owner declared other PA cover; add-ons at the insurer's
 * rates where the vehicle is young enough; GST on the sum, shown apart.
 */
export function rateMotor(input: MotorRatingInput): MotorPremium | Ineligible {
  const { vehicle, insurer, catalogue } = input;
  const tariff = catalogue.tariff;
  const problem = policyProblem(vehicle.kind, input);
  if (problem) return { eligible: false, reason: problem };
  const value = depreciatedValue(vehicle, input.vehicleAgeMonths);
  const idvMin = round((value * (100 - insurer.idv_range_percent.below)) / 100);
  const idvMax = round((value * (100 + insurer.idv_range_percent.above)) / 100);
  const idv = input.idv ?? value;
  if (idv < idvMin || idv > idvMax) return { eligible: false, reason: `IDV must be between ₹${idvMin} and ₹${idvMax}` };

  const hasOwnDamage = input.policyType !== 'THIRD_PARTY';
  const hasThirdParty = input.policyType !== 'OWN_DAMAGE';
  let ownDamage: MotorPremium['own_damage'] = null;
  if (hasOwnDamage) {
    const basic = round(
      ((idv * ownDamageRate(tariff, vehicle, input.rto.zone, input.vehicleAgeMonths)) / 100) *
        (1 - insurer.od_discount_percent / 100),
    );
    const deductible = tariff.voluntary_deductibles[vehicle.kind].find((d) => d.amount === input.voluntaryDeductible);
    if (input.voluntaryDeductible && !deductible)
      return { eligible: false, reason: 'Voluntary deductible not offered' };
    const deductibleDiscount = deductible
      ? Math.min(round((basic * deductible.percent) / 100), deductible.max_discount)
      : 0;
    const ncb = input.claimLastYear ? 0 : ncbPercent(input.claimFreeYears);
    const ncbDiscount = round(((basic - deductibleDiscount) * ncb) / 100);
    ownDamage = {
      basic,
      deductible_discount: deductibleDiscount,
      ncb_percent: ncb,
      ncb_discount: ncbDiscount,
      net: basic - deductibleDiscount - ncbDiscount,
    };
  }
  const thirdParty = hasThirdParty ? thirdPartyPremium(tariff, vehicle, input.vehicleAgeMonths === 0) : null;
  // The owner-driver's PA cover goes with third party, unless the owner holds ₹15 lakh of PA cover elsewhere.
  const pa = hasThirdParty && !input.otherPaCover ? insurer.pa_owner_driver.premium : 0;

  const ageYears = input.vehicleAgeMonths / 12;
  const addons = MOTOR_ADDON_TYPES.map((type): MotorAddonLine => {
    const rate = insurer.addons[type];
    const available = Boolean(rate && ownDamage && ageYears <= rate.max_vehicle_age_years);
    let premium = 0;
    if (rate && ownDamage)
      premium =
        'flat' in rate
          ? rate.flat
          : 'percent_of_idv' in rate
            ? round((idv * rate.percent_of_idv) / 100)
            : round((ownDamage.net * rate.percent_of_own_damage) / 100);
    return { addon_type: type, premium, available, is_opted: available && input.addons.includes(type) };
  });
  const addonTotal = addons.filter((a) => a.is_opted).reduce((s, a) => s + a.premium, 0);
  const net = (ownDamage?.net ?? 0) + (thirdParty?.premium ?? 0) + pa + addonTotal;
  const gst = round(net * tariff.gst_rate);
  return {
    eligible: true,
    idv,
    idv_min: idvMin,
    idv_max: idvMax,
    own_damage: ownDamage,
    third_party: thirdParty,
    pa_owner_driver: pa,
    addons,
    total_addon_premium: addonTotal,
    net_premium: net,
    gst,
    total_premium: net + gst,
  };
}
