import { SHELL_STEPS } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { StepProgress } from '../../../shared/ui/step-progress.tsx';
import { NS } from '../i18n.ts';
import { SHELL_STEP_LABELS, shellStepOf, type ProposalStep } from '../lib/proposal-steps.ts';

/**
 * The overall steps of the purchase (docs/product/proposal-kyc.md §2: PROPOSAL_DETAILS, MEDICAL_QUESTIONS, KYC_STEP,
 * REVIEW_SUBMIT).
 */
export function StepIndicator({ step }: { step: ProposalStep }) {
  const { t } = useTranslation(NS);
  return (
    <StepProgress
      labels={SHELL_STEPS.map((s) => t(SHELL_STEP_LABELS[s]))}
      current={SHELL_STEPS.indexOf(shellStepOf(step))}
    />
  );
}
