import { QUALIFICATION_OPTIONS } from '@kavach/domain';
import { withQualification } from '../lib/term-details.ts';
import { ChoiceStep } from './choice-step.tsx';
import type { StepProps } from './step-card.tsx';

const CHOICES = QUALIFICATION_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** docs/product/review-payment-term-bike.md §2.9 step 5: highest qualification, Graduate by default (§5.4). */
export function QualificationStep({ details, ...nav }: StepProps) {
  return (
    <ChoiceStep
      {...nav}
      title="What is your highest qualification?"
      legend="Highest qualification"
      choices={CHOICES}
      initial={details.qualification}
      save={withQualification}
      layout="grid-cols-1 sm:grid-cols-2"
    />
  );
}
