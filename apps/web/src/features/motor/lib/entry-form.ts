import {
  MESSAGES,
  RENEWAL_NOT_OPEN,
  THIRD_PARTY_TOO_LONG,
  ZRegistrationNumber,
  latestThirdPartyEnd,
  renewalOpen,
  type MotorFuel,
  type VehicleKind,
} from '@kavach/domain';
import type { MotorEntry } from './motor-request.ts';

export type VehicleStatus = 'existing' | 'new';

/** The entry page's fields as typed (dates as the date inputs give them, YYYY-MM-DD, or empty). */
export type EntryForm = {
  status: VehicleStatus;
  registrationNumber: string;
  make: string;
  model: string;
  fuel: MotorFuel | '';
  vehicleId: string;
  rtoCode: string;
  registrationDate: string;
  policyExpiry: string;
  claimLastYear: 'YES' | 'NO';
  claimFreeYears: string;
  thirdPartyUntil: string;
};
export type EntryField = keyof EntryForm;
export type EntryErrors = Partial<Record<EntryField, string>>;

export const EMPTY_ENTRY_FORM: EntryForm = {
  status: 'existing',
  registrationNumber: '',
  make: '',
  model: '',
  fuel: '',
  vehicleId: '',
  rtoCode: '',
  registrationDate: '',
  policyExpiry: '',
  claimLastYear: 'NO',
  claimFreeYears: '0',
  thirdPartyUntil: '',
};

// The order the fields appear in, so the first one in error can take the focus.
const FIELD_ORDER: readonly EntryField[] = [
  'registrationNumber',
  'make',
  'model',
  'fuel',
  'vehicleId',
  'rtoCode',
  'registrationDate',
  'policyExpiry',
  'thirdPartyUntil',
];

export function firstInvalidField(errors: EntryErrors): EntryField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The entry the quote list asks with, or every field's problem. The registration number is optional by hand. */
export function validateEntryForm(
  form: EntryForm,
  today: string,
  kind: VehicleKind,
): { ok: true; entry: MotorEntry } | { ok: false; errors: EntryErrors } {
  const errors: EntryErrors = {};
  const isNew = form.status === 'new';
  let registrationNumber: string | null = null;
  if (!isNew && form.registrationNumber.trim()) {
    const parsed = ZRegistrationNumber.safeParse(form.registrationNumber);
    if (parsed.success) registrationNumber = parsed.data;
    else errors.registrationNumber = parsed.error.issues[0]?.message ?? 'Enter a valid registration number';
  }
  if (!form.vehicleId) errors.vehicleId = MESSAGES.VEHICLE_REQUIRED;
  if (!form.rtoCode) errors.rtoCode = MESSAGES.RTO_REQUIRED;
  if (!isNew) {
    if (!ISO_DATE.test(form.registrationDate)) errors.registrationDate = MESSAGES.REGISTRATION_DATE_REQUIRED;
    else if (form.registrationDate > today) errors.registrationDate = MESSAGES.REGISTRATION_DATE_FUTURE;
  }
  if (!isNew && ISO_DATE.test(form.policyExpiry) && !renewalOpen(form.policyExpiry, today))
    errors.policyExpiry = RENEWAL_NOT_OPEN;
  const thirdPartyUntil = !isNew && ISO_DATE.test(form.thirdPartyUntil) ? form.thirdPartyUntil : null;
  if (thirdPartyUntil) {
    if (!ISO_DATE.test(form.policyExpiry)) errors.thirdPartyUntil = MESSAGES.THIRD_PARTY_NEEDS_POLICY;
    else if (thirdPartyUntil <= form.policyExpiry) errors.thirdPartyUntil = MESSAGES.THIRD_PARTY_NOT_PAST;
    else if (thirdPartyUntil > latestThirdPartyEnd(kind, form.registrationDate || null, today))
      errors.thirdPartyUntil = THIRD_PARTY_TOO_LONG;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const hasPolicy = !isNew && ISO_DATE.test(form.policyExpiry);
  return {
    ok: true,
    entry: {
      registrationNumber,
      vehicleId: form.vehicleId,
      rtoCode: form.rtoCode,
      registrationDate: isNew ? null : form.registrationDate,
      previousPolicy: hasPolicy
        ? {
            expiryDate: form.policyExpiry,
            claimLastYear: form.claimLastYear,
            claimFreeYears: form.claimLastYear === 'YES' ? 0 : Number(form.claimFreeYears),
            thirdPartyUntil,
          }
        : null,
    },
  };
}

/** Edit Details: the entry back as the form that made it (the pickers' make, model and fuel from the vehicle). */
export function formFromEntry(
  entry: MotorEntry,
  vehicle: { make: string; model: string; fuel: MotorFuel } | undefined,
): EntryForm {
  return {
    status: entry.registrationDate === null ? 'new' : 'existing',
    registrationNumber: entry.registrationNumber ?? '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    fuel: vehicle?.fuel ?? '',
    vehicleId: vehicle ? entry.vehicleId : '',
    rtoCode: entry.rtoCode,
    registrationDate: entry.registrationDate ?? '',
    policyExpiry: entry.previousPolicy?.expiryDate ?? '',
    claimLastYear: entry.previousPolicy?.claimLastYear ?? 'NO',
    claimFreeYears: String(entry.previousPolicy?.claimFreeYears ?? 0),
    thirdPartyUntil: entry.previousPolicy?.thirdPartyUntil ?? '',
  };
}
