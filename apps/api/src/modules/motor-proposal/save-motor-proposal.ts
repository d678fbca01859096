import {
  MESSAGES,
  motorPayeeProblems,
  registrationNotQuoted,
  registrationRtoProblem,
  type TMotorNominee,
  type TMotorOwner,
  type TMotorVehicleDetails,
  type VehicleKind,
  MOTOR_COMPLETE,
  completePart,
} from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import type { Database } from '../../db/client.ts';
import type { VehicleRegistry } from '../../providers/vehicle-registry/index.ts';
import { registeredKind, registryFactsProblem } from '../motor/check-registry-facts.ts';
import type { StoredMotorRequest } from '../motor/stored-motor-request.ts';
import { AppError, invalidField, refuseProblems } from '../../lib/app-error.ts';
import { proposalSteps } from '../journeys/proposal-steps.ts';
import type { JourneyRepository } from '../journeys/repository.ts';
import { withPart, type Journey } from '../journeys/journey.ts';
import type { JourneyVerticalConfig } from '../journeys/vertical.ts';
import { coverName, coverSection } from '../payments/repository.ts';
import { secondCoverProblem } from '../payments/second-cover.ts';
import { REGISTERED } from './motor-covers.ts';
import { previousPolicyProblem, refuseThirdPartyPolicy } from './previous-kavach-policy.ts';
import { motorRequestOf, nextMotorStep, nomineeOf, ownerOf } from './motor-journey.ts';

/**
 * `db`: the save's transaction; `vertical`: motor's, for the vehicle's cover as it would be bought today; `registry`
 * and `catalogue`: what the registration number is registered as.
 */
export type MotorStepDeps = {
  journeys: JourneyRepository;
  db: Database;
  vertical: JourneyVerticalConfig;
  registry: VehicleRegistry;
  catalogue: MotorCatalogue;
};

const { saveStep } = proposalSteps(nextMotorStep);

/** The owner (the proposer), who cannot be the nominee already named for their own accident cover. */
export async function saveMotorOwner(deps: MotorStepDeps, journey: Journey<'MOTOR'>, body: { owner: TMotorOwner }) {
  const nominee = completePart(MOTOR_COMPLETE.nominee, nomineeOf(journey));
  if (nominee && Object.keys(motorPayeeProblems(nominee, body.owner)).length > 0)
    throw invalidField('owner.full_name', MESSAGES.NOMINEE_IS_INSURED);
  return saveStep(deps, journey, { proposer: body.owner });
}

/**
 * The vehicle as registered: a registered vehicle needs its number, of the RTO it was priced for, and a renewed one
 * its previous policy, which, when Kavach issued it, must say what the quote was priced on (previous-kavach-policy.ts).
 * A vehicle whose cover on these days a Kavach policy already holds, or a bonus already carried to another renewal,
 * is refused here, on its field, not after the proposal and KYC at confirmation (which asks again).
 */
export async function saveMotorVehicle(
  deps: MotorStepDeps,
  journey: Journey<'MOTOR'>,
  body: { vehicle_details: TMotorVehicleDetails },
) {
  const request = motorRequestOf(journey);
  const details = body.vehicle_details;
  if (request.registration_date && !details.registration_number)
    throw invalidField('vehicle_details.registration_number', 'Enter the registration number');
  const otherRto = details.registration_number && registrationRtoProblem(details.registration_number, request.rto_code);
  if (otherRto) throw invalidField('vehicle_details.registration_number', otherRto);
  if (details.registration_number) await refuseUnregisteredFacts(deps, request, details.registration_number);
  if (request.previous_policy && !details.previous_policy)
    throw invalidField('vehicle_details.previous_policy', 'Enter the previous policy’s insurer and number');
  await refuseThirdPartyPolicy(deps.db, journey, details);
  const previous = await previousPolicyProblem(deps.db, journey, details);
  if (previous) throw invalidField('vehicle_details.previous_policy.policy_number', previous);
  const insured = await secondCoverProblem(deps.db, deps.vertical, withPart(journey, { vehicle: details }), new Date());
  if (insured) throw invalidField(`vehicle_details.${insuredField(insured.coverKey)}`, insured.words);
  // The third-party policy beside own damage alone only: any other cover has its own third party.
  const kept = request.policy_type === 'OWN_DAMAGE' ? details : { ...details, third_party_policy: null };
  return saveStep(deps, journey, { vehicle: kept });
}

/**
 * docs/product/review-payment-term-bike.md §5.6a: the number insured is the one the quote was looked up by, and what
 * the quote was priced on must be what the registry records of it — also for a vehicle entered by hand, which the
 * registry may know. The registry's answer is the lookup's, kept an hour (providers/vehicle-registry), so it is
 * asked here, under the journey's lock, without a call out in the common case.
 */
async function refuseUnregisteredFacts(deps: MotorStepDeps, request: StoredMotorRequest, registrationNumber: string) {
  const field = 'vehicle_details.registration_number';
  // Either way the buyer needs a quote for this number as registered: the refusal says which (docs/decisions.md §2).
  const refuse = (message: string, registered: VehicleKind | null) => {
    const kind = registered ?? deps.catalogue.vehiclesById.get(request.vehicle_id)?.kind;
    return new AppError('VALIDATION_FAILED', message, {
      fields: { [field]: message },
      ...(kind ? { requote: { registration_number: registrationNumber, vehicle_kind: kind } } : {}),
    });
  };
  if (request.registration_number && request.registration_number !== registrationNumber)
    throw refuse(registrationNotQuoted(request.registration_number), await registeredKind(deps, registrationNumber));
  const mismatch = await registryFactsProblem(deps, registrationNumber, request);
  if (mismatch) throw refuse(mismatch.message, mismatch.registered_kind);
}

/** The vehicle step's field a cover key names: the previous policy (a bonus), the registration or the chassis. */
function insuredField(coverKey: string): string {
  if (coverSection(coverKey) === 'NCB') return 'previous_policy.policy_number';
  return coverName(coverKey).startsWith(REGISTERED) ? 'registration_number' : 'chassis_number';
}

/** The nominee of the owner-driver's accident cover, and an appointee for a minor: neither of them the owner. */
export async function saveMotorNominee(
  deps: MotorStepDeps,
  journey: Journey<'MOTOR'>,
  body: { nominee: TMotorNominee },
) {
  const owner = completePart(MOTOR_COMPLETE.proposer, ownerOf(journey));
  if (owner) refuseProblems('nominee', motorPayeeProblems(body.nominee, owner));
  return saveStep(deps, journey, { nominee: body.nominee });
}
