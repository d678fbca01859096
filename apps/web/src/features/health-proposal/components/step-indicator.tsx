import { SHELL_STEPS } from '@kavach/domain';
import { StepProgress } from '../../../shared/ui/step-progress.tsx';
import { SHELL_STEP_LABELS, shellStepOf, type ProposalStep } from '../lib/proposal-steps.ts';

/**
 * The overall steps of the purchase (docs/product/proposal-kyc.md §2: PROPOSAL_DETAILS, MEDICAL_QUESTIONS, KYC_STEP,
 * REVIEW_SUBMIT).
 */
export function StepIndicator({ step }: { step: ProposalStep }) {
  return (
    <StepProgress
      labels={SHELL_STEPS.map((s) => SHELL_STEP_LABELS[s])}
      current={SHELL_STEPS.indexOf(shellStepOf(step))}
    />
  );
}
