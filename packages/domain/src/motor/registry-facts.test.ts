import { describe, expect, it } from 'vitest';
import { registryMismatch, type DeclaredVehicle, type RegistryRecord } from './registry-facts';

const swift = { make: 'Maruti Suzuki', model: 'Swift', variant: 'VXi', fuel: 'PETROL' };
const record: RegistryRecord = {
  registration_number: 'MH12CD5678',
  vehicle: swift,
  rto_code: 'MH-12',
  registration_date: '2023-09-29',
  policy_expiry: '2027-01-08',
  third_party_until: null,
};
const asRegistered: DeclaredVehicle = {
  vehicle: swift,
  rto_code: 'MH-12',
  registration_date: '2023-09-29',
  policy_expiry: '2027-01-08',
  third_party_until: null,
};

describe('a declared vehicle against the registry’s record of its number', () => {
  it('agrees when every fact is the registry’s', () => {
    expect(registryMismatch(record, asRegistered)).toBeNull();
  });

  it('names the first fact declared otherwise, with the registry’s value and the buyer’s', () => {
    const activa = { make: 'Honda', model: 'Activa 6G', variant: 'Standard', fuel: 'PETROL' };
    expect(registryMismatch(record, { ...asRegistered, vehicle: activa })).toEqual({
      fact: 'make',
      message:
        'The vehicle registry records the make of MH12CD5678 as Maruti Suzuki, not Honda. A vehicle is insured as registered: get a quote with its registered details.',
    });
    const cases: [Partial<DeclaredVehicle>, string, string][] = [
      [{ vehicle: { ...swift, model: 'Dzire' } }, 'model', 'as Swift, not Dzire'],
      [{ vehicle: { ...swift, variant: 'ZXi' } }, 'variant', 'as VXi, not ZXi'],
      [{ vehicle: { ...swift, fuel: 'CNG' } }, 'fuel', 'as PETROL, not CNG'],
      [{ rto_code: 'MH-04' }, 'rto_code', 'the RTO of MH12CD5678 as MH-12, not MH-04'],
      [{ registration_date: '2025-09-29' }, 'registration_date', 'as 29/09/2023, not 29/09/2025'],
      [{ policy_expiry: '2026-12-01' }, 'policy_expiry', 'end date of MH12CD5678 as 08/01/2027, not 01/12/2026'],
      [{ policy_expiry: null }, 'policy_expiry', 'as 08/01/2027, not none'],
    ];
    for (const [declared, fact, words] of cases) {
      const found = registryMismatch(record, { ...asRegistered, ...declared });
      expect(found?.fact).toBe(fact);
      expect(found?.message).toContain(words);
    }
  });

  it('holds a third-party cover the registry records running on, so it is not sold again (issue 48)', () => {
    const boughtNew = { ...record, third_party_until: '2028-09-28' };
    expect(registryMismatch(boughtNew, { ...asRegistered, third_party_until: '2028-09-28' })).toBeNull();
    expect(registryMismatch(boughtNew, asRegistered)).toEqual({
      fact: 'third_party_until',
      message:
        'The vehicle registry records the third-party cover’s end date of MH12CD5678 as 28/09/2028, not none. A vehicle is insured as registered: get a quote with its registered details.',
    });
  });

  it('compares no vehicle the registry could not map, and no policy end it does not record', () => {
    const other = { make: 'Tata', model: 'Nexon', variant: 'XZ', fuel: 'DIESEL' };
    expect(
      registryMismatch(
        { ...record, vehicle: null, policy_expiry: null },
        { ...asRegistered, vehicle: other, policy_expiry: '2026-12-20' },
      ),
    ).toBeNull();
    expect(registryMismatch({ ...record, vehicle: null }, { ...asRegistered, registration_date: null })?.fact).toBe(
      'registration_date',
    );
  });
});
