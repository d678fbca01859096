import { ncbPercent } from '@kavach/domain';
import type { Ref } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import type { MotorRto, MotorVehicle } from '../api/motor-catalogue.ts';
import type { EntryErrors, EntryForm } from '../lib/entry-form.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';
import { FUEL_LABELS, pickerOptions } from '../lib/vehicle-pickers.ts';
import { DateField } from './date-field.tsx';
import { PreviousPolicyFields } from './previous-policy-fields.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';

type Props = {
  config: MotorKindConfig;
  form: EntryForm;
  errors: EntryErrors;
  vehicles: readonly MotorVehicle[];
  rtos: readonly MotorRto[];
  today: string;
  onChange: (change: Partial<EntryForm>) => void;
  onSubmit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  fieldRef: (field: 'make' | 'vehicleId' | 'rtoCode' | 'registrationDate') => (el: HTMLElement | null) => void;
};

const CLAIM_FREE_YEARS = [0, 1, 2, 3, 4, 5].map((years) => ({
  value: String(years),
  label: `${years === 5 ? '5 or more' : years} ${years === 1 ? 'year' : 'years'} (${ncbPercent(years)}% no-claim bonus)`,
}));

/** The manual pickers from the server's catalogue (issue 18) and, for a registered vehicle, its current policy. */
export function VehicleDetailsForm(props: Props) {
  const { config, form, errors, vehicles, rtos, today, onChange, onSubmit, headingRef, fieldRef } = props;
  const options = pickerOptions(vehicles, form);
  const isNew = form.status === 'new';
  const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <form
      noValidate
      aria-labelledby="motor-details-heading"
      className="mt-6 border-t border-slate-200 pt-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="motor-details-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {isNew ? `Your new ${config.noun}` : `${config.noun[0]?.toUpperCase()}${config.noun.slice(1)} details`}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          id="motor-make"
          label="Make"
          value={form.make}
          options={asOptions(options.makes)}
          placeholder="Choose the make"
          onChange={(make) => onChange({ make, model: '', fuel: '', vehicleId: '' })}
          selectRef={fieldRef('make')}
        />
        <SelectField
          id="motor-model"
          label="Model"
          value={form.model}
          options={asOptions(options.models)}
          placeholder={form.make ? 'Choose the model' : 'Choose the make first'}
          disabled={!form.make}
          onChange={(model) => {
            const fuels = pickerOptions(vehicles, { ...form, model }).fuels;
            onChange({ model, fuel: fuels.length === 1 ? (fuels[0] ?? '') : '', vehicleId: '' });
          }}
        />
        <SelectField
          id="motor-fuel"
          label="Fuel type"
          value={form.fuel}
          options={options.fuels.map((f) => ({ value: f, label: FUEL_LABELS[f] }))}
          placeholder={form.model ? 'Choose the fuel' : 'Choose the model first'}
          disabled={!form.model}
          onChange={(fuel) => onChange({ fuel: fuel as EntryForm['fuel'], vehicleId: '' })}
        />
        <SelectField
          id="motor-variant"
          label="Variant"
          value={form.vehicleId}
          options={options.variants}
          placeholder={form.fuel ? 'Choose the variant' : 'Choose the fuel first'}
          disabled={!form.fuel}
          error={errors.vehicleId}
          onChange={(vehicleId) => onChange({ vehicleId })}
          selectRef={fieldRef('vehicleId')}
        />
        <SelectField
          id="motor-rto"
          label="RTO"
          value={form.rtoCode}
          options={rtos.map((r) => ({ value: r.rto_code, label: `${r.rto_code} ${r.city}` }))}
          placeholder="Choose the RTO"
          hint={isNew ? 'Where the vehicle will be registered' : 'The state and office code from your registration'}
          error={errors.rtoCode}
          onChange={(rtoCode) => onChange({ rtoCode })}
          selectRef={fieldRef('rtoCode')}
        />
        {!isNew && (
          <DateField
            id="motor-registration-date"
            label="Registration date"
            value={form.registrationDate}
            max={today}
            hint={`The day your ${config.noun} was first registered`}
            error={errors.registrationDate}
            onChange={(registrationDate) => onChange({ registrationDate })}
            inputRef={fieldRef('registrationDate')}
          />
        )}
      </div>
      {isNew ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          A brand-new {config.noun} is quoted with one year of own-damage cover and the long-term third-party cover the
          law requires, or third party alone.
        </p>
      ) : (
        <PreviousPolicyFields
          form={form}
          claimFreeYears={CLAIM_FREE_YEARS}
          errors={errors}
          noun={config.noun}
          onChange={onChange}
        />
      )}
      <Button type="submit" className="mt-6 w-full sm:w-auto">
        Proceed to Quotes
      </Button>
    </form>
  );
}
