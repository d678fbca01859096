import { z } from 'zod';
import { ZRowId, ZRupees } from '../wire';
import { ZYesNo } from '../../constants/health';
import {
  OLDEST_REGISTRATION_DATE,
  RENEWAL_NOT_OPEN,
  renewalOpen,
  ZMotorFuel,
  ZVehicleKind,
} from '../../constants/motor';
import { MOTOR_ADDON_TYPES, ZMotorAddonType, ZMotorPolicyType } from '../../code-lists/cover';
import { ZIsoDate } from '../../validation/fields';
import { indiaDate } from '../../validation/dates';
import { MESSAGES } from '../../validation/messages';

// Issue 18: motor quotes from the server. The browser's forms validate with these same schemas.

/** A registration number as written on the plate (MH 12 AB 1234, 22 BH 1234 AA), stored without spaces or dashes. */
export const ZRegistrationNumber = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|\d{2}BH\d{4}[A-Z]{1,2})$/,
        'Enter a registration number like MH 12 AB 1234',
      ),
  );
export const ZRegistrationParams = z.object({ registration_number: ZRegistrationNumber });

/**
 * One vehicle's registration however its RTO's number is written (MH1KV1234 and MH01KV1234, DL3CAB1234 and
 * DL03CAB1234 are each one plate): the RTO number in two digits. Bharat-series numbers are kept as they are.
 */
export function registrationKey(registrationNumber: string): string {
  return registrationNumber.replace(/^([A-Z]{2})(\d)([A-Z]{0,3}\d{4})$/, '$10$2$3');
}

/**
 * The RTO a stored registration number was issued by (MH12AB1234 → MH-12, DL3CAB1234 → DL-03), or null for a
 * Bharat-series number, which names none. The premium is worked out for the RTO's zone, so the number insured must
 * be that RTO's.
 */
