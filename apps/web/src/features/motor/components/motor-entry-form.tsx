import { zodResolver } from '@hookform/resolvers/zod';
import { motorEntrySchema, type MotorEntry, type TMotorEntryForm } from '@kavach/domain';
import { todayIso } from '@kavach/domain/validation/dates';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MotorRto, MotorVehicle } from '../api/motor-catalogue.ts';
import { useEntryField } from '../hooks/use-entry-field.ts';
import { useRegistrationLookup } from '../hooks/use-registration-lookup.ts';
import { fieldToFocus, formWithRecord, registryFixed, type RegistryFixed } from '../lib/entry-form.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';
import type { MotorListState } from '../lib/motor-state.ts';
import { NS } from '../i18n.ts';
import { RegistrationSearch } from './registration-search.tsx';
import { VehicleDetailsForm } from './vehicle-details-form.tsx';
import { VehicleStatusToggle } from './vehicle-status-toggle.tsx';

const EXAMPLE_REGISTRATION = { TWO_WHEELER: 'MH12AB1234', CAR: 'MH12CD5678' } as const;

type Props = {
  config: MotorKindConfig;
  /** Empty, or the entry Edit Details brought back. */
  initial: TMotorEntryForm;
  /** Whether a registered vehicle's details show before any lookup (they do for an edited entry). */
  detailsShown: boolean;
  /** Whether the initial registration number is looked up as the form opens. */
  lookUpFirst?: boolean;
  vehicles: readonly MotorVehicle[];
  rtos: readonly MotorRto[];
  listsFailed: boolean;
};

/**
 * The entry on react-hook-form with the domain's schema. The fields are checked on Proceed only: each error shows
 * until its field is edited, and the next Proceed checks again (so nothing is re-checked while typing).
 */
export function MotorEntryForm({ config, initial, detailsShown, lookUpFirst, vehicles, rtos, listsFailed }: Props) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  // One day for the whole visit: the date inputs' limit and the checks agree on it.
  const [today] = useState(() => todayIso());
  const [resolver] = useState(() => zodResolver(motorEntrySchema(today, config.kind)));
  const form = useForm<TMotorEntryForm, unknown, MotorEntry>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: initial,
  });
  const status = useEntryField(form, 'status');
  const registration = useEntryField(form, 'registrationNumber');
  const [formShown, setFormShown] = useState(detailsShown);
  const lookup = useRegistrationLookup();
  // What the last lookup fixed; cleared with it when the number or the status changes.
  const [fixed, setFixed] = useState<RegistryFixed | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const fetchDetails = async () => {
    const found = await lookup.search(form.getValues('registrationNumber'));
    if (found === undefined) return;
    // The registry's record replaces what was typed, and with it any error found there.
    if (found) form.reset(formWithRecord(form.getValues(), found));
    setFixed(found ? registryFixed(found) : null);
    setFormShown(true);
    // The button was disabled while searching, which drops focus; resume at the form it revealed.
    requestAnimationFrame(() => heading.current?.focus());
  };

  // The number the page opened with, looked up once as a press of Fetch Details would, after the first paint.
  useEffect(() => {
    if (!lookUpFirst) return undefined;
    const press = setTimeout(() => void fetchDetails(), 0);
    return () => clearTimeout(press);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only as the page opens
  }, []);

  const proceed = form.handleSubmit(
    (entry) => {
      const state: MotorListState = { entry };
      void navigate(config.quoteListPath, { state });
    },
    (errors) => {
      const field = fieldToFocus(errors, form.getValues());
      if (field) form.setFocus(field);
    },
  );

  return (
    <>
      <VehicleStatusToggle
        config={config}
        value={status.value}
        onChange={(next) => {
          if (next === status.value) return;
          // The other status's lookup and errors no longer stand.
          lookup.reset();
          setFixed(null);
          form.clearErrors();
          status.edit(next);
        }}
      />
      {status.value === 'existing' && (
        <div className="mt-6">
          <RegistrationSearch
            kind={config.kind}
            example={EXAMPLE_REGISTRATION[config.kind]}
            value={registration.value}
            inputRef={registration.ref}
            onChange={(registrationNumber) => {
              registration.edit(registrationNumber);
              if (lookup.status !== 'idle') lookup.reset();
              setFixed(null);
            }}
            onFetch={() => void fetchDetails()}
            status={lookup.status}
            error={registration.error}
          />
        </div>
      )}
      {listsFailed && (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('entry.listsFailed')}
        </p>
      )}
      {(status.value === 'new' || formShown) && (
        <VehicleDetailsForm
          config={config}
          form={form}
          vehicles={vehicles}
          rtos={rtos}
          today={today}
          fixed={fixed}
          onSubmit={(e) => void proceed(e)}
          headingRef={heading}
        />
      )}
    </>
  );
}
