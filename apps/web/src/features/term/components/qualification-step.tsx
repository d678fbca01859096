import { QUALIFICATION_OPTIONS } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';
import { withQualification } from '../lib/term-details.ts';
import { ChoiceStep } from './choice-step.tsx';
import type { StepProps } from './step-card.tsx';

const CHOICES = QUALIFICATION_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** docs/product/review-payment-term-bike.md §2.9 step 5: highest qualification, Graduate by default (§5.4). */
export function QualificationStep({ details, ...nav }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <ChoiceStep
      {...nav}
      title={t('qualification.title')}
      legend={t('qualification.legend')}
      choices={CHOICES}
      initial={details.qualification}
      save={withQualification}
      layout="grid-cols-1 sm:grid-cols-2"
    />
  );
}
