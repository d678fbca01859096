import { motorEntrySchema, type MotorEntry, type MotorFuel, type VehicleKind } from '@kavach/domain';

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

/** The entry the quote list asks with, or every field's problem, by the domain's rules. */
export function validateEntryForm(
  form: EntryForm,
  today: string,
  kind: VehicleKind,
): { ok: true; entry: MotorEntry } | { ok: false; errors: EntryErrors } {
  const result = motorEntrySchema(today, kind).safeParse(form);
  if (result.success) return { ok: true, entry: result.data };
  const errors: EntryErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as EntryField] ??= issue.message;
  return { ok: false, errors };
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
