import type { MotorProposalStep, TMotorNominee, TMotorOwner, TMotorVehicleDetails } from '@kavach/domain';
import type { UploadRow } from '../kyc/repository.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import type { StoredMotorRequest } from '../motor/quote-motor.ts';

/** A motor journey's parts, typed: the journey row keeps them in its generic proposal columns. */
export const motorRequestOf = (journey: JourneyRow) => journey.quoteRequest as unknown as StoredMotorRequest;
export const ownerOf = (journey: JourneyRow) => journey.proposer as TMotorOwner | null;
export const vehicleDetailsOf = (journey: JourneyRow) => journey.insuredMembers as TMotorVehicleDetails | null;
export const nomineeOf = (journey: JourneyRow) => journey.nominee as TMotorNominee | null;

/** The proposal parts confirmation needs besides KYC, each named for the buyer. */
export function missingMotorParts(journey: JourneyRow, _processed: readonly UploadRow[]): Record<string, string> {
  const missing: Record<string, string> = {};
  const request = motorRequestOf(journey);
  const details = vehicleDetailsOf(journey);
  if (!journey.proposer) missing.owner = 'Owner details are missing';
  if (!details) missing.vehicle = 'Vehicle details are missing';
  else {
    if (request.registration_date && !details.registration_number)
      missing.vehicle = 'The registration number is missing';
    if (request.previous_policy && !details.previous_policy) missing.previous_policy = 'The previous policy is missing';
  }
  if (!journey.nominee) missing.nominee = 'The nominee for the personal accident cover is missing';
  return missing;
}

export function nextMotorStep(journey: JourneyRow, kycDone: boolean): MotorProposalStep {
  if (!journey.proposer) return 'OWNER';
  if (!journey.insuredMembers) return 'VEHICLE';
  if (!journey.nominee) return 'NOMINEE';
  return kycDone ? 'REVIEW' : 'DOCUMENTS';
}
