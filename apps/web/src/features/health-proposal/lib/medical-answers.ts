import { MEDICAL_NO, MESSAGES } from '@kavach/domain';
import { z } from 'zod';
import { dependentIds, type ReflexiveNode, type SectionNode } from './medical-questions.ts';

export const MEDICAL_YES = 'YES';

export type AnswerValue = string | readonly string[];
/** member key (member type code) → question_id → answer. */
export type MedicalAnswers = Readonly<Record<string, Readonly<Record<string, AnswerValue>>>>;

export const isAnswered = (value: AnswerValue | undefined) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

function withMember(
  answers: MedicalAnswers,
  member: string,
  change: (own: Record<string, AnswerValue>) => void,
): MedicalAnswers {
  const own = { ...answers[member] };
  change(own);
  return { ...answers, [member]: own };
}

const drop = (own: Record<string, AnswerValue>, ids: readonly string[]) => ids.forEach((id) => delete own[id]);

/** A member is chosen for a section when their answer to the section question is YES. */
export const isChosen = (answers: MedicalAnswers, member: string, section: SectionNode) =>
  answers[member]?.[section.question.question_id] === MEDICAL_YES;

/** 'None' is on when every member answered NO to the section. */
export function isNone(answers: MedicalAnswers, members: readonly string[], section: SectionNode): boolean {
  return members.length > 0 && members.every((m) => answers[m]?.[section.question.question_id] === MEDICAL_NO);
}

/**
 * docs/product/proposal-kyc.md §4: choosing a member toggles them; deselecting clears that member's dependent answers.
 * The section answer of a deselected member is removed, not set to NO, so 'None' stays an explicit choice
 * (an unanswered section is still sent as NO, docs/product/proposal-kyc.md §5).
 */
export function toggleMember(answers: MedicalAnswers, section: SectionNode, member: string): MedicalAnswers {
  const chosen = isChosen(answers, member, section);
  return withMember(answers, member, (own) => {
    if (chosen) drop(own, [section.question.question_id, ...dependentIds(section)]);
    else own[section.question.question_id] = MEDICAL_YES;
  });
}

/**
 * docs/product/proposal-kyc.md §4: 'None' sets every member's answer to NO and clears their reflexive and sub-reflexive
 * answers.
 */
export function chooseNone(answers: MedicalAnswers, section: SectionNode, members: readonly string[]): MedicalAnswers {
  return members.reduce(
    (next, member) =>
      withMember(next, member, (own) => {
        drop(own, dependentIds(section));
        own[section.question.question_id] = MEDICAL_NO;
      }),
    answers,
  );
}

/**
 * A YES to a parent question: the YES option, or (as the API reads a multi-select) a non-empty choice
 * without NO.
 */
export const isYes = (value: AnswerValue | undefined) =>
  value === MEDICAL_YES || (Array.isArray(value) && value.length > 0 && !value.includes(MEDICAL_NO));

/**
 * One follow-up answer. docs/product/proposal-kyc.md §4: anything but YES on a reflexive question clears its
 * sub-reflexive answers.
 */
export function setAnswer(
  answers: MedicalAnswers,
  member: string,
  questionId: string,
  value: AnswerValue,
  reflexive?: ReflexiveNode,
): MedicalAnswers {
  return withMember(answers, member, (own) => {
    if (isAnswered(value)) own[questionId] = value;
    else delete own[questionId];
    if (reflexive && reflexive.question.question_id === questionId && !isYes(value))
      drop(
        own,
        reflexive.subs.map((s) => s.question_id),
      );
  });
}

/** docs/product/proposal-kyc.md §4: sub-reflexive questions show only for a member who answered YES to the parent. */
export const showsSubs = (answers: MedicalAnswers, member: string, reflexive: ReflexiveNode) =>
  isYes(answers[member]?.[reflexive.question.question_id]);

/** The key of one member's answer to one question, for errors and element ids. */
export const answerKey = (member: string, questionId: string) => `${member}.${questionId}`;

/** docs/product/proposal-kyc.md §5: a sub-reflexive question shown for a member must be answered. */
export function validateMedical(
  tree: readonly SectionNode[],
  members: readonly string[],
  answers: MedicalAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const section of tree) {
    for (const member of members) {
      if (!isChosen(answers, member, section)) continue;
      for (const reflexive of section.reflexives) {
        if (!showsSubs(answers, member, reflexive)) continue;
        for (const sub of reflexive.subs) {
          if (!isAnswered(answers[member]?.[sub.question_id]))
            errors[answerKey(member, sub.question_id)] = MESSAGES.REQUIRED;
        }
      }
    }
  }
  return errors;
}

const ZAnswers = z.record(z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())])));

/** The medical form's schema for react-hook-form: validateMedical's messages on each unanswered question. */
export function medicalSchema(tree: readonly SectionNode[], members: readonly string[]) {
  return ZAnswers.superRefine((answers, ctx) => {
    for (const [key, message] of Object.entries(validateMedical(tree, members, answers)))
      ctx.addIssue({ code: 'custom', path: key.split('.'), message });
  });
}
