import {
  INCOME_BAND_LABELS,
  INCOME_BAND_OPTIONS,
  TERM_MIN_AGE,
  coverIncomeRefusal,
  coversForIncome,
  suggestIncomeBand,
  termIncomeSchema,
} from '@kavach/domain';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLiveForm } from '../../../shared/form/use-live-form.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import { withCover, withIncome } from '../lib/term-details.ts';
import { StepCard, type StepProps } from './step-card.tsx';

const CHOICES = INCOME_BAND_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/**
 * docs/product/review-payment-term-bike.md §2.9 step 2: the buyer chooses an income band; the cover's suggestion (§9)
 * is only mentioned (a departure, §5.4). Continue with nothing chosen alerts
 * (docs/product/review-payment-term-bike.md §5.4). A band that cannot support the cover chosen on step 1 (checked at
 * 18, the age is asked next) is said so, with a lower cover to choose.
 */
export function IncomeStep({ step, details, focusTitle, onBack, onContinue }: StepProps) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const schema = useMemo(() => termIncomeSchema(details.coverage), [details.coverage]);
  const { form, errors } = useLiveForm(schema, {
    // Only a band confirmed before comes chosen, never the cover's suggestion (issue 48); none is no value.
    income: details.annual_income || undefined,
    lower_cover: '',
  });
  const income = useWatch({ control: form.control, name: 'income' });
  const suggested = suggestIncomeBand(details.coverage);
  const refusal = income ? coverIncomeRefusal(details.coverage, income) : null;
  const submit = form.handleSubmit(
    // withCover clears the income (it follows the cover), so the band is set after it.
    ({ income: band, lower_cover }) =>
      onContinue((d) => withIncome(refusal ? withCover(d, Number(lower_cover)) : d, band)),
    (problems) => {
      if (problems.income?.message) showAlert(td(problems.income.message));
    },
  );
  return (
    <StepCard
      step={step}
      title={t('income.title')}
      focusTitle={focusTitle}
      onBack={onBack}
      canContinue={errors.lower_cover === undefined}
      onSubmit={() => void submit()}
    >
      <p className="text-sm text-slate-600" id="income-hint">
        {suggested
          ? t('income.suggested', { cover: td(details.coverage_label), income: td(INCOME_BAND_LABELS[suggested]) })
          : t('income.hint')}
      </p>
      <Controller
        control={form.control}
        name="income"
        render={({ field }) => (
          <RadioGroup
            legend={t('income.legend')}
            choices={CHOICES.map((c) => ({ ...c, label: td(c.label) }))}
            value={field.value ?? null}
            onChange={(band) => {
              field.onChange(band);
              // A lower cover chosen for another band no longer answers this one.
              form.setValue('lower_cover', '');
            }}
            layout="grid-cols-1 sm:grid-cols-2"
          />
        )}
      />
      {income && refusal && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p id="income-cover-refusal" role="status" className="text-sm text-amber-900">
            {td(refusal)} {t('income.refusalAdvice')}
          </p>
          <label className="mt-3 block text-sm font-semibold text-slate-900">
            {t('income.lowerTo')}
            <select
              {...form.register('lower_cover')}
              aria-describedby="income-cover-refusal"
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base font-normal text-slate-900 sm:max-w-xs"
            >
              <option value="">{t('income.chooseCover')}</option>
              {coversForIncome(income, TERM_MIN_AGE).map((c) => (
                <option key={c.value} value={c.value}>
                  {td(c.label)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </StepCard>
  );
}
