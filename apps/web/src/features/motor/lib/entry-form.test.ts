import { motorEntrySchema, type TMotorEntryForm } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY_FORM, fieldToFocus, formFromEntry, formWithRecord } from './entry-form.ts';
import { ACTIVA_ENTRY } from './test-entry.ts';

const activa = { make: 'Honda', model: 'Activa 6G', fuel: 'PETROL' } as const;
const proceed = (form: TMotorEntryForm) => motorEntrySchema('2026-11-23', 'TWO_WHEELER').parse(form);

describe('the entry form', () => {
  it('comes back from an entry (Edit Details) as a form that gives the same entry', () => {
    const form = formFromEntry(ACTIVA_ENTRY, activa);
    expect(form).toMatchObject({
      ...activa,
      status: 'existing',
      registrationNumber: 'MH12AB1234',
      claimFreeYears: '2',
    });
    expect(proceed(form)).toEqual(ACTIVA_ENTRY);
    const ownDamage = {
      ...ACTIVA_ENTRY,
      previousPolicy: { ...ACTIVA_ENTRY.previousPolicy!, thirdPartyUntil: '2029-09-22' },
    };
    expect(proceed(formFromEntry(ownDamage, activa))).toEqual(ownDamage);
    const brandNew = { ...ACTIVA_ENTRY, registrationNumber: null, registrationDate: null, previousPolicy: null };
    expect(formFromEntry(brandNew, activa).status).toBe('new');
    expect(proceed(formFromEntry(brandNew, activa))).toEqual(brandNew);
  });

  it('leaves the pickers to choose again for a vehicle the catalogue no longer has', () => {
    expect(formFromEntry(ACTIVA_ENTRY, undefined)).toMatchObject({ make: '', model: '', fuel: '', vehicleId: '' });
  });

  it('takes what the registry knows, and keeps the rest as typed', () => {
    const typed = { ...EMPTY_ENTRY_FORM, registrationNumber: 'MH12AB1234', claimFreeYears: '3' };
    const record = {
      registration_number: 'MH12AB1234',
      vehicle: null,
      rto_code: 'MH-12',
      registration_date: '2024-09-23',
      policy_expiry: null,
      third_party_until: null,
    };
    expect(formWithRecord({ ...typed, make: 'Bajaj' }, record)).toEqual({
      ...typed,
      rtoCode: 'MH-12',
      registrationDate: '2024-09-23',
    });
  });

  it('focuses the first field in error in page order, and for the vehicle the first picker still to choose', () => {
    const errors = { rtoCode: {}, vehicleId: {}, thirdPartyUntil: {} };
    expect(fieldToFocus(errors, EMPTY_ENTRY_FORM)).toBe('make');
    expect(fieldToFocus(errors, { ...EMPTY_ENTRY_FORM, make: 'Honda', model: 'Activa 6G' })).toBe('fuel');
    expect(fieldToFocus({ ...errors, registrationNumber: {} }, EMPTY_ENTRY_FORM)).toBe('registrationNumber');
    expect(fieldToFocus({ thirdPartyUntil: {}, policyExpiry: {} }, EMPTY_ENTRY_FORM)).toBe('policyExpiry');
    expect(fieldToFocus({}, EMPTY_ENTRY_FORM)).toBeUndefined();
  });
});
