import {
  ALCOHOL_OPTIONS,
  LIFE_CONDITION_OPTIONS,
  ZTermLifestyle,
  bodyMassIndex,
  type LifeCondition,
  type TTermLifestyle,
} from '@kavach/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useStepSave } from '../hooks/use-step-save.ts';
import { toNumbers, wireResolver, type WithTextNumbers } from '../lib/form-numbers.ts';
import { RhfFields, YES_NO_OPTIONS, type RhfFieldItem } from './rhf-field.tsx';
import type { StepProps } from './step-props.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';
import { TICK_CLASS } from '../../../shared/ui/field-styles.ts';

type Form = WithTextNumbers<TTermLifestyle, 'height_cm' | 'weight_kg'>;
const resolver = wireResolver(ZTermLifestyle, (values: Form) => toNumbers(values, ['height_cm', 'weight_kg']));

// The declaration's questions in the order asked; the body-mass index and the conditions' checkboxes sit between them.
const BODY_FIELDS: readonly RhfFieldItem<Form>[] = [
  { name: 'height_cm', spec: { label: 'Height (cm)', kind: 'digits', maxLength: 3 } },
  { name: 'weight_kg', spec: { label: 'Weight (kg)', kind: 'digits', maxLength: 3 } },
];
const HABIT_FIELDS: readonly RhfFieldItem<Form>[] = [
  { name: 'alcohol', wide: true, spec: { label: 'Do you drink alcohol?', kind: 'select', options: ALCOHOL_OPTIONS } },
  {
    name: 'tobacco',
    wide: true,
    spec: { label: 'Any tobacco or nicotine in the last 12 months?', kind: 'radio', options: YES_NO_OPTIONS },
  },
  {
    name: 'hazardous_occupation',
    wide: true,
    spec: {
      label: 'Does your work involve hazards (mining, offshore, armed forces, aviation, explosives)?',
      kind: 'radio',
      options: YES_NO_OPTIONS,
    },
  },
];
const FAMILY_FIELDS: readonly RhfFieldItem<Form>[] = [
  {
    name: 'family_history',
    wide: true,
    spec: {
      label: 'Did a parent or sibling have heart disease, cancer, diabetes or a stroke before 60?',
      kind: 'radio',
      options: YES_NO_OPTIONS,
    },
  },
];

/** Issue 15, step 4: the lifestyle and medical declaration; each YES may load the premium or ask for tests. */
export function LifestyleStep({ details, ...props }: StepProps) {
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
    <StepForm
      title="Lifestyle and medical declaration"
      titleId="lifestyle-title"
      intro="Answer truthfully: a wrong answer can void a claim. Some answers change the premium or need a medical test."
      {...save}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <RhfFields control={control} idPrefix={id} fields={BODY_FIELDS} />
        {bmi !== null && <p className="text-sm text-slate-600 sm:col-span-2">Body-mass index: {bmi}</p>}
        <RhfFields control={control} idPrefix={id} fields={HABIT_FIELDS} />
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
                <legend className="text-sm font-semibold text-slate-900">
                  Have you ever been diagnosed with or treated for any of these? Tick all that apply; leave all unticked
                  for none.
                </legend>
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
                      {o.label}
                    </label>
                  ))}
                </div>
                {fieldState.error?.message && (
                  <p className="mt-1 text-sm font-semibold text-red-700">{fieldState.error.message}</p>
                )}
              </fieldset>
            );
          }}
        />
        <RhfFields control={control} idPrefix={id} fields={FAMILY_FIELDS} />
      </div>
    </StepForm>
  );
}
