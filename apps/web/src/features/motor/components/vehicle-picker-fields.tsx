import type { MotorFuel } from '@kavach/domain';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import type { MotorVehicle } from '../api/motor-catalogue.ts';
import { useEntryField, type EntryFormApi } from '../hooks/use-entry-field.ts';
import { FUEL_LABELS, pickerOptions } from '../lib/vehicle-pickers.ts';

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

type Props = {
  form: EntryFormApi;
  vehicles: readonly MotorVehicle[];
  /** The vehicle the registry records for the number looked up: shown, not chosen. */
  fixed?: boolean;
};

/** The catalogue's make → model → fuel → variant pickers (issue 18); the variant is the vehicle quoted. */
export function VehiclePickerFields({ form, vehicles, fixed = false }: Props) {
  const make = useEntryField(form, 'make');
  const model = useEntryField(form, 'model');
  const fuel = useEntryField(form, 'fuel');
  const vehicle = useEntryField(form, 'vehicleId');
  const options = pickerOptions(vehicles, { make: make.value, model: model.value, fuel: fuel.value });

  // A picker chosen again leaves those below it to choose afresh, and the vehicle's error goes with its choice.
  const chooseBelow = (below: { model?: ''; fuel?: MotorFuel | '' }) => {
    if (below.model !== undefined) form.setValue('model', below.model);
    if (below.fuel !== undefined) form.setValue('fuel', below.fuel);
    vehicle.edit('');
  };
  return (
    <>
      <SelectField
        id="motor-make"
        label="Make"
        value={make.value}
        options={asOptions(options.makes)}
        placeholder="Choose the make"
        disabled={fixed}
        onChange={(value) => {
          make.edit(value);
          chooseBelow({ model: '', fuel: '' });
        }}
        selectRef={make.ref}
      />
      <SelectField
        id="motor-model"
        label="Model"
        value={model.value}
        options={asOptions(options.models)}
        placeholder={make.value ? 'Choose the model' : 'Choose the make first'}
        disabled={fixed || !make.value}
        onChange={(value) => {
          model.edit(value);
          // A model sold with one fuel has it chosen already.
          const fuels = pickerOptions(vehicles, { make: make.value, model: value, fuel: '' }).fuels;
          chooseBelow({ fuel: fuels.length === 1 ? (fuels[0] ?? '') : '' });
        }}
        selectRef={model.ref}
      />
      <SelectField
        id="motor-fuel"
        label="Fuel type"
        value={fuel.value}
        options={options.fuels.map((f) => ({ value: f, label: FUEL_LABELS[f] }))}
        placeholder={model.value ? 'Choose the fuel' : 'Choose the model first'}
        disabled={fixed || !model.value}
        onChange={(value) => {
          fuel.edit(options.fuels.find((f) => f === value) ?? '');
          chooseBelow({});
        }}
        selectRef={fuel.ref}
      />
      <SelectField
        id="motor-variant"
        label="Variant"
        value={vehicle.value}
        options={options.variants}
        placeholder={fuel.value ? 'Choose the variant' : 'Choose the fuel first'}
        disabled={fixed || !fuel.value}
        error={vehicle.error}
        onChange={vehicle.edit}
        selectRef={vehicle.ref}
      />
    </>
  );
}
