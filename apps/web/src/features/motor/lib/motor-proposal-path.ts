import type { VehicleKind } from '@kavach/domain';
import { MOTOR_KINDS } from './motor-kind.ts';

// A motor proposal lives under its vehicle's pages: /bike-insurance/proposal, /car-insurance/proposal (issue 48). The
// registry's review address for the MOTOR journey is the bike's; the page sends a car's journey on to the car's.
export const MOTOR_PROPOSAL_PAGE = 'proposal';
export const motorProposalUrl = (journeyId: string, kind: VehicleKind) =>
  `${MOTOR_KINDS[kind].entryPath}/${MOTOR_PROPOSAL_PAGE}?journey_id=${encodeURIComponent(journeyId)}`;
