import { NO_EXISTING_DISEASE, type PedValue } from '../constants/health-cover';
import { EXISTING_CONDITION_LABELS, type ExistingCondition, type Relation } from '../code-lists/proposal';
import { memberCodeLabel, withMemberCodes } from './member-codes';
import { declaredConditions, pedOfDeclaredCondition, type DeclaredAnswers } from './declared-conditions';

/** What the conditions of a quote request are read from: the request's list and each member's own. */
type QuotedConditions = {
  ped_list: readonly PedValue[];
  member_covered: readonly { relation?: Relation | undefined; ped_list?: readonly ExistingCondition[] | undefined }[];
};

/**
 * Each insured member's conditions, in the order quoted (docs/decisions.md §3 "Loadings"): the member's own
 * `ped_list`, and every request-level condition that no member names. A condition the request does not place on a
 * member may be anyone's, so it is priced on every member: the quote is never below what the buyer may be charged.
 */
export function conditionsByMember(request: QuotedConditions): ExistingCondition[][] {
  const placed = new Set(request.member_covered.flatMap((m) => m.ped_list ?? []));
  const unplaced = request.ped_list.filter(
    (p): p is ExistingCondition => p !== NO_EXISTING_DISEASE && !placed.has(p as ExistingCondition),
  );
  return request.member_covered.map((m) => [...new Set([...(m.ped_list ?? []), ...unplaced])]);
}

/**
 * The quote request a health journey is priced on (docs/decisions.md §4a): each member carries the conditions the
 * quote placed on them united with those their own medical answers declare, and the request's list is the union.
 * A "No" in the declaration does not take away a condition the quote named: where the two statements differ the
 * premium follows the one that covers more; a buyer who quoted a condition by mistake quotes again.
 */
export function withDeclaredConditions<R extends QuotedConditions>(
  request: R,
  medical: readonly DeclaredAnswers[] | null | undefined,
): R {
  const declared = declaredConditions(medical);
  const quoted = conditionsByMember(request);
  const memberCovered = withMemberCodes(request.member_covered).map(({ member: m, code }, i) => {
    const own = (declared.get(code) ?? []).map(pedOfDeclaredCondition);
    const conditions = [...new Set([...(quoted[i] ?? []), ...own])].filter(
      (p): p is ExistingCondition => p !== NO_EXISTING_DISEASE,
    );
    return { ...m, ped_list: conditions };
  });
  const all = [...new Set(memberCovered.flatMap((m) => m.ped_list))];
  return { ...request, member_covered: memberCovered, ped_list: all.length > 0 ? all : [NO_EXISTING_DISEASE] };
}

/** "Diabetes +25% (Father, Mother)": a loading as the buyer reads it, with the members whose share it raises. */
export function loadingLabel(loading: { condition: string; percent: number; members?: readonly string[] }): string {
  const name = (EXISTING_CONDITION_LABELS as Record<string, string>)[loading.condition] ?? loading.condition;
  const who =
    loading.members && loading.members.length > 0 ? ` (${loading.members.map(memberCodeLabel).join(', ')})` : '';
  return `${name} +${loading.percent}%${who}`;
}
