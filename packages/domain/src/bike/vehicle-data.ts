import { z } from 'zod';
import { FUEL_TYPES } from '../constants/bike';
import { isValidIsoDate } from '../validation/dates';
import { zRequiredText } from '../validation/fields';

// spec 3 §3.17: the bike's details as kept in local storage (twoWheelerVehicleData), and the manual form's
// rules (spec 3 §5.6). The spec names the required fields but gives no texts; the messages here are ours.
// The bike flow makes no server calls yet; a motor quote API would take this same shape.

export const BIKE_MESSAGES = {
  REGISTRATION_REQUIRED: 'Please enter the registration number',
  REGISTRATION_INVALID: 'Enter a registration number like MH12AB1234',
  MAKE_REQUIRED: 'Please enter the make',
  MODEL_REQUIRED: 'Please enter the model',
  VARIANT_REQUIRED: 'Please enter the variant',
  FUEL_TYPE_REQUIRED: 'Please choose a fuel type',
  RTO_INVALID: 'Enter an RTO code like DL-01',
  PURCHASE_DATE_REQUIRED: 'Please enter the purchase date',
  PURCHASE_DATE_INVALID: 'Enter the purchase date as DD/MM/YYYY',
  PURCHASE_DATE_FUTURE: 'The purchase date cannot be in the future',
  PURCHASE_DATE_TOO_OLD: 'Please enter a purchase date from 1990 onwards',
} as const;

/** Free-text make, model and variant stop here; real names are far shorter. */
export const VEHICLE_TEXT_MAX_LENGTH = 40;
/** Older two-wheelers are not insured online at their market value; the form stops at this date. */
export const MIN_PURCHASE_DATE = '1990-01-01';

// State code, RTO number (1–2 digits), series (0–3 letters), number (1–4 digits): MH12AB1234, DL3CAB123.
const STATE_REGISTRATION = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/;
// Bharat series: year, BH, four digits, one or two letters: 22BH1234AA.
const BH_REGISTRATION = /^\d{2}BH\d{4}[A-Z]{1,2}$/;
const RTO_INPUT = /^([A-Z]{2})[-\s]?(\d{1,2})$/;
const RTO_STORED = /^[A-Z]{2}-\d{2}$/;

/** 'mh 12-ab 1234' -> 'MH12AB1234': registrations are compared and stored without spaces or hyphens. */
export function normaliseRegistration(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

export function isValidRegistration(registration: string): boolean {
  const value = normaliseRegistration(registration);
  return STATE_REGISTRATION.test(value) || BH_REGISTRATION.test(value);
}

/** 'dl1', 'DL 01', 'dl-01' -> 'DL-01'; anything else comes back trimmed and upper-cased, to fail the rule. */
export function normaliseRto(raw: string): string {
  const value = raw.trim().toUpperCase();
  const m = RTO_INPUT.exec(value);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}` : value;
}

export const ZTwoWheelerVehicleData = z.object({
  /** '' for a new bike, which has no registration yet. */
  registrationNumber: z.string(),
  make: z.string().trim().min(1),
  model: z.string().trim().min(1),
  variant: z.string().trim().min(1),
  fuelType: z.enum(FUEL_TYPES),
  rto: z.string().regex(RTO_STORED),
  /** YYYY-MM-DD. */
  purchaseDate: z.string().refine(isValidIsoDate),
});
export type TwoWheelerVehicleData = z.infer<typeof ZTwoWheelerVehicleData>;

/** Stored data is read leniently: a stale or hand-edited value gives null, never a half-trusted object. */
export function parseTwoWheelerVehicleData(value: unknown): TwoWheelerVehicleData | null {
  const parsed = ZTwoWheelerVehicleData.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type BikeKind = 'existing' | 'new';

const requiredText = (message: string) =>
  zRequiredText(message).max(VEHICLE_TEXT_MAX_LENGTH, `Use at most ${VEHICLE_TEXT_MAX_LENGTH} characters`);

/**
 * The manual form (spec 3 §5.6): every field required, each with its own message. An existing bike needs
 * its registration; a new one has none and stores ''. The purchase date comes as YYYY-MM-DD (a form shows
 * DD/MM/YYYY and converts); `today` bounds it. Parses to the stored shape, registration and RTO normalised.
 */
export function bikeVehicleFormSchema(kind: BikeKind, today: string) {
  const registrationNumber =
    kind === 'new'
      ? z.string().transform(() => '')
      : zRequiredText(BIKE_MESSAGES.REGISTRATION_REQUIRED)
          .transform(normaliseRegistration)
          .refine(isValidRegistration, BIKE_MESSAGES.REGISTRATION_INVALID);
  return z.object({
    registrationNumber,
    make: requiredText(BIKE_MESSAGES.MAKE_REQUIRED),
    model: requiredText(BIKE_MESSAGES.MODEL_REQUIRED),
    variant: requiredText(BIKE_MESSAGES.VARIANT_REQUIRED),
    fuelType: z.enum(FUEL_TYPES, { error: BIKE_MESSAGES.FUEL_TYPE_REQUIRED }),
    rto: zRequiredText(BIKE_MESSAGES.RTO_INVALID)
      .transform(normaliseRto)
      .refine((rto) => RTO_STORED.test(rto), BIKE_MESSAGES.RTO_INVALID),
    purchaseDate: zRequiredText(BIKE_MESSAGES.PURCHASE_DATE_REQUIRED)
      .refine(isValidIsoDate, { error: BIKE_MESSAGES.PURCHASE_DATE_INVALID, abort: true })
      .refine((date) => date <= today, { error: BIKE_MESSAGES.PURCHASE_DATE_FUTURE, abort: true })
      .refine((date) => date >= MIN_PURCHASE_DATE, BIKE_MESSAGES.PURCHASE_DATE_TOO_OLD),
  });
}
