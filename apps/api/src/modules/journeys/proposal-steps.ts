import type { JourneyRepository, JourneyRow } from './repository.ts';

type ProposalColumn = 'proposer' | 'insuredMembers' | 'nominee' | 'contact' | 'medical';
type ProposalPart = Partial<Record<ProposalColumn, unknown>>;

/** Stores a step's part of the proposal and moves the journey on to `step` in the one write; answered with SAVED. */
export async function saveProposalStep<Step extends string>(
  journeys: JourneyRepository,
  journeyId: string,
  part: ProposalPart,
  step: Step,
) {
  await journeys.updateProposal(journeyId, { ...part, journeyStep: step });
  return { journey_id: journeyId, status: 'SAVED' as const, journey_step: step };
}

/**
 * A vertical's proposal saves (term, motor): the part sent and the step that follows it — worked out by the vertical
 * from the locked row with the part applied — are stored in one write and answered with the SAVED status.
 */
export function proposalSteps<Step extends string>(nextStep: (journey: JourneyRow, documentsDone: boolean) => Step) {
  const saveStep = (deps: { journeys: JourneyRepository }, journey: JourneyRow, part: ProposalPart) =>
    saveProposalStep(deps.journeys, journey.id, part, nextStep({ ...journey, ...part } as JourneyRow, false));
  /** A step with no rule of its own beyond its schema: what was sent under `key` is stored in one journey column. */
  const storePart =
    <K extends string>(key: K, column: ProposalColumn) =>
    (deps: { journeys: JourneyRepository }, journey: JourneyRow, body: Record<K, unknown>) =>
      saveStep(deps, journey, { [column]: body[key] });
  return { saveStep, storePart };
}
