import { kycSummaryOf, type TJourneyDetailsResponse, type TKycSummary } from '@kavach/domain';
import type { HealthCatalogue } from '@kavach/rating';
import type { Journey } from '../journeys/journey.ts';
import { planJourneyConfig } from './journey-config.ts';
import { answeredYes } from './save-medical-declaration.ts';

/**
 * GET /v1/health/journey/get-journey-details/{journey_id} (docs/product/review-payment-term-bike.md §3.7): what the
 * proposal holds so far.
 */
export function journeyDetails(
  catalogue: HealthCatalogue,
  journey: Journey<'HEALTH'>,
  kyc: TKycSummary,
): TJourneyDetailsResponse {
  const { plan, questions } = planJourneyConfig(catalogue, journey.planId);
  const { proposer, insured_members, nominee, contact } = journey.proposal;
  const medical = journey.proposal.medical ?? [];
  // Smoking and existing diseases for the review page: any YES to a section about tobacco or illness.
  const sectionYes = (pattern: RegExp) => {
    const ids = questions
      .filter((q) => q.section_type === 'SECTION' && pattern.test(`${q.question_id} ${q.question_title}`))
      .map((q) => q.question_id);
    if (medical.length === 0 || ids.length === 0) return null;
    return medical.some((m) =>
      m.medical_declaration_answers.some((a) => a && ids.includes(a.question_id) && answeredYes(a)),
    )
      ? 'Yes'
      : 'No';
  };
  return {
    journey_id: journey.id,
    journey_step: journey.journeyStep,
    proposer,
    members: insured_members ?? [],
    nominee,
    contact,
    medical: {
      smoking: sectionYes(/TOBACCO|SMOK/i),
      existing_diseases: sectionYes(/PRE_?EXISTING|ILLNESS|DISEASE/i),
      declarations: medical,
    },
    plan: {
      plan_id: plan.plan_id,
      plan_name: plan.plan_name,
      insurer_id: plan.insurer_id,
      insurer_name: catalogue.insurers.get(plan.insurer_id)?.insurer_name ?? plan.insurer_id,
      sum_insured: journey.premium.sum_insured,
      policy_period: journey.quoteRequest.policy_period,
    },
    kyc: kycSummaryOf(kyc),
  };
}
