import type { VehicleKind } from '@kavach/domain';
import { BIKE_PAGE, CAR_PAGE } from './motor-pages.ts';

// A motor proposal lives under its vehicle's pages: /bike-insurance/proposal, /car-insurance/proposal (issue 48). The
// registry's review address for the MOTOR journey is the bike's; the page sends a car's journey on to the car's.
export const MOTOR_PROPOSAL_PAGE = 'proposal';
const PAGE_OF: Readonly<Record<VehicleKind, string>> = { TWO_WHEELER: BIKE_PAGE, CAR: CAR_PAGE };
export const motorProposalUrl = (journeyId: string, kind: VehicleKind) =>
  `${PAGE_OF[kind]}/${MOTOR_PROPOSAL_PAGE}?journey_id=${encodeURIComponent(journeyId)}`;
