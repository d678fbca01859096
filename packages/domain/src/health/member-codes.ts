import { isChildRelation, relationOf } from '../constants/health-members';
import { memberTypeCode, type MemberTypeCode } from '../constants/proposal';
import { RELATION_LABELS, type Relation } from '../code-lists/proposal';

/**
 * The insured members with their codes, in the order quoted (docs/product/proposal-kyc.md §4): SELF, SPOUSE,
 * CHILD_01…, FATHER…; the proposal keys each member's medical answers by them, and a premium's loadings name members
 * by them.
 */
export function withMemberCodes<M extends { relation?: Relation | undefined }>(
  members: readonly M[],
): { member: M; code: MemberTypeCode }[] {
  let child = 0;
  return members.map((member) => {
    const relation = relationOf(member);
    if (isChildRelation(relation)) child += 1;
    return { member, code: memberTypeCode(relation, isChildRelation(relation) ? child : 1) };
  });
}

/** The codes alone (withMemberCodes). */
export const memberCodesOf = (members: readonly { relation?: Relation | undefined }[]): MemberTypeCode[] =>
  withMemberCodes(members).map((m) => m.code);

/** How a member code reads beside a loading: the relation, a child by their place ("Child 2"). */
export function memberCodeLabel(code: string): string {
  const child = /^CHILD_0(\d)$/.exec(code);
  if (child) return `Child ${child[1]}`;
  return (RELATION_LABELS as Record<string, string>)[code] ?? code;
}
