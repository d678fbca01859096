import { isOneOf } from '@kavach/domain';
import type { JourneyStep, ShellStep } from '@kavach/domain';

/** The steps this page owns (docs/product/proposal-kyc.md §2); REVIEW_SUBMIT belongs to the next page. */
export const PROPOSAL_STEPS = [
  'OTP_VERIFY',
  'MEMBER_NOMINEE_DETAILS',
  'ADDRESS_DETAILS',
  'MEDICAL_QUESTIONS',
  'KYC_STEP',
] as const satisfies readonly JourneyStep[];
export type ProposalStep = (typeof PROPOSAL_STEPS)[number];

// Steps that may be resumed after a reload once signed in; the member step is the default anyway.
const RESUMABLE: readonly ProposalStep[] = ['MEDICAL_QUESTIONS', 'KYC_STEP'];

export function isProposalStep(value: unknown): value is ProposalStep {
  return typeof value === 'string' && isOneOf(PROPOSAL_STEPS, value);
}

/** session_data is the verify response; only AUTHENTICATED counts as signed in (docs/product/proposal-kyc.md §4). */
export function isAuthenticated(sessionData: unknown): boolean {
  return (
    typeof sessionData === 'object' &&
    sessionData !== null &&
    (sessionData as { authentication_status?: unknown }).authentication_status === 'AUTHENTICATED'
  );
}

/**
 * docs/product/proposal-kyc.md §4 "Proposal start step": OTP_VERIFY, unless the session is AUTHENTICATED (member step)
 * or the stored step is ADDRESS_DETAILS. A later stored step resumes too when signed in, so a reload on the
 * medical questions does not send the buyer back through the forms they already saved.
 */
export function startStep(authenticated: boolean, stored: string | null): ProposalStep {
  if (stored === 'ADDRESS_DETAILS') return 'ADDRESS_DETAILS';
  if (!authenticated) return 'OTP_VERIFY';
  if (isProposalStep(stored) && RESUMABLE.includes(stored)) return stored;
  return 'MEMBER_NOMINEE_DETAILS';
}

/**
 * docs/product/proposal-kyc.md §2: the later shell groups the member, nominee and address steps as PROPOSAL_DETAILS.
 */
export function shellStepOf(step: ProposalStep): ShellStep {
  if (step === 'MEDICAL_QUESTIONS' || step === 'KYC_STEP') return step;
  return 'PROPOSAL_DETAILS';
}

/** Each shell step's name in the step indicator, as this feature's catalogue key. */
export const SHELL_STEP_LABELS = {
  PROPOSAL_DETAILS: 'steps.proposalDetails',
  MEDICAL_QUESTIONS: 'steps.medicalQuestions',
  KYC_STEP: 'steps.kyc',
  REVIEW_SUBMIT: 'steps.review',
} as const satisfies Readonly<Record<ShellStep, string>>;
