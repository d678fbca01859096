import { ZSaveMedicalRequest } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { setAnswer, toggleMember, chooseNone } from './medical-answers.ts';
import { buildMedicalPayload } from './medical-payload.ts';
import { questionTree } from './medical-questions.ts';
import { QUESTIONS } from './test-fixtures.ts';

const tree = questionTree(QUESTIONS);
const [ped, hosp] = tree;
const journeyId = '00000000-0000-4000-8000-000000000001';

describe('medical save payload (docs/product/proposal-kyc.md §3, §5)', () => {
  it('sends unanswered sections as NO in their type’s form and the follow-ups of chosen members', () => {
    let answers = toggleMember({}, ped!, 'SPOUSE');
    answers = setAnswer(answers, 'SPOUSE', 'PED_CONDITIONS', ['ASTHMA']);
    answers = setAnswer(answers, 'SPOUSE', 'PED_UNDER_TREATMENT', 'YES', ped!.reflexives[1]);
    answers = setAnswer(answers, 'SPOUSE', 'PED_TREATMENT_DETAILS', 'Inhaler');
    answers = toggleMember(answers, hosp!, 'SPOUSE');
    answers = setAnswer(answers, 'SPOUSE', 'HOSP_DAYS', '4');
    answers = chooseNone(answers, hosp!, ['SELF']);
    // A stale follow-up of a member not chosen is never sent.
    answers = setAnswer(answers, 'SELF', 'PED_CONDITIONS', ['DIABETES']);

    const payload = buildMedicalPayload({
      journeyId,
      planId: 'plan-a',
      userId: 'u1',
      tree,
      members: ['SELF', 'SPOUSE'],
      answers,
    });
    expect(ZSaveMedicalRequest.safeParse(payload).success).toBe(true);
    expect(payload.user_id).toBe('u1');
    const [plan] = payload.plan_specific_medical_declarations;
    expect(plan?.plan_id).toBe('plan-a');
    const [self, spouse] = plan!.member_specific_medical_declarations;
    expect(self?.member_id).toBe('SELF');
    const strip = (r: Record<string, unknown>) => {
      const { journey_id: _j, plan_id: _p, member_id: _m, ...rest } = r;
      return rest;
    };
    expect(self?.medical_declaration_answers.map(strip)).toEqual([
      { question_id: 'PED_ANY', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'NO' },
      { question_id: 'HOSP_ANY', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'NO' },
      { question_id: 'HABITS', answer_field_type: 'MULTI_SELECT', answer_field_multi_select: ['NO'] },
      { question_id: 'NOTE', answer_field_type: 'TEXT', answer_field_text: 'NO' },
      { question_id: 'SINCE', answer_field_type: 'MONTH_YEAR', answer_field_month_year: 'NO' },
    ]);
    expect(spouse?.medical_declaration_answers.map(strip)).toEqual([
      { question_id: 'PED_ANY', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'YES' },
      { question_id: 'PED_CONDITIONS', answer_field_type: 'MULTI_SELECT', answer_field_multi_select: ['ASTHMA'] },
      { question_id: 'PED_UNDER_TREATMENT', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'YES' },
      { question_id: 'PED_TREATMENT_DETAILS', answer_field_type: 'TEXT_AREA', answer_field_text_area: 'Inhaler' },
      { question_id: 'HOSP_ANY', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'YES' },
      { question_id: 'HOSP_DAYS', answer_field_type: 'NUMBER', answer_field_number: 4 },
      { question_id: 'HABITS', answer_field_type: 'MULTI_SELECT', answer_field_multi_select: ['NO'] },
      { question_id: 'NOTE', answer_field_type: 'TEXT', answer_field_text: 'NO' },
      { question_id: 'SINCE', answer_field_type: 'MONTH_YEAR', answer_field_month_year: 'NO' },
    ]);
    expect(spouse?.medical_declaration_answers[0]).toMatchObject({
      journey_id: journeyId,
      plan_id: 'plan-a',
      member_id: 'SPOUSE',
    });
  });
});
