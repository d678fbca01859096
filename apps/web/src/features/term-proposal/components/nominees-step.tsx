import {
  TERM_MAX_NOMINEES,
  TERM_NOMINEE_RELATION_OPTIONS,
  toDisplayDate,
  ZTermNominees,
  type TTermNominees,
} from '@kavach/domain';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { typedDateToWire } from '../../../shared/form/typed-date.ts';
import { useStepSave } from '../hooks/use-step-save.ts';
import { NS, type TermProposalT } from '../i18n.ts';
import { toNumbers, wireResolver, type WithTextNumbers } from '../lib/form-numbers.ts';
import { hasMinorNominee, shareTotal, sharesAfterAdding, sharesAfterRemoving } from '../lib/nominee-shares.ts';
import { RhfFields, type RhfFieldItem } from './rhf-field.tsx';
import type { StepProps } from './step-props.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';

// Dates of birth are held as typed (DD/MM/YYYY, docs/decisions.md §5), as on every other proposal; the wire takes
// YYYY-MM-DD.
type NomineeForm = WithTextNumbers<TTermNominees['nominees'][number], 'share_percent'>;
type Form = { nominees: NomineeForm[]; appointee: NonNullable<TTermNominees['appointee']> };
const EMPTY_APPOINTEE = { full_name: '', relation: '', dob: '' };
// A relation is chosen from the list; until then the select shows 'Select' and the schema asks for one.
const emptyNominee = (share: number): NomineeForm => ({
  full_name: '',
  relation: '' as NomineeForm['relation'],
  dob: '',
  share_percent: String(share),
});

// The appointee is asked for only while a nominee is a minor, so one left half-filled is not sent otherwise.
const resolveNominees = wireResolver(ZTermNominees, (values: Form) => {
  const nominees = values.nominees.map((n) => ({ ...toNumbers(n, ['share_percent']), dob: typedDateToWire(n.dob) }));
  const minor = hasMinorNominee(nominees.map((n) => n.dob));
  return { nominees, appointee: minor ? { ...values.appointee, dob: typedDateToWire(values.appointee.dob) } : null };
});

const nomineeFields = (t: TermProposalT, i: number): readonly RhfFieldItem<Form>[] => [
  {
    name: `nominees.${i}.full_name`,
    wide: true,
    spec: { label: t('nominees.fullName'), kind: 'text', maxLength: 50 },
  },
  {
    name: `nominees.${i}.relation`,
    spec: { label: t('nominees.relation'), kind: 'select', options: TERM_NOMINEE_RELATION_OPTIONS },
  },
  { name: `nominees.${i}.dob`, spec: { label: t('nominees.dob'), kind: 'dob' } },
  { name: `nominees.${i}.share_percent`, spec: { label: t('nominees.share'), kind: 'digits', maxLength: 3 } },
];
const appointeeFields = (t: TermProposalT): readonly RhfFieldItem<Form>[] => [
  {
    name: 'appointee.full_name',
    wide: true,
    spec: { label: t('nominees.appointeeName'), kind: 'text', maxLength: 50 },
  },
  {
    name: 'appointee.relation',
    spec: { label: t('nominees.appointeeRelation'), kind: 'text', maxLength: 30 },
  },
  { name: 'appointee.dob', spec: { label: t('nominees.appointeeDob'), kind: 'dob' } },
];

/** Issue 15, step 2: one to three nominees whose shares add up to 100, and an appointee for a nominee under 18. */
export function NomineesStep({ details, ...props }: StepProps) {
  const { t } = useTranslation(NS);
  const saved = details.nominee_details;
  const form = useForm<Form, unknown, TTermNominees>({
    resolver: resolveNominees,
    defaultValues: saved
      ? {
          nominees: saved.nominees.map((n) => ({
            ...n,
            dob: toDisplayDate(n.dob),
            share_percent: String(n.share_percent),
          })),
          appointee: saved.appointee
            ? { ...saved.appointee, dob: toDisplayDate(saved.appointee.dob) }
            : EMPTY_APPOINTEE,
        }
      : { nominees: [emptyNominee(100)], appointee: EMPTY_APPOINTEE },
  });
  const { control } = form;
  const list = useFieldArray({ control, name: 'nominees' });
  const nominees = useWatch({ control, name: 'nominees' });
  const total = shareTotal(nominees.map((n) => n.share_percent));
  const minor = hasMinorNominee(nominees.map((n) => typedDateToWire(n.dob)));
  const save = useStepSave('NOMINEES', form, props);
  // Once the buyer has tried to save, a change of the shares checks them again: the message follows the total.
  const submitted = form.formState.isSubmitted;
  useEffect(() => {
    if (submitted) void form.trigger('nominees');
  }, [total, submitted, form]);
  const errors = form.formState.errors.nominees;
  const sharesError = errors?.message ?? errors?.root?.message;

  // A nominee added or removed keeps the shares typed (nominee-shares.ts); the buyer can change them after.
  const reshare = (next: string[]) => next.forEach((share, i) => form.setValue(`nominees.${i}.share_percent`, share));
  const typedShares = () => form.getValues('nominees').map((n) => n.share_percent);

  return (
    <StepForm
      title={t('nominees.title')}
      titleId="nominees-title"
      intro={t('nominees.intro', { max: TERM_MAX_NOMINEES })}
      {...save}
    >
      {list.fields.map((item, i) => (
        <fieldset key={item.id} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-base font-bold text-slate-900">
            {t('nominees.nominee', { number: i + 1 })}
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <RhfFields control={control} idPrefix="nominee" fields={nomineeFields(t, i)} />
          </div>
          {list.fields.length > 1 && (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                const next = sharesAfterRemoving(typedShares(), i);
                list.remove(i);
                reshare(next);
              }}
            >
              {t('nominees.remove', { number: i + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className={`text-sm font-semibold ${total === 100 ? 'text-green-700' : 'text-amber-800'}`}>
          {t('nominees.total', { total })}
        </p>
        {list.fields.length < TERM_MAX_NOMINEES && (
          <Button
            variant="secondary"
            onClick={() => {
              const next = sharesAfterAdding(typedShares());
              list.append(emptyNominee(0));
              reshare(next);
            }}
          >
            {t('nominees.add')}
          </Button>
        )}
      </div>
      <FieldError id="nominee-shares-error" message={sharesError} />
      {minor && (
        <fieldset className="rounded-xl border border-amber-200 bg-amber-50/40 p-4">
          <legend className="px-1 text-base font-bold text-slate-900">{t('nominees.appointee')}</legend>
          <p className="text-sm text-slate-700">{t('nominees.appointeeWhy')}</p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <RhfFields control={control} idPrefix="appointee" fields={appointeeFields(t)} />
          </div>
        </fieldset>
      )}
    </StepForm>
  );
}
