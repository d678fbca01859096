import { describe, expect, it } from 'vitest';
import {
  EMPTY_VEHICLE_FORM,
  firstInvalidField,
  formFromVehicle,
  validateVehicleForm,
  withVehicleDetails,
} from './vehicle-form.ts';

const today = '2026-05-20';

describe('the bike entry form', () => {
  it('gives one message per missing field, the first on screen first', () => {
    const result = validateVehicleForm('new', EMPTY_VEHICLE_FORM, today);
    expect(result).toEqual({
      ok: false,
      errors: {
        make: 'Please enter the make',
        model: 'Please enter the model',
        variant: 'Please enter the variant',
        fuelType: 'Please choose a fuel type',
        rto: 'Enter an RTO code like DL-01',
        purchaseDate: 'Please enter the purchase date',
      },
    });
    if (!result.ok) expect(firstInvalidField(result.errors)).toBe('make');
    expect(firstInvalidField({ rto: 'x', registrationNumber: 'y' })).toBe('registrationNumber');
  });

  it('fills from a lookup and gives the stored vehicle data', () => {
    const values = withVehicleDetails(
      { ...EMPTY_VEHICLE_FORM, registrationNumber: 'MH12AB1234' },
      {
        make: 'Honda',
        model: 'Activa 6G',
        variant: 'Deluxe',
        fuelType: 'Petrol',
        rto: 'MH-12',
        purchaseDate: '2022-06-15',
      },
    );
    expect(values.purchaseDate).toBe('15/06/2022');
    expect(validateVehicleForm('existing', values, today)).toEqual({
      ok: true,
      vehicle: {
        registrationNumber: 'MH12AB1234',
        make: 'Honda',
        model: 'Activa 6G',
        variant: 'Deluxe',
        fuelType: 'Petrol',
        rto: 'MH-12',
        purchaseDate: '2022-06-15',
      },
    });
  });

  it('reads the purchase date as DD/MM/YYYY and refuses one that is not a real date', () => {
    const stored = {
      registrationNumber: '',
      make: 'Ather',
      model: '450X',
      variant: 'Gen 3',
      fuelType: 'Electric',
      rto: 'KA-05',
      purchaseDate: '2026-05-02',
    } as const;
    const values = formFromVehicle(stored);
    expect(values.purchaseDate).toBe('02/05/2026');
    expect(validateVehicleForm('new', values, today)).toEqual({ ok: true, vehicle: stored });
    expect(validateVehicleForm('new', { ...values, purchaseDate: '31/02/2024' }, today)).toEqual({
      ok: false,
      errors: { purchaseDate: 'Enter the purchase date as DD/MM/YYYY' },
    });
    expect(validateVehicleForm('new', { ...values, purchaseDate: '21/05/2026' }, today)).toEqual({
      ok: false,
      errors: { purchaseDate: 'The purchase date cannot be in the future' },
    });
  });
});
