import { hasPaCover, type MotorProposalStep } from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import type { UploadRow } from '../kyc/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import type { JourneyPrice } from '../journeys/vertical.ts';
import { priceMotorQuote } from '../motor/quote-motor.ts';
import { ZStoredMotorRequest, type StoredMotorRequest } from '../motor/stored-motor-request.ts';

/**
 * A motor journey's stored request, read by its schema: the quote's, with the cover as priced. Also a price's, whose
 * request the core types as any vertical's.
 */
export const motorRequestOf = (journey: { quoteRequest: unknown }): StoredMotorRequest =>
  ZStoredMotorRequest.parse(journey.quoteRequest);
export const ownerOf = (journey: Journey<'MOTOR'>) => journey.proposal.proposer;
export const vehicleDetailsOf = (journey: Journey<'MOTOR'>) => journey.proposal.vehicle;
export const nomineeOf = (journey: Journey<'MOTOR'>) => journey.proposal.nominee;

/**
 * The journey's cover priced on `now`'s day: the vehicle's age (its IDV depreciation and own-damage rate) and whether
 * the previous policy still earns its no-claim bonus (NCB_LAPSE_DAYS after it ended) are that day's. The request
 * keeps the cover as priced, which the review and the schedule itemise, and the IDV it settled on.
 */
export function motorJourneyPriceOn(catalogue: MotorCatalogue, journey: Journey<'MOTOR'>, now: Date): JourneyPrice {
  const request = motorRequestOf(journey);
  const { breakup, cover } = priceMotorQuote(catalogue, request, now).detail;
  const repriced: StoredMotorRequest = { ...request, idv: cover.idv, priced_cover: cover };
  return { premium: breakup, quoteRequest: repriced };
}

/** The proposal parts confirmation needs besides KYC, each named for the buyer. */
export function missingMotorParts(journey: Journey<'MOTOR'>, _processed: readonly UploadRow[]): Record<string, string> {
  const missing: Record<string, string> = {};
  const request = motorRequestOf(journey);
  const details = vehicleDetailsOf(journey);
  if (!ownerOf(journey)) missing.owner = 'Owner details are missing';
  if (!details) missing.vehicle = 'Vehicle details are missing';
  else {
    if (request.registration_date && !details.registration_number)
      missing.vehicle = 'The registration number is missing';
    if (request.previous_policy && !details.previous_policy) missing.previous_policy = 'The previous policy is missing';
    if (request.policy_type === 'OWN_DAMAGE' && !details.third_party_policy)
      missing.third_party_policy = 'The third-party policy own damage sits beside is missing';
  }
  if (!nomineeOf(journey) && hasPaCover(request.priced_cover))
    missing.nominee = 'The nominee for the personal accident cover is missing';
  return missing;
}

export function nextMotorStep(journey: Journey<'MOTOR'>, kycDone: boolean): MotorProposalStep {
  if (!ownerOf(journey)) return 'OWNER';
  const details = vehicleDetailsOf(journey);
  if (!details) return 'VEHICLE';
  // Own damage alone saved before its third-party policy was asked: back to the vehicle for it.
  if (motorRequestOf(journey).policy_type === 'OWN_DAMAGE' && !details.third_party_policy) return 'VEHICLE';
  if (!nomineeOf(journey) && hasPaCover(motorRequestOf(journey).priced_cover)) return 'NOMINEE';
  return kycDone ? 'REVIEW' : 'DOCUMENTS';
}

/**
 * How long the policy runs: own damage is yearly (a new vehicle's longer third-party term is printed beside it on
 * the schedule); a third-party-only policy runs the years it was priced and charged for (5 for a new two-wheeler).
 */
export function motorPolicyYears(request: StoredMotorRequest): number {
  const cover = request.priced_cover;
  return cover && !cover.own_damage && cover.third_party ? cover.third_party.years : 1;
}
