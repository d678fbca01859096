import {
  indiaTomorrow,
  kycSummaryOf,
  motorCoverStart,
  MOTOR_PROPOSAL_STEPS,
  type TKnownOwner,
  type TKycStatusResponse,
  type TMotorJourneyDetailsResponse,
  isOneOf,
  MOTOR_COMPLETE,
  completePart,
} from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import { toAggregatedPremium } from '../journeys/journey-views.ts';
import type { Journey } from '../journeys/journey.ts';
import { priceMotorQuote } from '../motor/quote-motor.ts';
import { motorRequestOf, nextMotorStep, nomineeOf, ownerOf, vehicleDetailsOf } from './motor-journey.ts';

/** GET /v1/motor/journey/get-journey-details/{journey_id}: the proposal so far and the cover it prices. */
export function motorJourneyDetails(
  catalogue: MotorCatalogue,
  journey: Journey<'MOTOR'>,
  kyc: TKycStatusResponse,
  known: TKnownOwner = {},
): TMotorJourneyDetailsResponse {
  const request = motorRequestOf(journey);
  const vehicle = catalogue.vehiclesById.get(request.vehicle_id);
  if (!vehicle) throw new AppError('CONFLICT', 'This vehicle is no longer in our list');
  // The cover as priced when the journey started (older journeys: priced again).
  const cover = request.priced_cover ?? priceMotorQuote(catalogue, request).premium;
  const stored = journey.journeyStep;
  const insurer = catalogue.insurers.find((i) => i.insurer_id === request.insurer_id);
  const tomorrow = indiaTomorrow();
  const startsOn = motorCoverStart(request, tomorrow);
  return {
    journey_id: journey.id,
    journey_step:
      journey.status === 'CONFIRMED' && isOneOf(MOTOR_PROPOSAL_STEPS, stored)
        ? stored
        : nextMotorStep(journey, kyc.kyc_status === 'SUCCESS'),
    status: journey.status,
    policy_type: request.policy_type,
    vehicle: {
      vehicle_id: vehicle.vehicle_id,
      kind: vehicle.kind,
      make: vehicle.make,
      model: vehicle.model,
      variant: vehicle.variant,
      fuel: vehicle.fuel,
    },
    rto_code: request.rto_code,
    registration_date: request.registration_date,
    has_previous_policy: request.previous_policy !== null,
    third_party_until:
      request.policy_type === 'OWN_DAMAGE' ? (request.previous_policy?.third_party_valid_until ?? null) : null,
    cover_starts_on: startsOn,
    starts_after_current_policy: startsOn !== tomorrow,
    cover: { ...cover, insurer_id: request.insurer_id, insurer_name: insurer?.insurer_name ?? request.insurer_id },
    other_pa_cover: request.other_pa_cover,
    owner: completePart(MOTOR_COMPLETE.proposer, ownerOf(journey)),
    known_owner: known,
    quoted_registration_number: request.registration_number ?? null,
    vehicle_details: completePart(MOTOR_COMPLETE.vehicle, vehicleDetailsOf(journey)),
    nominee: completePart(MOTOR_COMPLETE.nominee, nomineeOf(journey)),
    kyc: kycSummaryOf(kyc),
    premium: toAggregatedPremium(journey),
  };
}
