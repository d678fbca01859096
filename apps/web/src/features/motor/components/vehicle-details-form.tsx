import { ncbPercent } from '@kavach/domain';
import type { FormEventHandler, Ref } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import type { MotorRto, MotorVehicle } from '../api/motor-catalogue.ts';
import { useEntryField, type EntryFormApi } from '../hooks/use-entry-field.ts';
import type { RegistryFixed } from '../lib/entry-form.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';
import { DateField } from './date-field.tsx';
import { PreviousPolicyFields } from './previous-policy-fields.tsx';
import { VehiclePickerFields } from './vehicle-picker-fields.tsx';

type Props = {
  config: MotorKindConfig;
  form: EntryFormApi;
  vehicles: readonly MotorVehicle[];
  rtos: readonly MotorRto[];
  today: string;
  /** What a registry lookup fixed: shown, not editable. */
  fixed?: RegistryFixed | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Beside a fact a lookup filled in: it is the registry's, and another number is another vehicle. */
const REGISTRY_HINT = 'As the vehicle registry records it. To insure another vehicle, change the number.';

const CLAIM_FREE_YEARS = [0, 1, 2, 3, 4, 5].map((years) => ({
  value: String(years),
  label: `${years === 5 ? '5 or more' : years} ${years === 1 ? 'year' : 'years'} (${ncbPercent(years)}% no-claim bonus)`,
}));

/** The manual pickers from the server's catalogue (issue 18) and, for a registered vehicle, its current policy. */
export function VehicleDetailsForm({ config, form, vehicles, rtos, today, fixed, onSubmit, headingRef }: Props) {
  const isNew = useEntryField(form, 'status').value === 'new';
  const rto = useEntryField(form, 'rtoCode');
  const registrationDate = useEntryField(form, 'registrationDate');
  return (
    <form
      noValidate
      aria-labelledby="motor-details-heading"
      className="mt-6 border-t border-slate-200 pt-6"
      onSubmit={onSubmit}
    >
      <h2 id="motor-details-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {isNew ? `Your new ${config.noun}` : `${config.noun[0]?.toUpperCase()}${config.noun.slice(1)} details`}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <VehiclePickerFields form={form} vehicles={vehicles} fixed={fixed?.vehicle ?? false} />
        <SelectField
          id="motor-rto"
          label="RTO"
          value={rto.value}
          options={rtos.map((r) => ({ value: r.rto_code, label: `${r.rto_code} ${r.city}` }))}
          placeholder="Choose the RTO"
          hint={
            fixed
              ? REGISTRY_HINT
              : isNew
                ? 'Where the vehicle will be registered'
                : 'The state and office code from your registration'
          }
          disabled={Boolean(fixed)}
          error={rto.error}
          onChange={rto.edit}
          selectRef={rto.ref}
        />
        {!isNew && (
          <DateField
            id="motor-registration-date"
            label="Registration date"
            value={registrationDate.value}
            max={today}
            hint={fixed ? REGISTRY_HINT : `The day your ${config.noun} was first registered`}
            readOnly={Boolean(fixed)}
            error={registrationDate.error}
            onChange={registrationDate.edit}
            inputRef={registrationDate.ref}
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
          noun={config.noun}
          expiryFixed={fixed?.policyExpiry ?? false}
          thirdPartyFixed={fixed?.thirdPartyUntil ?? false}
        />
      )}
      <Button type="submit" className="mt-6 w-full sm:w-auto">
        Proceed to Quotes
      </Button>
    </form>
  );
}
