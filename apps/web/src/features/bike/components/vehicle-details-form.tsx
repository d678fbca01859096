import type { BikeKind } from '@kavach/domain/bike/vehicle-data';
import { VEHICLE_TEXT_MAX_LENGTH } from '@kavach/domain/bike/vehicle-data';
import { formatDobInput } from '@kavach/domain/validation/dates';
import type { Ref } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import type { VehicleField, VehicleFormErrors, VehicleFormValues } from '../lib/vehicle-form.ts';
import { FuelTypeField } from './fuel-type-field.tsx';
import { TextField } from './text-field.tsx';

// Suggestions only: any make may be typed.
const COMMON_MAKES = [
  'Hero',
  'Honda',
  'TVS',
  'Bajaj',
  'Royal Enfield',
  'Yamaha',
  'Suzuki',
  'KTM',
  'Ather',
  'Ola Electric',
];

type Props = {
  kind: BikeKind;
  values: VehicleFormValues;
  errors: VehicleFormErrors;
  onChange: (field: VehicleField, value: string) => void;
  onSubmit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  fieldRef: (field: VehicleField) => (el: HTMLInputElement | null) => void;
};

/** spec 3 §5.6: the manual form. Every field is required; 'Proceed to Quotes' checks them all. */
export function VehicleDetailsForm({ kind, values, errors, onChange, onSubmit, headingRef, fieldRef }: Props) {
  const text = (field: 'make' | 'model' | 'variant', label: string, placeholder: string, extra: object = {}) => (
    <TextField
      id={`bike-${field}`}
      label={label}
      value={values[field]}
      onChange={(v) => onChange(field, v)}
      error={errors[field]}
      placeholder={placeholder}
      maxLength={VEHICLE_TEXT_MAX_LENGTH}
      autoComplete="off"
      required
      inputRef={fieldRef(field)}
      {...extra}
    />
  );
  return (
    <form
      noValidate
      aria-labelledby="bike-details-heading"
      className="mt-6 border-t border-slate-200 pt-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="bike-details-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {kind === 'new' ? 'Your new bike' : 'Bike details'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {text('make', 'Make', 'e.g. Honda', { list: 'bike-make-suggestions' })}
        <datalist id="bike-make-suggestions">
          {COMMON_MAKES.map((make) => (
            <option key={make} value={make} />
          ))}
        </datalist>
        {text('model', 'Model', 'e.g. Activa 6G')}
        {text('variant', 'Variant', 'e.g. Deluxe')}
        <FuelTypeField
          value={values.fuelType}
          onChange={(v) => onChange('fuelType', v)}
          error={errors.fuelType}
          firstRef={fieldRef('fuelType')}
        />
        <TextField
          id="bike-rto"
          label="RTO location"
          value={values.rto}
          onChange={(v) => onChange('rto', v.toUpperCase())}
          error={errors.rto}
          placeholder="DL-01"
          hint="The state and office code from your registration"
          maxLength={6}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          inputRef={fieldRef('rto')}
        />
        <TextField
          id="bike-purchase-date"
          label="Purchase date"
          value={values.purchaseDate}
          onChange={(v) => onChange('purchaseDate', formatDobInput(v))}
          error={errors.purchaseDate}
          placeholder="DD/MM/YYYY"
          hint={
            kind === 'new'
              ? 'The day you bought it, as DD/MM/YYYY; today is fine'
              : 'The day the bike was first bought, as DD/MM/YYYY'
          }
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          required
          inputRef={fieldRef('purchaseDate')}
        />
      </div>
      <Button type="submit" className="mt-6 w-full sm:w-auto">
        Proceed to Quotes
      </Button>
    </form>
  );
}
