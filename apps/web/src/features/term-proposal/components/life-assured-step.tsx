import {
  EMPLOYER_TYPE_OPTIONS,
  GENDER_LABELS,
  QUALIFICATION_OPTIONS,
  TERM_OCCUPATION_OPTIONS,
  ZTermLifeAssured,
  coverIncomeProblem,
  toDisplayDate,
  type TTermLifeAssured,
} from '@kavach/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { useStepSave } from '../hooks/use-step-save.ts';
import { NS, type TermProposalT } from '../i18n.ts';
import { toNumbers, wireResolver, type WithTextNumbers } from '../lib/form-numbers.ts';
import { RhfField, RhfFields, yesNoOptions, type RhfFieldItem } from './rhf-field.tsx';
import type { StepProps } from './step-props.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';

type Form = WithTextNumbers<TTermLifeAssured, 'annual_income' | 'other_life_cover'>;
const NUMBER_FIELDS = ['annual_income', 'other_life_cover'];
const resolver = wireResolver(ZTermLifeAssured, (values: Form) => toNumbers(values, NUMBER_FIELDS));

// Asked in this order; the employer's name (salaried only) and the income with its note follow.
// The options are the domain's; the shared field shows their labels in the page's language.
const personFields = (t: TermProposalT): readonly RhfFieldItem<Form>[] => [
  {
    name: 'full_name',
    wide: true,
    spec: { label: t('lifeAssured.fullName'), kind: 'text', maxLength: 50, autoComplete: 'name' },
  },
  { name: 'pan_number', spec: { label: t('lifeAssured.pan'), kind: 'text', maxLength: 10, upperCase: true } },
  { name: 'education', spec: { label: t('lifeAssured.education'), kind: 'select', options: QUALIFICATION_OPTIONS } },
  {
    name: 'occupation',
    spec: { label: t('lifeAssured.occupation'), kind: 'select', options: TERM_OCCUPATION_OPTIONS },
  },
  {
    name: 'employer_type',
    spec: { label: t('lifeAssured.employerType'), kind: 'select', options: EMPLOYER_TYPE_OPTIONS },
  },
];

/**
 * Issue 15, step 1: the life assured is the proposer; dob and gender were priced in the quote and are shown as quoted.
 */
export function LifeAssuredStep({ details, user, ...props }: StepProps) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const saved = details.life_assured;
  const form = useForm<Form, unknown, TTermLifeAssured>({
    resolver,
    defaultValues: saved
      ? {
          ...saved,
          annual_income: String(saved.annual_income),
          other_life_cover: String(saved.other_life_cover),
          employer_name: saved.employer_name ?? '',
        }
      : {
          full_name: user?.full_name ?? '',
          pan_number: '',
          occupation: undefined,
          employer_type: undefined,
          employer_name: '',
          annual_income: '',
          other_life_cover: '',
          education: undefined,
          is_smoker: details.quoted.is_smoker,
        },
  });
  const { control } = form;
  const save = useStepSave('LIFE_ASSURED', form, props);
  const [occupation, income, otherCover] = useWatch({
    control,
    name: ['occupation', 'annual_income', 'other_life_cover'],
  });
  const incomeNumber = Number(String(income ?? '').replaceAll(',', ''));
  const elsewhere = Number(String(otherCover ?? '').replaceAll(',', '')) || 0;
  // A hint as typed; the server also counts the cover held through Kavach, which this page does not know.
  const incomeNote =
    incomeNumber > 0
      ? coverIncomeProblem(details.quoted.age, incomeNumber, details.plan.sum_assured, { kavach: 0, elsewhere })
      : null;
  const id = 'la';

  return (
    <StepForm title={t('lifeAssured.title')} titleId="life-assured-title" intro={t('lifeAssured.intro')} {...save}>
      <div className="rounded-xl bg-slate-50 p-4 text-sm">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-slate-600">{t('lifeAssured.dob')}</dt>
            <dd className="font-semibold text-slate-900">{toDisplayDate(details.quoted.dob)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('lifeAssured.gender')}</dt>
            <dd className="font-semibold text-slate-900">{td(GENDER_LABELS[details.quoted.gender])}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t('lifeAssured.asQuoted')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <RhfFields control={control} idPrefix={id} fields={personFields(t)} />
        {occupation === 'SALARIED' && (
          <RhfField
            control={control}
            name="employer_name"
            idPrefix={id}
            spec={{ label: t('lifeAssured.employerName'), kind: 'text', maxLength: 100, autoComplete: 'organization' }}
          />
        )}
        <div className={occupation === 'SALARIED' ? undefined : 'sm:col-span-2'}>
          <RhfField
            control={control}
            name="annual_income"
            idPrefix={id}
            spec={{ label: t('lifeAssured.income'), kind: 'digits', maxLength: 10 }}
          />
          {incomeNote && (
            <p role="status" className="mt-1 text-sm text-amber-800">
              {td(incomeNote)}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <RhfField
            control={control}
            name="other_life_cover"
            idPrefix={id}
            spec={{ label: t('lifeAssured.otherCover'), kind: 'digits', maxLength: 10 }}
          />
          <p className="mt-1 text-xs text-slate-600">{t('lifeAssured.otherCoverHint')}</p>
        </div>
        <RhfField
          control={control}
          name="is_smoker"
          idPrefix={id}
          wide
          spec={{ label: t('lifeAssured.smoker'), kind: 'radio', options: yesNoOptions(t) }}
        />
      </div>
    </StepForm>
  );
}
