import { describe, expect, it } from 'vitest';
import {
  BIKE_MESSAGES,
  bikeVehicleFormSchema,
  isValidRegistration,
  normaliseRegistration,
  normaliseRto,
  parseTwoWheelerVehicleData,
} from './vehicle-data';

const today = '2026-05-20';
const filled = {
  registrationNumber: 'mh 12 ab 1234',
  make: ' Honda ',
  model: 'Activa 6G',
  variant: 'Deluxe',
  fuelType: 'Petrol',
  rto: 'mh12',
  purchaseDate: '2022-06-15',
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('registration numbers', () => {
  it('are compared without case, spaces or hyphens', () => {
    expect(normaliseRegistration('mh-12 ab 1234')).toBe('MH12AB1234');
  });

  it('accept state and Bharat series numbers and refuse other text', () => {
    for (const ok of ['MH12AB1234', 'DL3CAB1234', 'KA01A1', 'ka 05 mk 9999', '22BH1234AA'])
      expect(isValidRegistration(ok)).toBe(true);
    for (const bad of ['', 'MH', '1234MH12', 'MH12AB12345', 'M12AB1234']) expect(isValidRegistration(bad)).toBe(false);
  });
});

describe('RTO codes', () => {
  it('are stored shaped like DL-01', () => {
    expect(normaliseRto('dl1')).toBe('DL-01');
    expect(normaliseRto(' MH 12 ')).toBe('MH-12');
    expect(normaliseRto('KA-05')).toBe('KA-05');
    expect(normaliseRto('Delhi')).toBe('DELHI');
  });
});

describe('the manual bike form', () => {
  it('gives the stored shape with registration and RTO normalised', () => {
    expect(bikeVehicleFormSchema('existing', today).parse(filled)).toEqual({
      registrationNumber: 'MH12AB1234',
      make: 'Honda',
      model: 'Activa 6G',
      variant: 'Deluxe',
      fuelType: 'Petrol',
      rto: 'MH-12',
      purchaseDate: '2022-06-15',
    });
  });

  it('stores no registration for a new bike, bought today', () => {
    const parsed = bikeVehicleFormSchema('new', today).parse({
      ...filled,
      registrationNumber: 'ignored',
      purchaseDate: today,
      fuelType: 'Electric',
    });
    expect(parsed.registrationNumber).toBe('');
    expect(parsed.fuelType).toBe('Electric');
  });

  it('names every missing field with its own message', () => {
    const empty = {
      registrationNumber: '',
      make: '',
      model: ' ',
      variant: '',
      fuelType: '',
      rto: '',
      purchaseDate: '',
    };
    expect(fieldErrors(bikeVehicleFormSchema('existing', today).safeParse(empty))).toEqual({
      registrationNumber: BIKE_MESSAGES.REGISTRATION_REQUIRED,
      make: 'Please enter the make',
      model: 'Please enter the model',
      variant: 'Please enter the variant',
      fuelType: 'Please choose a fuel type',
      rto: 'Enter an RTO code like DL-01',
      purchaseDate: 'Please enter the purchase date',
    });
  });

  it('refuses a bad registration, an unknown fuel, a malformed RTO and impossible dates', () => {
    const schema = bikeVehicleFormSchema('existing', today);
    expect(fieldErrors(schema.safeParse({ ...filled, registrationNumber: 'HELLO' }))).toEqual({
      registrationNumber: BIKE_MESSAGES.REGISTRATION_INVALID,
    });
    expect(fieldErrors(schema.safeParse({ ...filled, fuelType: 'Diesel' }))).toEqual({
      fuelType: BIKE_MESSAGES.FUEL_TYPE_REQUIRED,
    });
    expect(fieldErrors(schema.safeParse({ ...filled, rto: 'DL-123' }))).toEqual({ rto: BIKE_MESSAGES.RTO_INVALID });
    expect(fieldErrors(schema.safeParse({ ...filled, purchaseDate: '2026-05-21' }))).toEqual({
      purchaseDate: BIKE_MESSAGES.PURCHASE_DATE_FUTURE,
    });
    expect(fieldErrors(schema.safeParse({ ...filled, purchaseDate: '2023-02-30' }))).toEqual({
      purchaseDate: 'Enter the purchase date as DD/MM/YYYY',
    });
    expect(fieldErrors(schema.safeParse({ ...filled, purchaseDate: '1989-12-31' }))).toEqual({
      purchaseDate: BIKE_MESSAGES.PURCHASE_DATE_TOO_OLD,
    });
  });
});

describe('stored vehicle data', () => {
  it('is read back only when it has every field in shape', () => {
    const stored = bikeVehicleFormSchema('existing', today).parse(filled);
    expect(parseTwoWheelerVehicleData(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(parseTwoWheelerVehicleData({ ...stored, rto: 'Delhi' })).toBeNull();
    expect(parseTwoWheelerVehicleData({ ...stored, make: undefined })).toBeNull();
    expect(parseTwoWheelerVehicleData(null)).toBeNull();
  });
});
