import {
  ANSWER_VALUE_FIELDS,
  defaultMedicalAnswer,
  type TMedicalAnswer,
  type TQuestion,
  type TSaveMedicalRequest,
} from '@kavach/domain';
import { isAnswered, isChosen, showsSubs, type AnswerValue, type MedicalAnswers } from './medical-answers.ts';
import type { SectionNode } from './medical-questions.ts';

type Context = { journeyId: string; planId: string; memberId: string };

/** An answer in its type's value field (docs/product/proposal-kyc.md §3 "Medical answer record"). */
function valueFor(question: TQuestion, value: AnswerValue): Partial<TMedicalAnswer> {
  const field = ANSWER_VALUE_FIELDS[question.answer_field_type];
  const list = Array.isArray(value) ? [...value] : [value as string];
  if (question.answer_field_type === 'MULTI_SELECT') return { [field]: list };
  const text = list.join(', ').trim();
  if (question.answer_field_type === 'NUMBER' && Number.isFinite(Number(text))) return { [field]: Number(text) };
  return { [field]: text };
}

function record(ctx: Context, question: TQuestion, value: AnswerValue | undefined): TMedicalAnswer {
  const base = {
    journey_id: ctx.journeyId,
    plan_id: ctx.planId,
    member_id: ctx.memberId,
    question_id: question.question_id,
    answer_field_type: question.answer_field_type,
  };
  // docs/product/proposal-kyc.md §5: an unanswered top-level question is sent as NO in its type's form.
  // defaultMedicalAnswer types its values loosely (string or list); it puts each in its right field.
  const answer =
    value !== undefined && isAnswered(value)
      ? valueFor(question, value)
      : (defaultMedicalAnswer(question.answer_field_type) as Partial<TMedicalAnswer>);
  return { ...base, ...answer };
}

/**
 * docs/product/proposal-kyc.md §3 "Medical save payload": for each member every section question (unanswered ones as
 * NO), the follow-ups of the sections they were chosen for, and the sub-reflexive answers under a YES.
 * Follow-ups left blank are not sent; only sub-reflexive ones are required (docs/product/proposal-kyc.md §5).
 */
export function buildMedicalPayload(input: {
  journeyId: string;
  planId: string;
  userId: string | null;
  tree: readonly SectionNode[];
  /** Member keys, which are also the wire member_id (the member's type code, docs/product/proposal-kyc.md §3). */
  members: readonly string[];
  answers: MedicalAnswers;
}): TSaveMedicalRequest {
  const { journeyId, planId, userId, tree, answers } = input;
  const memberDeclarations = input.members.map((member) => {
    const ctx = { journeyId, planId, memberId: member };
    const own = answers[member] ?? {};
    const records: TMedicalAnswer[] = [];
    for (const section of tree) {
      records.push(record(ctx, section.question, own[section.question.question_id]));
      if (!isChosen(answers, member, section)) continue;
      for (const reflexive of section.reflexives) {
        const value = own[reflexive.question.question_id];
        if (value !== undefined && isAnswered(value)) records.push(record(ctx, reflexive.question, value));
        if (!showsSubs(answers, member, reflexive)) continue;
        for (const sub of reflexive.subs) {
          const subValue = own[sub.question_id];
          if (subValue !== undefined && isAnswered(subValue)) records.push(record(ctx, sub, subValue));
        }
      }
    }
    return { member_id: member, medical_declaration_answers: records };
  });
  return {
    journey_id: journeyId,
    user_id: userId,
    plan_specific_medical_declarations: [{ plan_id: planId, member_specific_medical_declarations: memberDeclarations }],
  };
}
