import type { TMotorNominee, TMotorOwner, TMotorVehicleDetails } from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { JourneyRepository, JourneyRow } from '../journeys/repository.ts';
import { motorRequestOf, nextMotorStep } from './motor-journey.ts';

export type MotorStepDeps = { journeys: JourneyRepository };

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

async function saved(deps: MotorStepDeps, journeyId: string) {
  const after = await deps.journeys.findById(journeyId);
  if (!after) throw notFound('Journey');
  const step = nextMotorStep(after, false);
  await deps.journeys.updateProposal(journeyId, { journeyStep: step });
  return { journey_id: journeyId, status: 'SAVED' as const, journey_step: step };
}

export async function saveMotorOwner(deps: MotorStepDeps, journey: JourneyRow, body: { owner: TMotorOwner }) {
  await deps.journeys.updateProposal(journey.id, { proposer: body.owner });
  return saved(deps, journey.id);
}

/** The vehicle as registered: a registered vehicle needs its number, a renewed one its previous policy. */
export async function saveMotorVehicle(
  deps: MotorStepDeps,
  journey: JourneyRow,
  body: { vehicle_details: TMotorVehicleDetails },
) {
  const request = motorRequestOf(journey);
  const details = body.vehicle_details;
  if (request.registration_date && !details.registration_number)
    throw invalid('vehicle_details.registration_number', 'Enter the registration number');
  if (request.previous_policy && !details.previous_policy)
    throw invalid('vehicle_details.previous_policy', 'Enter the previous policy’s insurer and number');
  await deps.journeys.updateProposal(journey.id, { insuredMembers: details });
  return saved(deps, journey.id);
}

export async function saveMotorNominee(deps: MotorStepDeps, journey: JourneyRow, body: { nominee: TMotorNominee }) {
  await deps.journeys.updateProposal(journey.id, { nominee: body.nominee });
  return saved(deps, journey.id);
}
