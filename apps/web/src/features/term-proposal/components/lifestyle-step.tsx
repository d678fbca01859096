import {
  ALCOHOL_OPTIONS,
  LIFE_CONDITION_OPTIONS,
  ZTermLifestyle,
  bodyMassIndex,
  type LifeCondition,
  type TTermLifestyle,
} from '@kavach/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { useStepSave } from '../hooks/use-step-save.ts';
import { NS, type TermProposalT } from '../i18n.ts';
import { toNumbers, wireResolver, type WithTextNumbers } from '../lib/form-numbers.ts';
import { RhfFields, yesNoOptions, type RhfFieldItem } from './rhf-field.tsx';
import type { StepProps } from './step-props.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';
import { TICK_CLASS } from '../../../shared/ui/field-styles.ts';

type Form = WithTextNumbers<TTermLifestyle, 'height_cm' | 'weight_kg'>;
const resolver = wireResolver(ZTermLifestyle, (values: Form) => toNumbers(values, ['height_cm', 'weight_kg']));

// The declaration's questions in the order asked; the body-mass index and the conditions' checkboxes sit between them.
const bodyFields = (t: TermProposalT): readonly RhfFieldItem<Form>[] => [
  { name: 'height_cm', spec: { label: t('lifestyle.height'), kind: 'digits', maxLength: 3 } },
  { name: 'weight_kg', spec: { label: t('lifestyle.weight'), kind: 'digits', maxLength: 3 } },
];
const habitFields = (t: TermProposalT): readonly RhfFieldItem<Form>[] => [
  {
    name: 'alcohol',
    wide: true,
    spec: { label: t('lifestyle.alcohol'), kind: 'select', options: ALCOHOL_OPTIONS },
  },
  {
    name: 'tobacco',
    wide: true,
    spec: { label: t('lifestyle.tobacco'), kind: 'radio', options: yesNoOptions(t) },
  },
  {
    name: 'hazardous_occupation',
    wide: true,
    spec: { label: t('lifestyle.hazardous'), kind: 'radio', options: yesNoOptions(t) },
  },
];
const familyFields = (t: TermProposalT): readonly RhfFieldItem<Form>[] => [
  {
    name: 'family_history',
    wide: true,
    spec: { label: t('lifestyle.familyHistory'), kind: 'radio', options: yesNoOptions(t) },
  },
];

/** Issue 15, step 4: the lifestyle and medical declaration; each YES may load the premium or ask for tests. */
export function LifestyleStep({ details, ...props }: StepProps) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const saved = details.lifestyle;
  const form = useForm<Form, unknown, TTermLifestyle>({
    resolver,
    defaultValues: saved
      ? { ...saved, height_cm: String(saved.height_cm), weight_kg: String(saved.weight_kg) }
      : {
          height_cm: '',
          weight_kg: '',
          alcohol: undefined,
          tobacco: details.life_assured?.is_smoker ?? details.quoted.is_smoker,
          hazardous_occupation: undefined,
          existing_conditions: [],
          family_history: undefined,
        },
  });
  const { control } = form;
  const save = useStepSave('LIFESTYLE', form, props);
  const [height, weight] = useWatch({ control, name: ['height_cm', 'weight_kg'] });
  const bmi = Number(height) >= 120 && Number(weight) >= 30 ? bodyMassIndex(Number(height), Number(weight)) : null;
  const id = 'life';

  return (
    <StepForm title={t('lifestyle.title')} titleId="lifestyle-title" intro={t('lifestyle.intro')} {...save}>
      <div className="grid gap-5 sm:grid-cols-2">
        <RhfFields control={control} idPrefix={id} fields={bodyFields(t)} />
        {bmi !== null && <p className="text-sm text-slate-600 sm:col-span-2">{t('lifestyle.bmi', { bmi })}</p>}
        <RhfFields control={control} idPrefix={id} fields={habitFields(t)} />
        <Controller
          control={control}
          name="existing_conditions"
          render={({ field, fieldState }) => {
            const chosen = new Set<LifeCondition>(field.value ?? []);
            const toggle = (c: LifeCondition) =>
              field.onChange(
                LIFE_CONDITION_OPTIONS.map((o) => o.value).filter((v) => (v === c ? !chosen.has(v) : chosen.has(v))),
              );
            return (
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-semibold text-slate-900">{t('lifestyle.conditions')}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {LIFE_CONDITION_OPTIONS.map((o) => (
                    <label
                      key={o.value}
                      className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm text-slate-900"
                    >
                      <input
                        type="checkbox"
                        checked={chosen.has(o.value)}
                        onChange={() => toggle(o.value)}
                        onBlur={field.onBlur}
                        className={TICK_CLASS}
                      />
                      {td(o.label)}
                    </label>
                  ))}
                </div>
                {fieldState.error?.message && (
                  <p className="mt-1 text-sm font-semibold text-red-700">{td(fieldState.error.message)}</p>
                )}
              </fieldset>
            );
          }}
        />
        <RhfFields control={control} idPrefix={id} fields={familyFields(t)} />
      </div>
    </StepForm>
  );
}
