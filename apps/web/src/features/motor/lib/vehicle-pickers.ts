import type { MotorFuel } from '@kavach/domain';

type PickerVehicle = { vehicle_id: string; make: string; model: string; variant: string; fuel: MotorFuel };

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** Each fuel's word, as a key of the motor namespace. */
export const FUEL_LABELS = {
  PETROL: 'fuel.petrol',
  DIESEL: 'fuel.diesel',
  CNG: 'fuel.cng',
  ELECTRIC: 'fuel.electric',
} as const satisfies Record<MotorFuel, string>;

/** The choices each picker offers, given what is chosen above it: make → model → fuel → variant. */
export function pickerOptions(
  vehicles: readonly PickerVehicle[],
  chosen: { make: string; model: string; fuel: MotorFuel | '' },
) {
  const ofMake = vehicles.filter((v) => v.make === chosen.make);
  const ofModel = ofMake.filter((v) => v.model === chosen.model);
  const fuels = [...new Set(ofModel.map((v) => v.fuel))];
  return {
    makes: unique(vehicles.map((v) => v.make)),
    models: unique(ofMake.map((v) => v.model)),
    fuels,
    variants: ofModel
      .filter((v) => v.fuel === chosen.fuel)
      .map((v) => ({ value: v.vehicle_id, label: v.variant }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
