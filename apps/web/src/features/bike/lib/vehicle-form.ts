import { bikeVehicleFormSchema, type BikeKind, type TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';
import { parseDisplayDate, toDisplayDate } from '@kavach/domain/validation/dates';
import type { VehicleDetails } from './vehicle-lookup.ts';

/** What the entry page's inputs hold: text as typed, the purchase date as DD/MM/YYYY (DESIGN.md §5). */
export type VehicleFormValues = Record<keyof TwoWheelerVehicleData, string>;
export type VehicleField = keyof VehicleFormValues;
export type VehicleFormErrors = Partial<Record<VehicleField, string>>;

/** The manual form's fields in screen order, so the first error found is the first one seen. */
export const MANUAL_FIELDS = [
  'make',
  'model',
  'variant',
  'fuelType',
  'rto',
  'purchaseDate',
] as const satisfies readonly VehicleField[];

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  registrationNumber: '',
  make: '',
  model: '',
  variant: '',
  fuelType: '',
  rto: '',
  purchaseDate: '',
};

/** The form filled from a lookup, keeping the registration the visitor typed. */
export function withVehicleDetails(values: VehicleFormValues, details: VehicleDetails): VehicleFormValues {
  return { ...values, ...details, purchaseDate: toDisplayDate(details.purchaseDate) };
}

/** The form filled from stored vehicle data (Edit Details). */
export function formFromVehicle(vehicle: TwoWheelerVehicleData): VehicleFormValues {
  return { ...vehicle, purchaseDate: toDisplayDate(vehicle.purchaseDate) };
}

export type VehicleFormResult = { ok: true; vehicle: TwoWheelerVehicleData } | { ok: false; errors: VehicleFormErrors };

/** spec 3 §5.6: checks the whole form; on failure, the first message of each field. */
export function validateVehicleForm(kind: BikeKind, values: VehicleFormValues, today: string): VehicleFormResult {
  // A typed date that is not a real DD/MM/YYYY date goes on as typed, to fail the date rule.
  const purchaseDate = parseDisplayDate(values.purchaseDate) ?? values.purchaseDate;
  const parsed = bikeVehicleFormSchema(kind, today).safeParse({ ...values, purchaseDate });
  if (parsed.success) return { ok: true, vehicle: parsed.data };
  const errors: VehicleFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as VehicleField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field to focus after a failed submit: the first in screen order that has an error. */
export function firstInvalidField(errors: VehicleFormErrors): VehicleField | undefined {
  return (['registrationNumber', ...MANUAL_FIELDS] as const).find((f) => errors[f]);
}
