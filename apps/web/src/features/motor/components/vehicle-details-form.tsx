import type { FormEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import type { MotorRto, MotorVehicle } from '../api/motor-catalogue.ts';
import { useEntryField, type EntryFormApi } from '../hooks/use-entry-field.ts';
import { NS } from '../i18n.ts';
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

const TEXTS = {
  TWO_WHEELER: {
    headingNew: 'details.headingNew.bike',
    heading: 'details.heading.bike',
    registrationDateHint: 'details.registrationDateHint.bike',
    newNote: 'details.newNote.bike',
  },
  CAR: {
    headingNew: 'details.headingNew.car',
    heading: 'details.heading.car',
    registrationDateHint: 'details.registrationDateHint.car',
    newNote: 'details.newNote.car',
  },
} as const;

/** The manual pickers from the server's catalogue (issue 18) and, for a registered vehicle, its current policy. */
export function VehicleDetailsForm({ config, form, vehicles, rtos, today, fixed, onSubmit, headingRef }: Props) {
  const { t } = useTranslation(NS);
  const texts = TEXTS[config.kind];
  const isNew = useEntryField(form, 'status').value === 'new';
  const rto = useEntryField(form, 'rtoCode');
  const registrationDate = useEntryField(form, 'registrationDate');
  // Beside a fact a lookup filled in: it is the registry's, and another number is another vehicle.
  const registryHint = t('details.registryHint');
  return (
    <form
      noValidate
      aria-labelledby="motor-details-heading"
      className="mt-6 border-t border-slate-200 pt-6"
      onSubmit={onSubmit}
    >
      <h2 id="motor-details-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {isNew ? t(texts.headingNew) : t(texts.heading)}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <VehiclePickerFields form={form} vehicles={vehicles} fixed={fixed?.vehicle ?? false} />
        <SelectField
          id="motor-rto"
          label={t('details.rto')}
          value={rto.value}
          options={rtos.map((r) => ({ value: r.rto_code, label: `${r.rto_code} ${r.city}` }))}
          placeholder={t('details.rtoPlaceholder')}
          hint={fixed ? registryHint : isNew ? t('details.rtoHintNew') : t('details.rtoHint')}
          disabled={Boolean(fixed)}
          error={rto.error}
          onChange={rto.edit}
          selectRef={rto.ref}
        />
        {!isNew && (
          <DateField
            id="motor-registration-date"
            label={t('details.registrationDate')}
            value={registrationDate.value}
            max={today}
            hint={fixed ? registryHint : t(texts.registrationDateHint)}
            readOnly={Boolean(fixed)}
            error={registrationDate.error}
            onChange={registrationDate.edit}
            inputRef={registrationDate.ref}
          />
        )}
      </div>
      {isNew ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{t(texts.newNote)}</p>
      ) : (
        <PreviousPolicyFields
          form={form}
          kind={config.kind}
          expiryFixed={fixed?.policyExpiry ?? false}
          thirdPartyFixed={fixed?.thirdPartyUntil ?? false}
        />
      )}
      <Button type="submit" className="mt-6 w-full sm:w-auto">
        {t('details.proceed')}
      </Button>
    </form>
  );
}
