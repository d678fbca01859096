import { z } from 'zod';
import { addDays, periodEnd } from '../validation/dates';
import type { MotorAddonType } from '../code-lists/cover';

// Issue 18: motor cover as Indian insurers sell it under the IRDAI tariff structure. The rules here are the
// regulator's and hold for every insurer; each insurer's rates live in the motor catalogue (packages/rating).

export const VEHICLE_KINDS = ['TWO_WHEELER', 'CAR'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
export const ZVehicleKind = z.enum(VEHICLE_KINDS);

export const MOTOR_FUELS = ['PETROL', 'DIESEL', 'CNG', 'ELECTRIC'] as const;
export type MotorFuel = (typeof MOTOR_FUELS)[number];
export const ZMotorFuel = z.enum(MOTOR_FUELS);

/**
 * What the quote asks of a third-party cover that runs on past the current policy (a vehicle bought new since 2018
 * has 3 or 5 years of it): its end, which makes own damage alone the cover to buy. Messages name the field by it.
 */
export const THIRD_PARTY_UNTIL_LABEL = 'Third party valid until';

/**
 * Whether a priced motor cover carries the owner-driver's PA cover, and so a nominee for it: it goes with third party,
 * so own damage alone carries none. A cover not priced yet is taken to carry it.
 */
export const hasPaCover = (cover: { pa_owner_driver: number } | null | undefined) => (cover?.pa_owner_driver ?? 1) > 0;

/**
 * What a schedule states when the owner-driver's compulsory PA cover was left out: the owner declared other personal
 * accident cover of ₹15 lakh or more (written with "Rs." as the schedule's font has no rupee sign).
 */
export const PA_COVER_EXCLUDED_SCHEDULE =
  "Compulsory personal accident cover for the owner-driver excluded on the owner's declaration of other personal accident cover of Rs. 15,00,000 or more.";

/** Years of third-party cover a new vehicle must be sold with. */
export const LONG_TERM_TP_YEARS: Readonly<Record<VehicleKind, number>> = { TWO_WHEELER: 5, CAR: 3 };

/** No-claim bonus on own damage by claim-free years: 20, 25, 35, 45, then 50% from five years; a claim loses it. */
const NCB_SLABS = [0, 20, 25, 35, 45, 50] as const;
export function ncbPercent(claimFreeYears: number): number {
  return NCB_SLABS[Math.max(0, Math.min(Math.floor(claimFreeYears), NCB_SLABS.length - 1))] ?? 0;
}

/**
 * The claim-free years a bonus stands for (50% for five years and more): the years one more claim-free year adds to.
 */
export function claimFreeYearsOf(percent: number): number {
  return Math.max(
    0,
    NCB_SLABS.findLastIndex((slab) => slab <= percent),
  );
}

/**
 * IRDAI depreciation for the insured declared value, by vehicle age: 5% up to 6 months, 15% to 1 year, 20% to 2,
 * 30% to 3, 40% to 4, 50% to 5. Older vehicles are valued by agreement: null.
 */
export function idvDepreciationPercent(ageMonths: number): number | null {
  if (ageMonths < 0) return null;
  if (ageMonths <= 6) return 5;
  if (ageMonths <= 12) return 15;
  if (ageMonths <= 24) return 20;
  if (ageMonths <= 36) return 30;
  if (ageMonths <= 48) return 40;
  if (ageMonths <= 60) return 50;
  return null;
}

/** What each motor add-on pays for, as the quote and the policy schedule say it (issue 17). */
export const MOTOR_ADDON_BENEFITS: Readonly<Record<MotorAddonType, string>> = {
  ZERO_DEPRECIATION: 'Pays for replaced parts in full, without deducting depreciation.',
  ENGINE_PROTECTION: 'Covers damage to the engine and gearbox from water or oil leakage, which own damage excludes.',
  RETURN_TO_INVOICE: 'After theft or a total loss, pays the invoice price of the vehicle, not only its IDV.',
  CONSUMABLES: 'Pays for consumables used in a repair, such as oil, nuts, bolts and coolant.',
  ROADSIDE_ASSISTANCE: 'Towing, a flat-tyre or battery fix and fuel delivery when the vehicle breaks down.',
  NCB_PROTECTOR: 'Keeps your no-claim bonus after one claim in the policy year.',
};

/**
 * The oldest registration quoted: a vehicle older than this is a vintage one, which insurers cover by schemes of
 * their own, and no rating table here prices its age.
 */
export const OLDEST_REGISTRATION_DATE = '1980-01-01';

/** A no-claim bonus survives a lapse of at most 90 days after the previous policy ended. */
export const NCB_LAPSE_DAYS = 90;
/** The renewal banner shows only this close to the previous policy's end. */
export const MOTOR_EXPIRY_WARNING_DAYS = 7;

/** Whole months from a registration date to today (ISO dates); 0 for a vehicle registered this month. */
export function vehicleAgeMonths(registrationDate: string, today: string): number {
  const [ry, rm, rd] = registrationDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - ry) * 12 + (tm - rm) - (td < rd ? 1 : 0));
}

/** Whole days from `today` to `date` (negative once past). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A renewal is bought here at most this many days before the current policy ends (as early as insurers open one). */
export const MOTOR_RENEWAL_WINDOW_DAYS = 90;

/** Why a current policy's end is refused: a date further off is a typo (2062 for 2026), or a renewal not yet open. */
export const RENEWAL_NOT_OPEN = `A policy can be renewed here from ${MOTOR_RENEWAL_WINDOW_DAYS} days before it ends`;
/**
 * The furthest a third-party policy in force can run on `today`: a new vehicle's long-term cover (3 or 5 years from
 * about its registration), or a yearly one bought as early as renewals open. A later "valid until" is a typo.
 */
export function latestThirdPartyEnd(kind: VehicleKind, registrationDate: string | null, today: string): string {
  const yearly = periodEnd(addDays(today, MOTOR_RENEWAL_WINDOW_DAYS), 1);
  const longTerm = registrationDate ? periodEnd(registrationDate, LONG_TERM_TP_YEARS[kind]) : yearly;
  return longTerm > yearly ? longTerm : yearly;
}
export const THIRD_PARTY_TOO_LONG = 'No third-party policy runs this long: check its end date';

/** Whether a policy ending on `expiry` can be renewed on `today` (both ISO dates). */
export const renewalOpen = (expiry: string, today: string) => expiry <= addDays(today, MOTOR_RENEWAL_WINDOW_DAYS);

/**
 * The first day of motor cover paid for the day before `dayAfterPayment`: that day, or for a registered vehicle's
 * renewal paid while its policy still runs, the day after that policy ends, so the two never overlap and the bonus
 * priced in is that of a finished year. A new vehicle's cover starts at once whatever policy its owner names (one of
 * a former vehicle, for its bonus): it may not be driven uninsured (Motor Vehicles Act s.146). Everything priced on a
 * vehicle's age, or on cover in force, is priced on this day.
 */
export function motorCoverStart(
  request: { registration_date: string | null; previous_policy: { expiry_date: string } | null },
  dayAfterPayment: string,
): string {
  const expiry = request.previous_policy?.expiry_date;
  if (!request.registration_date || !expiry || expiry < dayAfterPayment) return dayAfterPayment;
  return addDays(expiry, 1);
}
