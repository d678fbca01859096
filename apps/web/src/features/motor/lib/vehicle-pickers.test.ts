import { describe, expect, it } from 'vitest';
import { pickerOptions } from './vehicle-pickers.ts';

const vehicles = [
  { vehicle_id: 'swift-vxi', make: 'Maruti Suzuki', model: 'Swift', variant: 'VXi', fuel: 'PETROL' as const },
  { vehicle_id: 'swift-lxi', make: 'Maruti Suzuki', model: 'Swift', variant: 'LXi', fuel: 'PETROL' as const },
  { vehicle_id: 'swift-cng', make: 'Maruti Suzuki', model: 'Swift', variant: 'VXi CNG', fuel: 'CNG' as const },
  { vehicle_id: 'creta-s', make: 'Hyundai', model: 'Creta', variant: 'S', fuel: 'DIESEL' as const },
];

describe('the vehicle pickers', () => {
  it('narrow make → model → fuel → variant', () => {
    const chosen = pickerOptions(vehicles, { make: 'Maruti Suzuki', model: 'Swift', fuel: 'PETROL' });
    expect(chosen.makes).toEqual(['Hyundai', 'Maruti Suzuki']);
    expect(chosen.models).toEqual(['Swift']);
    expect(chosen.fuels).toEqual(['PETROL', 'CNG']);
    expect(chosen.variants).toEqual([
      { value: 'swift-lxi', label: 'LXi' },
      { value: 'swift-vxi', label: 'VXi' },
    ]);
  });

  it('offer nothing below a choice not yet made', () => {
    const none = pickerOptions(vehicles, { make: '', model: '', fuel: '' });
    expect(none.makes.length).toBeGreaterThan(0);
    expect([none.models, none.fuels, none.variants]).toEqual([[], [], []]);
  });
});
