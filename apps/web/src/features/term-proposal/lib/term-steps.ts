import { VERTICAL_REGISTRY, TERM_PROPOSAL_STEPS, type TermProposalStep } from '@kavach/domain';

/** The buyer's words for each step of the term proposal, in order (issue 15): keys of the term-proposal namespace. */
export const TERM_STEP_LABELS = {
  LIFE_ASSURED: 'steps.lifeAssured',
  NOMINEES: 'steps.nominees',
  CONTACT: 'steps.contact',
  LIFESTYLE: 'steps.lifestyle',
  DOCUMENTS: 'steps.documents',
  REVIEW: 'steps.review',
} as const satisfies Record<TermProposalStep, string>;

const order = (step: TermProposalStep) => TERM_PROPOSAL_STEPS.indexOf(step);

/**
 * The step the proposal opens on: the one the review's Edit asks for, when the buyer has reached it; else where
 * the server says the journey stands (a reload or a link resumes there, never at a step not yet reachable).
 */
export function openingStep(reached: TermProposalStep, asked: string | null): TermProposalStep {
  const wanted = TERM_PROPOSAL_STEPS.find((s) => s === asked);
  return wanted && order(wanted) <= order(reached) ? wanted : reached;
}

/** The step before this one, for Back (none before the first). */
export function previousStep(step: TermProposalStep): TermProposalStep | null {
  return TERM_PROPOSAL_STEPS[order(step) - 1] ?? null;
}

export const termProposalUrl = (journeyId: string, step?: TermProposalStep) =>
  `/${VERTICAL_REGISTRY.TERM.page}/proposal?journey_id=${encodeURIComponent(journeyId)}${step ? `&step=${step}` : ''}`;

export const termReviewUrl = (journeyId: string) =>
  `/${VERTICAL_REGISTRY.TERM.page}/review?journey_id=${encodeURIComponent(journeyId)}`;