export function registrationRto(registrationNumber: string): string | null {
  const match = /^([A-Z]{2})(\d{1,2})[A-Z]{0,3}\d{4}$/.exec(registrationNumber);
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}` : null;
}

/** Why a registration number cannot be insured on a quote for `rtoCode`, or null. */
export function registrationRtoProblem(registrationNumber: string, rtoCode: string): string | null {
  const rto = registrationRto(registrationNumber);
  return rto && rto !== rtoCode
    ? `This number was issued by RTO ${rto}, and the premium was worked out for ${rtoCode}. Check the number, or get a new quote for ${rto}.`
    : null;
}

export const ZRtoCode = z.string().regex(/^[A-Z]{2}-\d{2}$/, MESSAGES.RTO_REQUIRED);
/** A catalogue vehicle's id (make, model and variant in one slug); an empty one is a vehicle not chosen yet. */
export const ZVehicleId = z.string().regex(/^[a-z0-9-]{2,80}$/, MESSAGES.VEHICLE_REQUIRED);

export const ZMotorQuoteRequest = z
  .object({
    /**
     * The number the vehicle was looked up by, when it was: its vehicle, RTO, registration date and current policy's
     * end must then be the registry's (registry-facts.ts), and the proposal insures this number.
     */
    registration_number: ZRegistrationNumber.nullish(),
    vehicle_id: ZVehicleId,
    rto_code: ZRtoCode,
    /** Null for a new vehicle not yet registered. */
    registration_date: ZIsoDate.refine(
      (date) => date >= OLDEST_REGISTRATION_DATE,
      MESSAGES.REGISTRATION_DATE_TOO_OLD,
    ).nullable(),
    policy_type: ZMotorPolicyType,
    /** The policy the vehicle has now; null for a new vehicle or none. */
    previous_policy: z
      .object({
        // A renewal starts the day after it (motorCoverStart).
        expiry_date: ZIsoDate.refine((date) => renewalOpen(date, indiaDate(new Date())), RENEWAL_NOT_OPEN),
        claim_last_year: ZYesNo,
        claim_free_years: z.number().int().min(0).max(50),
        /** A standalone third-party policy's end, when own damage alone is asked for. */
        third_party_valid_until: ZIsoDate.nullish(),
      })
      .strict()
      .nullable(),
    /** The IDV the buyer wants; each insurer keeps it within its own range. */
    idv: z.number().int().positive().max(100_000_000).nullish(),
    voluntary_deductible: z.number().int().min(0).max(50_000).nullish(),
    addons: z.array(ZMotorAddonType).max(MOTOR_ADDON_TYPES.length).default([]),
    /**
     * YES: the owner declares other personal accident cover of ₹15 lakh or more, and the compulsory owner-driver PA
     * cover is left out of a cover with third party (docs/decisions.md §3). Own damage alone carries none anyway.
     */
    other_pa_cover: ZYesNo.default('NO'),
  })
  .strict();
export type TMotorQuoteRequest = z.infer<typeof ZMotorQuoteRequest>;

const ZAddonLine = z.object({
  addon_type: ZMotorAddonType,
  premium: ZRupees,
  available: z.boolean(),
  is_opted: z.boolean(),
});
export const ZMotorQuote = z.discriminatedUnion('eligible', [
  z.object({
    eligible: z.literal(true),
    insurer_id: z.string(),
    insurer_name: z.string(),
    idv: z.number(),
    idv_min: z.number(),
    idv_max: z.number(),
    own_damage: z
      .object({
        basic: z.number(),
        deductible_discount: z.number(),
        ncb_percent: z.number(),
        ncb_discount: z.number(),
        net: z.number(),
      })
      .nullable(),
    third_party: z.object({ premium: ZRupees, years: z.number() }).nullable(),
    pa_owner_driver: z.number(),
    addons: z.array(ZAddonLine),
    total_addon_premium: z.number(),
    net_premium: z.number(),
    gst: z.number(),
    total_premium: ZRupees,
    /**
     * Signed: starting a journey on it (with its quote and plan ids) re-prices on the server, like health's single
     * quote.
     */
    quote_token: z.string(),
    quote_id: ZRowId,
    plan_id: z.string(),
  }),
  z.object({ eligible: z.literal(false), insurer_id: z.string(), insurer_name: z.string(), reason: z.string() }),
]);
export type TMotorQuote = z.infer<typeof ZMotorQuote>;

export const ZMotorVehicle = z.object({
  vehicle_id: z.string(),
  kind: ZVehicleKind,
  make: z.string(),
  model: z.string(),
  variant: z.string(),
  fuel: ZMotorFuel,
  engine_cc: z.number().nullable(),
  battery_kw: z.number().nullable(),
  seating: z.number(),
  ex_showroom: ZRupees,
});
export const ZMotorRto = z.object({
  rto_code: z.string(),
  city: z.string(),
  name: z.string(),
  zone: z.enum(['A', 'B']),
});

export const ZMotorQuoteResponse = z.object({
  vehicle: ZMotorVehicle,
  rto: ZMotorRto,
  vehicle_age_months: z.number(),
  /** The no-claim bonus carried over (0 after a claim or a lapse of more than 90 days). */
  ncb_percent: z.number(),
  /**
   * Days until the previous policy ends, only when within the warning window; null otherwise (and for a new vehicle).
   */
  expiry_days_left: z.number().nullable(),
  quotes: z.array(ZMotorQuote),
});
export type TMotorQuoteResponse = z.infer<typeof ZMotorQuoteResponse>;

export const ZVehicleListResponse = z.array(ZMotorVehicle);
export const ZRtoListResponse = z.array(ZMotorRto);
export const ZRegistrationLookupResponse = z.object({
  registration_number: z.string(),
  vehicle: ZMotorVehicle.nullable(),
  rto_code: z.string(),
  registration_date: z.string(),
  policy_expiry: z.string().nullable(),
  /** A third-party cover running on past the current policy, where the registry records one: own damage alone. */
  third_party_until: z.string().nullable(),
});

/** GET /v1/motor/options?kind=: what a buyer can choose on the quote list, from the operator's catalogue. */
export const ZMotorOptionsResponse = z.object({
  voluntary_deductibles: z.array(z.object({ amount: ZRupees, percent: z.number(), max_discount: z.number() })),
  /** Add-ons at least one insurer offers (each quote says whether its insurer does, for this vehicle's age). */
  addons: z.array(ZMotorAddonType),
});
export type TMotorOptionsResponse = z.infer<typeof ZMotorOptionsResponse>;
