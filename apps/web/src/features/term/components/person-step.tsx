import { TERM_GENDERS, ageOn, ageRefusal, parseDisplayDate, termPolicyTerm } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLiveForm } from '../../../shared/form/use-live-form.ts';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import { termPlanInformationQuery } from '../api/plans.ts';
import { ZTermPersonChoice, dobDisplay, dobParts } from '../lib/dob-choices.ts';
import { coverTillAgeFor, withPerson } from '../lib/term-details.ts';
import { DobSelects } from './dob-selects.tsx';
import { StepCard, type StepProps } from './step-card.tsx';

const GENDER_CHOICES = TERM_GENDERS.map((g) => ({ value: g, label: g }));

/**
 * docs/product/review-payment-term-bike.md §2.9 step 3: gender (Male by default) and date of birth; both are needed to
 * continue (§5.4). An age no plan accepts is told here, with the plans' entry ages, rather than as an empty quote list.
 */
export function PersonStep({ step, details, focusTitle, onBack, onContinue }: StepProps) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { form, errors, valid } = useLiveForm(ZTermPersonChoice, {
    gender: details.gender || undefined,
    dob: dobParts(details.dob),
  });
  // The plans' entry ages; until they arrive (or if they fail) the quote list decides, as before.
  const plans = useQuery(termPlanInformationQuery);
  const display = dobDisplay(useWatch({ control: form.control, name: 'dob' }));
  // A date still being chosen is not wrong yet: its message waits for all three parts.
  const error = display ? (errors.dob ?? null) : null;
  const iso = display && !error ? parseDisplayDate(display) : null;
  const age = iso ? ageOn(iso) : null;
  const refusal =
    age === null
      ? null
      : ageRefusal(
          age,
          (plans.data ?? []).map((p) => p.plan_meta_json),
        );
  const message = error ?? refusal;
  const coverTillAge = age === null ? null : coverTillAgeFor(age, details.cover_till_age);

  return (
    <StepCard
      step={step}
      title={t('person.title')}
      focusTitle={focusTitle}
      onBack={onBack}
      canContinue={valid && refusal === null}
      onSubmit={() => void form.handleSubmit(({ gender, dob }) => onContinue((d) => withPerson(d, gender, dob)))()}
    >
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => (
          <RadioGroup
            legend={t('person.gender')}
            choices={GENDER_CHOICES.map((g) => ({ ...g, label: td(g.label) }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div>
        <Controller
          control={form.control}
          name="dob"
          render={({ field }) => (
            <DobSelects
              value={field.value}
              onChange={field.onChange}
              invalid={message !== null}
              describedBy={message ? 'term-dob-error' : age !== null ? 'term-dob-age' : undefined}
            />
          )}
        />
        {age !== null && coverTillAge !== null && !refusal && (
          <p id="term-dob-age" className="mt-2 text-sm text-slate-600">
            {t('person.coverRuns', { age, coverTillAge, years: termPolicyTerm(age, coverTillAge) })}
          </p>
        )}
        <FieldError id="term-dob-error" message={message} />
      </div>
    </StepCard>
  );
}
