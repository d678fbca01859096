import type { MotorEntry, MotorEntryField, MotorFuel, TMotorEntryForm } from '@kavach/domain';
import type { RegisteredVehicle } from '../api/registration-lookup.ts';

export const EMPTY_ENTRY_FORM: TMotorEntryForm = {
  status: 'existing',
  registrationNumber: '',
  make: '',
  model: '',
  fuel: '',
  vehicleId: '',
  rtoCode: '',
  registrationDate: '',
  policyExpiry: '',
  claimLastYear: '',
  claimFreeYears: '0',
  thirdPartyUntil: '',
};

// The fields that can be in error, in the order the page shows them.
const PAGE_ORDER: readonly MotorEntryField[] = [
  'registrationNumber',
  'vehicleId',
  'rtoCode',
  'registrationDate',
  'policyExpiry',
  'thirdPartyUntil',
  'claimLastYear',
];
// The vehicle's pickers, each choosing among what the one above it leaves.
const VEHICLE_PICKERS: readonly MotorEntryField[] = ['make', 'model', 'fuel', 'vehicleId'];

/**
 * The field a refused Proceed focuses: the first in error in page order. The vehicle's error stands under its last
 * picker, which stays disabled until those above it are chosen, so the first picker still to choose takes the focus.
 */
export function fieldToFocus(errors: object, form: TMotorEntryForm): MotorEntryField | undefined {
  const first = PAGE_ORDER.find((field) => field in errors);
  if (first !== 'vehicleId') return first;
  return VEHICLE_PICKERS.find((field) => !form[field]) ?? first;
}

/**
 * What a lookup fixed of the entry (docs/product/review-payment-term-bike.md §5.6a): the RTO and registration date
 * always, the vehicle when the registry's maps to the catalogue, the policy's end and a third-party cover running on
 * past it when it records them. The server refuses a quote that declares any of them otherwise.
 */
export type RegistryFixed = { vehicle: boolean; policyExpiry: boolean; thirdPartyUntil: boolean };
export const registryFixed = (found: RegisteredVehicle): RegistryFixed => ({
  vehicle: found.vehicle !== null,
  policyExpiry: found.policy_expiry !== null,
  thirdPartyUntil: found.third_party_until !== null,
});

/** The form with what the registry knows of the vehicle: the pickers from its catalogue vehicle, if it has one. */
export function formWithRecord(form: TMotorEntryForm, found: RegisteredVehicle): TMotorEntryForm {
  return {
    ...form,
    make: found.vehicle?.make ?? '',
    model: found.vehicle?.model ?? '',
    fuel: found.vehicle?.fuel ?? '',
    vehicleId: found.vehicle?.vehicle_id ?? '',
    rtoCode: found.rto_code,
    registrationDate: found.registration_date,
    policyExpiry: found.policy_expiry ?? '',
    // A third party running on (a vehicle bought new) is quoted own damage alone: not sold twice (issue 48).
    thirdPartyUntil: found.third_party_until ?? '',
  };
}

/** Edit Details: the entry back as the form that made it (the pickers' make, model and fuel from the vehicle). */
export function formFromEntry(
  entry: MotorEntry,
  vehicle: { make: string; model: string; fuel: MotorFuel } | undefined,
): TMotorEntryForm {
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
    claimLastYear: entry.previousPolicy?.claimLastYear ?? '',
    claimFreeYears: String(entry.previousPolicy?.claimFreeYears ?? 0),
    thirdPartyUntil: entry.previousPolicy?.thirdPartyUntil ?? '',
  };
}
