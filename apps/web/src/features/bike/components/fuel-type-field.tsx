import { FUEL_TYPES, type FuelType } from '@kavach/domain';
import type { Ref } from 'react';
import { FieldError } from '../../../shared/ui/field-error.tsx';

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800';

/** spec 3 §5.6: Petrol or Electric, as radios in a fieldset; the error is tied to both radios. */
export function FuelTypeField({
  value,
  onChange,
  error,
  firstRef,
}: {
  value: string;
  onChange: (value: FuelType) => void;
  error?: string | undefined;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const errorId = 'bike-fuel-type-error';
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Fuel type</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {FUEL_TYPES.map((fuel, i) => (
          <label key={fuel} className={`${OPTION} ${error ? 'border-red-600' : 'border-slate-300'}`}>
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name="bike-fuel-type"
              value={fuel}
              checked={value === fuel}
              onChange={() => onChange(fuel)}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            {fuel}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
