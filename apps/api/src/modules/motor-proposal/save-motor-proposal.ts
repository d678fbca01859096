import { registrationRtoProblem, type TMotorVehicleDetails } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { invalidField } from '../../lib/app-error.ts';
import { proposalSteps } from '../journeys/proposal-steps.ts';
import type { JourneyRepository, JourneyRow } from '../journeys/repository.ts';
import type { JourneyVerticalConfig } from '../journeys/vertical.ts';
import { secondCoverProblem } from '../payments/second-cover.ts';
import { motorRequestOf, nextMotorStep } from './motor-journey.ts';

/** `db`: the save's transaction; `vertical`: motor's, for the vehicle's cover as it would be bought today. */
export type MotorStepDeps = { journeys: JourneyRepository; db: Database; vertical: JourneyVerticalConfig };

const { saveStep, storePart } = proposalSteps(nextMotorStep);

export const saveMotorOwner = storePart('owner', 'proposer');

/**
 * The vehicle as registered: a registered vehicle needs its number, of the RTO it was priced for, and a renewed one
 * its previous policy. A vehicle whose cover on these days a Kavach policy already holds is refused here, at its
 * chassis number, not after the proposal and KYC at confirmation (which asks again).
 */
export async function saveMotorVehicle(
  deps: MotorStepDeps,
  journey: JourneyRow,
  body: { vehicle_details: TMotorVehicleDetails },
) {
  const request = motorRequestOf(journey);
  const details = body.vehicle_details;
  if (request.registration_date && !details.registration_number)
    throw invalidField('vehicle_details.registration_number', 'Enter the registration number');
  const otherRto = details.registration_number && registrationRtoProblem(details.registration_number, request.rto_code);
  if (otherRto) throw invalidField('vehicle_details.registration_number', otherRto);
  if (request.previous_policy && !details.previous_policy)
    throw invalidField('vehicle_details.previous_policy', 'Enter the previous policy’s insurer and number');
  const insured = await secondCoverProblem(deps.db, deps.vertical, { ...journey, insuredMembers: details }, new Date());
  if (insured) throw invalidField('vehicle_details.chassis_number', insured);
  return saveStep(deps, journey, { insuredMembers: details });
}

export const saveMotorNominee = storePart('nominee', 'nominee');
