import { DEFAULT_KYC_CONFIG, type TJourneyConfigResponse } from '@kavach/domain';
import { DEFAULT_LANGUAGE, type Language } from '@kavach/domain/i18n/languages';
import { catalogueText, type HealthCatalogue, type MedicalQuestion } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import type { JourneyRepository } from '../journeys/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import { journeyMembers } from './journey-members.ts';
import { offeredPlan, PLAN_NOT_OFFERED } from '../journeys/offered-plan.ts';

/** What every health proposal save works with: the catalogue the plan is sold from, and the journey writer. */
export type HealthProposalDeps = { catalogue: HealthCatalogue; journeys: JourneyRepository };

export function planJourneyConfig(catalogue: HealthCatalogue, planId: string) {
  const plan = offeredPlan(catalogue, planId);
  const config = catalogue.journeyConfigs[plan.journey_config_id];
  const questions = catalogue.medicalQuestionSets[plan.medical_question_set_id];
  if (!config || !questions) throw new AppError('CONFLICT', PLAN_NOT_OFFERED);
  return { plan, config, questions };
}

/**
 * The plan's medical questions as the buyer reads them, in `language` where the catalogue carries a translation
 * (docs/i18n.md): what a buyer declares must be what they understood. Keys and answers stay the catalogue's.
 */
export function questionsIn(
  catalogue: HealthCatalogue,
  questions: readonly MedicalQuestion[],
  language: Language,
): readonly MedicalQuestion[] {
  if (language === DEFAULT_LANGUAGE) return questions;
  const text = catalogueText(catalogue.translations, language);
  // An empty hint or placeholder is no text to translate.
  const shown = (s: string) => (s === '' ? s : text(s));
  return questions.map((q) => ({
    ...q,
    question_title: text(q.question_title),
    question_description: shown(q.question_description),
    answer_field_options: q.answer_field_options.map((o) => ({
      ...o,
      answer_option_label: text(o.answer_option_label),
    })),
    answer_placeholder: shown(q.answer_placeholder),
  }));
}

/** POST /v1/health/journey/user-journey-config: what the proposal collects for this plan, and who is insured. */
export function buildJourneyConfig(
  catalogue: HealthCatalogue,
  journey: Journey<'HEALTH'>,
  language: Language,
): TJourneyConfigResponse {
  const { plan, config, questions } = planJourneyConfig(catalogue, journey.planId);
  const place = journey.quoteRequest.pincode_details;
  const kyc = plan.kyc_staged_config ?? DEFAULT_KYC_CONFIG;
  return {
    journey_id: journey.id,
    plan_id: plan.plan_id,
    plan_name: plan.plan_name,
    insurer_name: catalogue.insurers.get(plan.insurer_id)?.insurer_name ?? plan.insurer_id,
    ...config,
    plan_specific_question_set: [
      { plan_id: plan.plan_id, question_set: [...questionsIn(catalogue, questions, language)] },
    ],
    kyc_staged_config: {
      any_of_poa: [...kyc.any_of_poa],
      any_of_poi: [...kyc.any_of_poi],
      mandatory_uploads: [...kyc.mandatory_uploads],
    },
    members: journeyMembers(journey),
    prefill: { pincode: journey.quoteRequest.pincode, city: place.district, state: place.state },
  };
}
