import { INCOME_BAND_LABELS, INCOME_BAND_OPTIONS, MESSAGES, suggestIncomeBand, type IncomeBand } from '@kavach/domain';
import { useState } from 'react';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { incomeChoice, withIncome, type TermDetails } from '../lib/term-details.ts';
import { StepCard } from './step-card.tsx';

const CHOICES = INCOME_BAND_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

type Props = { details: TermDetails; focusTitle: boolean; onBack: () => void; onContinue: (update: (d: TermDetails) => TermDetails) => void };

/**
 * spec 3 §2.9 step 2: the income band suggested by the cover (§9) comes chosen, to confirm or change.
 * Small covers have no suggestion; Continue with nothing chosen alerts (§5.4).
 */
export function IncomeStep({ details, focusTitle, onBack, onContinue }: Props) {
  const [income, setIncome] = useState<IncomeBand | ''>(() => incomeChoice(details));
  const suggested = suggestIncomeBand(details.coverage);
  const submit = () => {
    if (!income) return showAlert(MESSAGES.INCOME_REQUIRED);
    onContinue((d) => withIncome(d, income));
  };
  return (
    <StepCard step={2} title="What is your annual income?" focusTitle={focusTitle} onBack={onBack} onSubmit={submit}>
      <p className="text-sm text-slate-600" id="income-hint">
        {suggested
          ? `For a cover of ${details.coverage_label} we suggest an annual income of ${INCOME_BAND_LABELS[suggested]}. Confirm it or choose your own.`
          : 'Choose the band your yearly income falls in. Insurers set the cover they offer by income.'}
      </p>
      <RadioGroup legend="Annual income" choices={CHOICES} value={income} onChange={setIncome} layout="grid-cols-1 sm:grid-cols-2" />
    </StepCard>
  );
}
