import {
  kycSummaryOf,
  TERM_PROPOSAL_STEPS,
  termCoverMultiple,
  type TKycStatusResponse,
  type TTermJourneyDetailsResponse,
  isOneOf,
  TERM_COMPLETE,
  completePart,
} from '@kavach/domain';
import type { TermCatalogue } from '@kavach/rating';
import { toAggregatedPremium } from '../journeys/journey-views.ts';
import type { Journey } from '../journeys/journey.ts';
import { offeredPlan } from '../journeys/offered-plan.ts';
import { termLogoUrl } from '../term/term-quote-detail.ts';
import {
  hasIncomeProof,
  incomeProofRequired,
  lifestyleOf,
  nextTermStep,
  quotedAge,
  termRequestOf,
  termUnderwriting,
} from '../term/term-journey.ts';

/** GET /v1/termlife/journey/get-journey-details/{journey_id}: the proposal so far, what it still needs, its price. */
export function termJourneyDetails(
  catalogue: TermCatalogue,
  journey: Journey<'TERM'>,
  kyc: TKycStatusResponse,
): TTermJourneyDetailsResponse {
  const plan = offeredPlan(catalogue, journey.planId);
  const request = termRequestOf(journey);
  const age = quotedAge(journey);
  const proofRequired = incomeProofRequired(catalogue, journey);
  // The KYC answer lists every processed document, the income proof among them: no second read of the uploads.
  const proofUploaded = hasIncomeProof(kyc.documents.map((d) => d.doc_type));
  // Documents waiting for staff may be confirmed and paid for, as at confirmation; the policy waits for them.
  const kycDone = kyc.kyc_status === 'SUCCESS' || kyc.kyc_status === 'UNDER_REVIEW';
  const documentsDone = kycDone && (!proofRequired || proofUploaded);
  const stored = journey.journeyStep;
  return {
    journey_id: journey.id,
    // A confirmed journey stays at review; any other opens at the first step still to do.
    journey_step:
      journey.status === 'CONFIRMED' && isOneOf(TERM_PROPOSAL_STEPS, stored)
        ? stored
        : nextTermStep(journey, documentsDone),
    status: journey.status,
    plan: {
      plan_id: plan.plan_id,
      plan_name: plan.plan_name,
      insurer_id: plan.insurer_id,
      insurer_name: catalogue.insurers.get(plan.insurer_id)?.insurer_name ?? plan.insurer_id,
      insurer_logo_url: termLogoUrl(plan.insurer_id),
      sum_assured: request.sum_assured,
      policy_term: request.policy_term,
      cover_till_age: age + request.policy_term,
      payout: 'LUMPSUM',
      premium_frequency: 'YEARLY',
    },
    quoted: {
      dob: request.dob,
      age,
      gender: request.gender,
      is_smoker: request.is_smoker,
      pincode: request.pincode,
      city: request.pincode_details.district,
      state: request.pincode_details.state,
    },
    life_assured: completePart(TERM_COMPLETE.proposer, journey.proposal.proposer),
    nominee_details: completePart(TERM_COMPLETE.nominees, journey.proposal.nominees),
    contact: completePart(TERM_COMPLETE.contact, journey.proposal.contact),
    lifestyle: lifestyleOf(journey),
    underwriting: termUnderwriting(catalogue, journey),
    income: {
      cover_multiple: termCoverMultiple(age),
      income_proof_required: proofRequired,
      income_proof_uploaded: proofUploaded,
    },
    kyc: kycSummaryOf(kyc),
    premium: toAggregatedPremium(journey),
  };
}
