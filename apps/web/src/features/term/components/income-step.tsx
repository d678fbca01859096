import {
  INCOME_BAND_LABELS,
  INCOME_BAND_OPTIONS,
  MESSAGES,
  TERM_MIN_AGE,
  coverIncomeRefusal,
  coversForIncome,
  suggestIncomeBand,
  type IncomeBand,
} from '@kavach/domain';
import { useState } from 'react';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { incomeChoice, withCover, withIncome } from '../lib/term-details.ts';
import { StepCard, type StepProps } from './step-card.tsx';

const CHOICES = INCOME_BAND_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/**
 * spec 3 §2.9 step 2: the income band suggested by the cover (§9) comes chosen, to confirm or change.
 * Small covers have no suggestion; Continue with nothing chosen alerts (§5.4). A band that cannot support the
 * cover chosen on step 1 (checked at 18, the age is asked next) is said so, with a lower cover to choose.
 */
export function IncomeStep({ step, details, focusTitle, onBack, onContinue }: StepProps) {
  const [income, setIncome] = useState<IncomeBand | ''>(() => incomeChoice(details));
  const [lowerCover, setLowerCover] = useState('');
  const suggested = suggestIncomeBand(details.coverage);
  const refusal = income ? coverIncomeRefusal(details.coverage, income) : null;
  const submit = () => {
    if (!income) return showAlert(MESSAGES.INCOME_REQUIRED);
    // withCover clears the income (it follows the cover), so the band is set after it.
    onContinue((d) => withIncome(refusal ? withCover(d, Number(lowerCover)) : d, income));
  };
  return (
    <StepCard
      step={step}
      title="What is your annual income?"
      focusTitle={focusTitle}
      onBack={onBack}
      canContinue={!refusal || lowerCover !== ''}
      onSubmit={submit}
    >
      <p className="text-sm text-slate-600" id="income-hint">
        {suggested
          ? `For a cover of ${details.coverage_label} we suggest an annual income of ${INCOME_BAND_LABELS[suggested]}. Confirm it or choose your own.`
          : 'Choose the band your yearly income falls in. Insurers set the cover they offer by income.'}
      </p>
      <RadioGroup
        legend="Annual income"
        choices={CHOICES}
        value={income}
        onChange={(band) => {
          setIncome(band);
          setLowerCover('');
        }}
        layout="grid-cols-1 sm:grid-cols-2"
      />
      {income && refusal && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p id="income-cover-refusal" role="status" className="text-sm text-amber-900">
            {refusal} Lower the cover, or choose a higher income.
          </p>
          <label className="mt-3 block text-sm font-semibold text-slate-900">
            Lower the cover to
            <select
              value={lowerCover}
              onChange={(e) => setLowerCover(e.target.value)}
              aria-describedby="income-cover-refusal"
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base font-normal text-slate-900 sm:max-w-xs"
            >
              <option value="">Choose a cover</option>
              {coversForIncome(income, TERM_MIN_AGE).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </StepCard>
  );
}
