import { notFound } from '../../lib/app-error.ts';
import type { JourneyRepository, JourneyRow } from './repository.ts';

type ProposalColumn = 'proposer' | 'insuredMembers' | 'nominee' | 'contact' | 'medical';

/** Stores a step's part of the proposal and moves the journey on to `step` in the one write; answered with SAVED. */
export async function saveProposalStep<Step extends string>(
  journeys: JourneyRepository,
  journeyId: string,
  part: Partial<Record<ProposalColumn, unknown>>,
  step: Step,
) {
  await journeys.updateProposal(journeyId, { ...part, journeyStep: step });
  return { journey_id: journeyId, status: 'SAVED' as const, journey_step: step };
}

/**
 * A vertical's proposal saves (term, motor): after each, the journey is read again and its next step, as the
 * vertical works it out from what is now saved, is stored and answered with the SAVED status.
 */
export function proposalSteps<Step extends string>(nextStep: (journey: JourneyRow, documentsDone: boolean) => Step) {
  async function saved(deps: { journeys: JourneyRepository }, journeyId: string) {
    const after = await deps.journeys.findById(journeyId);
    if (!after) throw notFound('Journey');
    return saveProposalStep(deps.journeys, journeyId, {}, nextStep(after, false));
  }
  /** A step with no rule of its own beyond its schema: what was sent under `key` is stored in one journey column. */
  const storePart =
    <K extends string>(key: K, column: ProposalColumn) =>
    async (deps: { journeys: JourneyRepository }, journey: JourneyRow, body: Record<K, unknown>) => {
      await deps.journeys.updateProposal(journey.id, { [column]: body[key] });
      return saved(deps, journey.id);
    };
  return { saved, storePart };
}
