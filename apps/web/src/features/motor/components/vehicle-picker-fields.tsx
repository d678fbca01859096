import type { MotorFuel } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import type { MotorVehicle } from '../api/motor-catalogue.ts';
import { useEntryField, type EntryFormApi } from '../hooks/use-entry-field.ts';
import { NS } from '../i18n.ts';
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
  const { t } = useTranslation(NS);
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
        label={t('pickers.make')}
        value={make.value}
        options={asOptions(options.makes)}
        placeholder={t('pickers.makePlaceholder')}
        disabled={fixed}
        onChange={(value) => {
          make.edit(value);
          chooseBelow({ model: '', fuel: '' });
        }}
        selectRef={make.ref}
      />
      <SelectField
        id="motor-model"
        label={t('pickers.model')}
        value={model.value}
        options={asOptions(options.models)}
        placeholder={make.value ? t('pickers.modelPlaceholder') : t('pickers.modelFirst')}
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
        label={t('pickers.fuel')}
        value={fuel.value}
        options={options.fuels.map((f) => ({ value: f, label: t(FUEL_LABELS[f]) }))}
        placeholder={model.value ? t('pickers.fuelPlaceholder') : t('pickers.fuelFirst')}
        disabled={fixed || !model.value}
        onChange={(value) => {
          fuel.edit(options.fuels.find((f) => f === value) ?? '');
          chooseBelow({});
        }}
        selectRef={fuel.ref}
      />
      <SelectField
        id="motor-variant"
        label={t('pickers.variant')}
        value={vehicle.value}
        options={options.variants}
        placeholder={fuel.value ? t('pickers.variantPlaceholder') : t('pickers.variantFirst')}
        disabled={fixed || !fuel.value}
        error={vehicle.error}
        onChange={vehicle.edit}
        selectRef={vehicle.ref}
      />
    </>
  );
}
