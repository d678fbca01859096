import { ANSWER_VALUE_FIELDS, MESSAGES, type TMedicalAnswer, type TSaveMedicalRequest } from '@kavach/domain';
import type { MedicalQuestion } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import type { Journey } from '../journeys/journey.ts';
import { saveProposalStep } from '../journeys/proposal-steps.ts';
import { planJourneyConfig, type HealthProposalDeps } from './journey-config.ts';
import { journeyMembers } from './journey-members.ts';
import { priceDeclaration } from './price-declaration.ts';

const valueOf = (a: TMedicalAnswer): unknown => a[ANSWER_VALUE_FIELDS[a.answer_field_type] as keyof TMedicalAnswer];
export const answeredYes = (a: TMedicalAnswer | undefined) => {
  const v = a ? valueOf(a) : undefined;
  return v === 'YES' || (Array.isArray(v) && v.length > 0 && !v.includes('NO'));
};

/**
 * POST /v1/health/journey/save-medical-declaration: answers for the plan's own questions and insured members
 * only, each in its question's field type and options; a sub-reflexive question under a YES must be answered
 * (docs/product/proposal-kyc.md §5). Unanswered section questions are stored as the spec's NO defaults. The declared
 * conditions price the journey as it is saved (`priceDeclaration`, docs/decisions.md §4a).
 */
export async function saveMedicalDeclaration(
  deps: HealthProposalDeps,
  journey: Journey<'HEALTH'>,
  body: TSaveMedicalRequest,
) {
  if (!journey.proposal.contact) throw new AppError('CONFLICT', 'Save the contact details first');
  const { plan, questions } = planJourneyConfig(deps.catalogue, journey.planId);
  const byId = new Map(questions.map((q) => [q.question_id, q]));
  const members = new Set(journeyMembers(journey).map((m) => m.member_id));
  const declaration = body.plan_specific_medical_declarations[0];
  const fields: Record<string, string> = {};
  if (declaration?.plan_id !== plan.plan_id)
    fields['plan_specific_medical_declarations.0.plan_id'] = 'Not the plan of this journey';
  const perMember = new Map<string, Map<string, TMedicalAnswer>>();
  (declaration?.member_specific_medical_declarations ?? []).forEach((m, i) => {
    const path = `plan_specific_medical_declarations.0.member_specific_medical_declarations.${i}`;
    if (!members.has(m.member_id) || perMember.has(m.member_id))
      return void (fields[`${path}.member_id`] = 'Not an insured member of this journey');
    const answers = new Map<string, TMedicalAnswer>();
    m.medical_declaration_answers.forEach((a, j) => {
      const problem = answerProblem(byId.get(a.question_id), a);
      if (problem) fields[`${path}.medical_declaration_answers.${j}`] = problem;
      answers.set(a.question_id, a);
    });
    perMember.set(m.member_id, answers);
  });
  for (const member of members) {
    const answers = perMember.get(member) ?? new Map<string, TMedicalAnswer>();
    for (const q of questions) {
      if (q.section_type === 'SECTION' && !answers.has(q.question_id))
        answers.set(q.question_id, defaultAnswer(q, member));
      const parent = q.section_type === 'SUB_REFLEXIVE' && q.reflexive_id ? answers.get(q.reflexive_id) : undefined;
      if (parent && answeredYes(parent) && !hasValue(answers.get(q.question_id)))
        fields[`medical.${member}.${q.question_id}`] = MESSAGES.REQUIRED;
    }
    perMember.set(member, answers);
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Please check the medical answers', { fields });

  const medical = [...perMember].map(([member_id, answers]) => ({
    member_id,
    medical_declaration_answers: [...answers.values()],
  }));
  await priceDeclaration(deps, journey, plan, questions, medical);
  return saveProposalStep(deps.journeys, journey, { medical }, 'KYC_STEP');
}

function hasValue(a: TMedicalAnswer | undefined): boolean {
  const v = a ? valueOf(a) : undefined;
  return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && String(v).trim() !== '';
}

function answerProblem(q: MedicalQuestion | undefined, a: TMedicalAnswer): string | null {
  if (!q) return 'Not a question of this plan';
  if (q.answer_field_type !== a.answer_field_type) return `Answer as ${q.answer_field_type}`;
  const keys = q.answer_field_options.map((o) => o.answer_option_key);
  const v = valueOf(a);
  if (keys.length === 0 || v === undefined || v === null) return null;
  const allowed = [...keys, 'NO'];
  const values = Array.isArray(v) ? v : [v];
  return values.every((x) => allowed.includes(String(x))) ? null : MESSAGES.SELECT_REQUIRED;
}

// docs/product/proposal-kyc.md §5: unanswered section questions are sent as NO (['NO'] for a multi-select).
function defaultAnswer(q: MedicalQuestion, member: string): TMedicalAnswer {
  const field = ANSWER_VALUE_FIELDS[q.answer_field_type];
  return {
    member_id: member,
    question_id: q.question_id,
    answer_field_type: q.answer_field_type,
    [field]: q.answer_field_type === 'MULTI_SELECT' ? ['NO'] : 'NO',
  };
}
