import { NO_EXISTING_DISEASE, type PedValue } from '../constants/health-cover';
import { EXISTING_CONDITION_LABELS } from '../code-lists/proposal';
import { MEDICAL_NO } from '../constants/medical';
import { isOneOf } from '../constants/option';
import { memberCodeLabel } from './member-codes';

/**
 * The medical declaration's "Which conditions?" questions (the catalogue's question sets). Their answers are the
 * conditions a health journey is priced on besides the quote's (docs/decisions.md §4a); the catalogue refuses a set
 * whose multi-select lists a condition under another question id, so none is asked and then ignored.
 */
export const CONDITION_QUESTION_IDS = ['PED_CONDITIONS', 'SR_PED_CONDITIONS'] as const;

/**
 * Each condition the declaration offers, as the quote's pre-existing disease it is priced as. The quote names five
 * conditions and "any other"; the declaration asks in more detail, so what the quote has no name for (kidney or
 * liver disease, cancer, stroke, arthritis, COPD) is priced as ANY_OTHER_DISEASE. The catalogue refuses a condition
 * option missing here.
 */
export const DECLARED_CONDITION_PEDS = {
  DIABETES: 'DIABETES',
  HYPERTENSION: 'BP_HYPERTENSION',
  THYROID: 'THYROID_DISORDER',
  ASTHMA: 'ASTHMA',
  HEART_DISEASE: 'HEART_DISEASE',
  KIDNEY_DISEASE: 'ANY_OTHER_DISEASE',
  LIVER_DISEASE: 'ANY_OTHER_DISEASE',
  CANCER: 'ANY_OTHER_DISEASE',
  STROKE: 'ANY_OTHER_DISEASE',
  ARTHRITIS: 'ANY_OTHER_DISEASE',
  COPD: 'ANY_OTHER_DISEASE',
  OTHER: 'ANY_OTHER_DISEASE',
} as const satisfies Record<string, PedValue>;

/** Whether a medical question is one of the declaration's "Which conditions?" questions. */
export const isConditionQuestion = (id: string) => isOneOf(CONDITION_QUESTION_IDS, id);

/** The quote's disease for a declared condition option; one this table does not know is priced as "any other". */
export function pedOfDeclaredCondition(option: string): PedValue {
  return (DECLARED_CONDITION_PEDS as Record<string, PedValue>)[option] ?? 'ANY_OTHER_DISEASE';
}

/**
 * What declareConditions reads of a member's stored answers (docs/product/proposal-kyc.md §3 medical answer records).
 */
export type DeclaredAnswers = {
  member_id: string;
  medical_declaration_answers: readonly { question_id: string; answer_field_multi_select?: readonly string[] | null }[];
};

/**
 * The condition options each member declared, keyed by member. A condition written in the answers counts whatever
 * its Yes/No question says: the insurer reads the listed conditions, and pricing one that was declared never lets a
 * condition go unpriced.
 */
export function declaredConditions(medical: readonly DeclaredAnswers[] | null | undefined): Map<string, string[]> {
  const byMember = new Map<string, string[]>();
  for (const m of medical ?? []) {
    const options = m.medical_declaration_answers
      .filter((a) => isConditionQuestion(a.question_id))
      .flatMap((a) => a.answer_field_multi_select ?? [])
      .filter((o) => o !== MEDICAL_NO);
    if (options.length > 0) byMember.set(m.member_id, [...new Set(options)]);
  }
  return byMember;
}

/**
 * The ped_list a health journey is priced on: the quote's conditions united with every member's declared ones
 * (a ped_list is the whole proposal's, as the quote's is). A "No" in the declaration does not take away a condition
 * the quote named: both are the buyer's statements of the same facts, the later one more detailed, and where they
 * differ the premium follows the one that covers more — a buyer who quoted a condition by mistake quotes again. No
 * condition at all is the quote's NO_EXISTING_DISEASE.
 */
export function pricedPedList(
  quoted: readonly PedValue[],
  medical: readonly DeclaredAnswers[] | null | undefined,
): PedValue[] {
  const declared = [...declaredConditions(medical).values()].flat().map(pedOfDeclaredCondition);
  const peds = [...new Set([...quoted, ...declared])].filter((p) => p !== NO_EXISTING_DISEASE);
  return peds.length > 0 ? peds : [NO_EXISTING_DISEASE];
}

/** A premium's loading: the condition, its percent, and the codes of the members whose share it raises. */
export type ConditionLoading = { condition: string; percent: number; members?: readonly string[] | undefined };

/**
 * The loadings of `now` that `before` did not have, each with only the members it newly raises: what a declaration
 * added to the quote's loadings.
 */
export function addedLoadings(
  now: readonly ConditionLoading[],
  before: readonly ConditionLoading[],
): ConditionLoading[] {
  return now.flatMap((l) => {
    const was = before.find((b) => b.condition === l.condition);
    if (!was) return [l];
    // A loading priced before loadings named members covered every member.
    if (!was.members) return [];
    const members = (l.members ?? []).filter((m) => !was.members?.includes(m));
    return members.length > 0 ? [{ ...l, members }] : [];
  });
}

/**
 * Ours (docs/decisions.md §4a): why a health premium moved from the quote card — the conditions it is now loaded for,
 * and whom each loads.
 */
export function declaredConditionsReason(loadings: readonly ConditionLoading[]): string {
  const names = loadings.map((l) => {
    const name = (EXISTING_CONDITION_LABELS as Record<string, string>)[l.condition] ?? l.condition;
    return l.members && l.members.length > 0 ? `${name} (${l.members.map(memberCodeLabel).join(', ')})` : name;
  });
  return `Conditions you declared: ${names.join(', ')}`;
}
