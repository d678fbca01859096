import type { TQuestion } from '@kavach/domain';

export type ReflexiveNode = { readonly question: TQuestion; readonly subs: readonly TQuestion[] };
export type SectionNode = { readonly question: TQuestion; readonly reflexives: readonly ReflexiveNode[] };

/**
 * The flat question set as sections (docs/product/proposal-kyc.md §3 "Question"): a REFLEXIVE question follows the
 * SECTION question named by its reflexive_id, a SUB_REFLEXIVE one the REFLEXIVE question named by its own.
 * A question whose parent is missing is dropped rather than shown out of context.
 */
export function questionTree(questions: readonly TQuestion[]): SectionNode[] {
  const reflexivesOf = (parentId: string): ReflexiveNode[] =>
    questions
      .filter((q) => q.section_type === 'REFLEXIVE' && q.reflexive_id === parentId)
      .map((q) => ({
        question: q,
        subs: questions.filter((s) => s.section_type === 'SUB_REFLEXIVE' && s.reflexive_id === q.question_id),
      }));
  return questions
    .filter((q) => q.section_type === 'SECTION')
    .map((q) => ({ question: q, reflexives: reflexivesOf(q.question_id) }));
}

/** Every follow-up question of a section: its reflexive questions and their sub-reflexive ones. */
export function dependentIds(section: SectionNode): string[] {
  return section.reflexives.flatMap((r) => [r.question.question_id, ...r.subs.map((s) => s.question_id)]);
}
