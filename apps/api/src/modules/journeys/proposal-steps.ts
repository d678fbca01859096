import type { JourneyVertical } from '@kavach/domain';
import type { JourneyRepository } from './repository.ts';
import { withPart, type Journey, type ProposalPart } from './journey.ts';

/** Stores a step's part of the proposal and moves the journey on to `step` in the one write; answered with SAVED. */
export async function saveProposalStep<V extends JourneyVertical, Step extends string>(
  journeys: JourneyRepository,
  journey: Journey<V>,
  part: ProposalPart<V>,
  step: Step,
) {
  await journeys.updateProposal(journey, part, step);
  return { journey_id: journey.id, status: 'SAVED' as const, journey_step: step };
}

/**
 * A vertical's proposal saves (term, motor): the part sent and the step that follows it — worked out by the vertical
 * from the locked row with the part applied — are stored in one write and answered with the SAVED status.
 */
export function proposalSteps<V extends JourneyVertical, Step extends string>(
  nextStep: (journey: Journey<V>, documentsDone: boolean) => Step,
) {
  const saveStep = (deps: { journeys: JourneyRepository }, journey: Journey<V>, part: ProposalPart<V>) =>
    saveProposalStep(deps.journeys, journey, part, nextStep(withPart(journey, part), false));
  return { saveStep };
}
