import { z } from 'zod';
import { ZRegistrationNumber, ZRtoCode, ZVehicleId } from '../api/motor/motor-quote';
import { ZYesNo } from '../constants/health';
import {
  OLDEST_REGISTRATION_DATE,
  RENEWAL_NOT_OPEN,
  THIRD_PARTY_TOO_LONG,
  ZMotorFuel,
  latestThirdPartyEnd,
  renewalOpen,
  type VehicleKind,
} from '../constants/motor';
import { isValidIsoDate } from '../validation/dates';
import { MESSAGES } from '../validation/messages';

// Issue 18: the motor entry page's answers (a registry lookup or the catalogue's pickers, and the current policy),
// checked when the buyer proceeds to the quotes. The quote API checks the vehicle, the RTO and the dates again.

/** Whether the vehicle is registered already or brand new (sold bundled, with no registration or policy yet). */
export const VEHICLE_STATUSES = ['existing', 'new'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** What the entry page found out about the vehicle and its policy; the quote list asks the server with it. */
export type MotorEntry = {
  /** Null for a new vehicle, or one entered by hand without its number. */
  registrationNumber: string | null;
  vehicleId: string;
  rtoCode: string;
  /** ISO date; null for a brand-new vehicle not yet registered. */
  registrationDate: string | null;
  previousPolicy: {
    expiryDate: string;
    claimLastYear: 'YES' | 'NO';
    claimFreeYears: number;
    /** The end of a third-party cover running on past this policy (a new vehicle's 3 or 5 years); null for none. */
    thirdPartyUntil: string | null;
  } | null;
};

/**
 * The entry page's fields as typed: dates as the date inputs give them (YYYY-MM-DD, or empty when not given), the
 * pickers' make, model and fuel that lead to the vehicle, and the claim-free years as the select holds them.
 */
const ZMotorEntryForm = z.object({
  status: z.enum(VEHICLE_STATUSES),
  registrationNumber: z.string(),
  make: z.string(),
  model: z.string(),
  fuel: z.union([ZMotorFuel, z.literal('')]),
  // The quote request's own checks: an empty one is a picker not chosen yet.
  vehicleId: ZVehicleId,
  rtoCode: ZRtoCode,
  registrationDate: z.string(),
  policyExpiry: z.string(),
  // Empty until answered: it decides the no-claim bonus (issue 48).
  claimLastYear: z.union([ZYesNo, z.literal('')]),
  claimFreeYears: z.string(),
  thirdPartyUntil: z.string(),
});
export type TMotorEntryForm = z.input<typeof ZMotorEntryForm>;
export type MotorEntryField = keyof TMotorEntryForm;

/**
 * The entry page's check on Proceed, on the buyer's `today`: each field's first problem, or the entry the quote list
 * asks with. A new vehicle has no registration, date or policy to check. The registration number is optional (a
 * vehicle the registry does not know is entered by hand), the policy too (a vehicle may have none now).
 */
export function motorEntrySchema(today: string, kind: VehicleKind) {
  return ZMotorEntryForm.superRefine((form, ctx) => {
    if (form.status === 'new') return;
    const refuse = (field: MotorEntryField, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (form.registrationNumber.trim()) {
      const [problem] = ZRegistrationNumber.safeParse(form.registrationNumber).error?.issues ?? [];
      if (problem) refuse('registrationNumber', problem.message);
    }
    if (!isValidIsoDate(form.registrationDate)) refuse('registrationDate', MESSAGES.REGISTRATION_DATE_REQUIRED);
    else if (form.registrationDate > today) refuse('registrationDate', MESSAGES.REGISTRATION_DATE_FUTURE);
    else if (form.registrationDate < OLDEST_REGISTRATION_DATE)
      refuse('registrationDate', MESSAGES.REGISTRATION_DATE_TOO_OLD);
    if (isValidIsoDate(form.policyExpiry) && !renewalOpen(form.policyExpiry, today))
      refuse('policyExpiry', RENEWAL_NOT_OPEN);
    if (isValidIsoDate(form.policyExpiry) && !form.claimLastYear)
      refuse('claimLastYear', MESSAGES.CLAIM_LAST_YEAR_REQUIRED);
    // A third party running on past the policy makes own damage alone the cover to buy (policyTypesFor).
    if (isValidIsoDate(form.thirdPartyUntil)) {
      if (!isValidIsoDate(form.policyExpiry)) refuse('thirdPartyUntil', MESSAGES.THIRD_PARTY_NEEDS_POLICY);
      else if (form.thirdPartyUntil <= form.policyExpiry) refuse('thirdPartyUntil', MESSAGES.THIRD_PARTY_NOT_PAST);
      else if (form.thirdPartyUntil > latestThirdPartyEnd(kind, form.registrationDate || null, today))
        refuse('thirdPartyUntil', THIRD_PARTY_TOO_LONG);
    }
  }).transform(entryOf);
}

/** A checked form as the entry: the registration as stored (no spaces), and no bonus after a claim. */
function entryOf(form: z.output<typeof ZMotorEntryForm>): MotorEntry {
  const common = { vehicleId: form.vehicleId, rtoCode: form.rtoCode };
  if (form.status === 'new')
    return { ...common, registrationNumber: null, registrationDate: null, previousPolicy: null };
  const claimed = form.claimLastYear === 'YES';
  return {
    ...common,
    registrationNumber: form.registrationNumber.trim() ? ZRegistrationNumber.parse(form.registrationNumber) : null,
    registrationDate: form.registrationDate,
    previousPolicy: isValidIsoDate(form.policyExpiry)
      ? {
          expiryDate: form.policyExpiry,
          claimLastYear: claimed ? 'YES' : 'NO',
          claimFreeYears: claimed ? 0 : Number(form.claimFreeYears),
          thirdPartyUntil: isValidIsoDate(form.thirdPartyUntil) ? form.thirdPartyUntil : null,
        }
      : null,
  };
}
