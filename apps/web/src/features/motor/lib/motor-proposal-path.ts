import { VERTICAL_REGISTRY } from '@kavach/domain';

// The motor journey's pages live under the domain's MOTOR page (/bike-insurance), for cars as for bikes.
export const MOTOR_PROPOSAL_PAGE = 'proposal';
export const motorProposalUrl = (journeyId: string) =>
  `/${VERTICAL_REGISTRY.MOTOR.page}/${MOTOR_PROPOSAL_PAGE}?journey_id=${encodeURIComponent(journeyId)}`;
