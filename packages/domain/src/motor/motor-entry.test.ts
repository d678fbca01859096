import { describe, expect, it } from 'vitest';
import type { VehicleKind } from '../constants/motor';
import { motorEntrySchema, type TMotorEntryForm } from './motor-entry';

const today = '2026-11-23';
// A registered Honda Activa from Pune, its policy ending in 5 days, two years without a claim.
const activa: TMotorEntryForm = {
  status: 'existing',
  registrationNumber: 'mh 12 ab 1234',
  make: 'Honda',
  model: 'Activa 6G',
  fuel: 'PETROL',
  vehicleId: 'honda-activa-6g-standard',
  rtoCode: 'MH-12',
  registrationDate: '2024-09-23',
  policyExpiry: '2026-11-28',
  claimLastYear: 'NO',
  claimFreeYears: '2',
  thirdPartyUntil: '',
};

/** What the buyer sees on Proceed: each field's first message, or the entry the quote list is asked with. */
function proceed(change: Partial<TMotorEntryForm>, kind: VehicleKind = 'TWO_WHEELER') {
  const result = motorEntrySchema(today, kind).safeParse({ ...activa, ...change });
  if (result.success) return { entry: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return { messages };
}

describe('the motor entry form', () => {
  it('gives the entry with the registration as stored and the current policy', () => {
    expect(proceed({})).toEqual({
      entry: {
        registrationNumber: 'MH12AB1234',
        vehicleId: 'honda-activa-6g-standard',
        rtoCode: 'MH-12',
        registrationDate: '2024-09-23',
        previousPolicy: { expiryDate: '2026-11-28', claimLastYear: 'NO', claimFreeYears: 2, thirdPartyUntil: null },
      },
    });
  });

  it('has no number when none is typed, no policy when its expiry is left empty, and no bonus after a claim', () => {
    expect(proceed({ registrationNumber: '  ' }).entry?.registrationNumber).toBeNull();
    expect(proceed({ policyExpiry: '' }).entry?.previousPolicy).toBeNull();
    expect(proceed({ claimLastYear: 'YES' }).entry?.previousPolicy?.claimFreeYears).toBe(0);
  });

  it('asks whether a claim was made when there is a current policy, never assuming none (issue 48)', () => {
    expect(proceed({ claimLastYear: '' })).toEqual({
      messages: { claimLastYear: 'Tell us whether you made a claim on this policy in the last year' },
    });
    expect(proceed({ claimLastYear: '', policyExpiry: '' }).entry?.previousPolicy).toBeNull();
  });

  it('refuses a current policy ending more than 90 days off: a renewal is not open yet, or the year is a typo', () => {
    expect(proceed({ policyExpiry: '2027-02-21' }).entry?.previousPolicy?.expiryDate).toBe('2027-02-21');
    expect(proceed({ policyExpiry: '2027-02-22' })).toEqual({
      messages: { policyExpiry: 'A policy can be renewed here from 90 days before it ends' },
    });
  });

  it('takes a third-party cover that runs on past the current policy, and refuses one that does not', () => {
    expect(proceed({ thirdPartyUntil: '2029-09-22' }).entry?.previousPolicy?.thirdPartyUntil).toBe('2029-09-22');
    expect(proceed({ thirdPartyUntil: '2026-11-28' })).toEqual({
      messages: { thirdPartyUntil: 'Give it only when it runs on past the current policy; leave it empty otherwise' },
    });
    expect(proceed({ policyExpiry: '', thirdPartyUntil: '2029-09-22' })).toEqual({
      messages: { thirdPartyUntil: 'Enter the current policy’s expiry date too' },
    });
  });

  it('refuses a third party longer than any runs: 5 years from registration for a two-wheeler, 3 for a car', () => {
    const tooLong = { messages: { thirdPartyUntil: 'No third-party policy runs this long: check its end date' } };
    expect(proceed({ thirdPartyUntil: '2029-09-23' })).toEqual(tooLong);
    expect(proceed({ thirdPartyUntil: '2029-09-22' }, 'CAR')).toEqual(tooLong);
    // A car's 3 years end 2027-09-22, before a yearly policy bought today 90 days early would: that one is the limit.
    expect(proceed({ thirdPartyUntil: '2028-02-20' }, 'CAR').entry?.previousPolicy?.thirdPartyUntil).toBe('2028-02-20');
    expect(proceed({ thirdPartyUntil: '2028-02-21' }, 'CAR')).toEqual(tooLong);
  });

  it('takes a new vehicle without registration, date or policy, whatever the hidden fields still hold', () => {
    expect(
      proceed({
        status: 'new',
        registrationNumber: 'MH',
        registrationDate: '2027-01-01',
        thirdPartyUntil: '2026-11-28',
      }),
    ).toEqual({
      entry: {
        registrationNumber: null,
        vehicleId: 'honda-activa-6g-standard',
        rtoCode: 'MH-12',
        registrationDate: null,
        previousPolicy: null,
      },
    });
  });

  it('names every missing or wrong field at once', () => {
    expect(
      proceed({
        registrationNumber: 'MH',
        vehicleId: '',
        rtoCode: '',
        registrationDate: '2027-01-01',
        policyExpiry: '',
      }),
    ).toEqual({
      messages: {
        registrationNumber: 'Enter a registration number like MH 12 AB 1234',
        vehicleId: 'Choose your vehicle',
        rtoCode: 'Choose the RTO where the vehicle is registered',
        registrationDate: 'The registration date cannot be in the future',
      },
    });
    expect(proceed({ registrationDate: '' }).messages).toEqual({ registrationDate: 'Enter the registration date' });
    // As the quote request refuses it: told on the page rather than as a failed quote list.
    expect(proceed({ registrationDate: '1979-12-31' }).messages).toEqual({
      registrationDate: 'A vehicle registered before 1980 is not quoted here',
    });
    expect(proceed({ status: 'new', vehicleId: '', rtoCode: '' }).messages).toEqual({
      vehicleId: 'Choose your vehicle',
      rtoCode: 'Choose the RTO where the vehicle is registered',
    });
  });
});
