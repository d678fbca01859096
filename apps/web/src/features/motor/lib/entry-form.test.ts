import { MESSAGES, THIRD_PARTY_TOO_LONG } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY_FORM, firstInvalidField, formFromEntry, validateEntryForm } from './entry-form.ts';
import { ACTIVA_ENTRY } from './test-entry.ts';

const today = '2026-11-23';
const filled = {
  ...EMPTY_ENTRY_FORM,
  registrationNumber: 'mh 12 ab 1234',
  make: 'Honda',
  model: 'Activa 6G',
  fuel: 'PETROL' as const,
  vehicleId: 'honda-activa-6g-standard',
  rtoCode: 'MH-12',
  registrationDate: '2024-09-23',
  policyExpiry: '2026-11-28',
  claimFreeYears: '2',
};

describe('the entry form', () => {
  it('gives the entry with the registration normalised and the current policy', () => {
    expect(validateEntryForm(filled, today, 'TWO_WHEELER')).toEqual({ ok: true, entry: ACTIVA_ENTRY });
  });

  it('has no policy when its expiry is left empty, and no claim-free years after a claim', () => {
    const none = validateEntryForm({ ...filled, policyExpiry: '' }, today, 'TWO_WHEELER');
    expect(none.ok && none.entry.previousPolicy).toBeNull();
    const claimed = validateEntryForm({ ...filled, claimLastYear: 'YES' }, today, 'TWO_WHEELER');
    expect(claimed.ok && claimed.entry.previousPolicy?.claimFreeYears).toBe(0);
  });

  it('refuses a current policy ending more than 90 days off: a renewal is not open yet, or the year is a typo', () => {
    expect(validateEntryForm({ ...filled, policyExpiry: '2027-02-21' }, today, 'TWO_WHEELER').ok).toBe(true);
    expect(validateEntryForm({ ...filled, policyExpiry: '2062-11-28' }, today, 'TWO_WHEELER')).toEqual({
      ok: false,
      errors: { policyExpiry: 'A policy can be renewed here from 90 days before it ends' },
    });
  });

  it('takes a third-party cover that runs on past the current policy, and refuses one that does not', () => {
    const bundled = validateEntryForm({ ...filled, thirdPartyUntil: '2029-09-22' }, today, 'TWO_WHEELER');
    expect(bundled.ok && bundled.entry.previousPolicy?.thirdPartyUntil).toBe('2029-09-22');
    expect(validateEntryForm({ ...filled, thirdPartyUntil: '2026-11-28' }, today, 'TWO_WHEELER')).toEqual({
      ok: false,
      errors: { thirdPartyUntil: MESSAGES.THIRD_PARTY_NOT_PAST },
    });
    const noPolicy = validateEntryForm(
      { ...filled, policyExpiry: '', thirdPartyUntil: '2029-09-22' },
      today,
      'TWO_WHEELER',
    );
    expect(noPolicy).toEqual({ ok: false, errors: { thirdPartyUntil: MESSAGES.THIRD_PARTY_NEEDS_POLICY } });
    if (!noPolicy.ok) expect(firstInvalidField(noPolicy.errors)).toBe('thirdPartyUntil');
    // Nor one longer than any runs: 5 years from registration for a two-wheeler.
    expect(validateEntryForm({ ...filled, thirdPartyUntil: '2029-09-23' }, today, 'TWO_WHEELER')).toEqual({
      ok: false,
      errors: { thirdPartyUntil: THIRD_PARTY_TOO_LONG },
    });
    // Edit Details gives it back.
    if (bundled.ok) expect(formFromEntry(bundled.entry, undefined).thirdPartyUntil).toBe('2029-09-22');
  });

  it('takes a new vehicle without registration, date or policy', () => {
    const result = validateEntryForm(
      { ...filled, status: 'new', registrationDate: '', policyExpiry: '2026-12-01' },
      today,
      'TWO_WHEELER',
    );
    expect(result).toMatchObject({
      ok: true,
      entry: { registrationNumber: null, registrationDate: null, previousPolicy: null },
    });
  });

  it('names each missing or wrong field, the first in page order first', () => {
    const result = validateEntryForm({ ...EMPTY_ENTRY_FORM, registrationDate: '2027-01-01' }, today, 'TWO_WHEELER');
    expect(result).toEqual({
      ok: false,
      errors: {
        vehicleId: MESSAGES.VEHICLE_REQUIRED,
        rtoCode: MESSAGES.RTO_REQUIRED,
        registrationDate: MESSAGES.REGISTRATION_DATE_FUTURE,
      },
    });
    if (!result.ok) expect(firstInvalidField(result.errors)).toBe('vehicleId');
    const badNumber = validateEntryForm({ ...filled, registrationNumber: 'MH' }, today, 'TWO_WHEELER');
    expect(badNumber.ok).toBe(false);
  });

  it('comes back from an entry as the form that made it', () => {
    const result = validateEntryForm(filled, today, 'TWO_WHEELER');
    if (!result.ok) throw new Error('expected a valid form');
    expect(formFromEntry(result.entry, { make: 'Honda', model: 'Activa 6G', fuel: 'PETROL' })).toEqual({
      ...filled,
      registrationNumber: 'MH12AB1234',
    });
  });
});
