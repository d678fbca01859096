import { isChildRelation, memberTypeCode, relationOf, type Relation, type TMemberCovered } from '@kavach/domain';
import type { Journey } from '../journeys/journey.ts';

export type JourneyMember = {
  member_id: string;
  member_type: string;
  relation: Relation;
  full_name: string;
  gender: string;
  dob: string;
};

/**
 * The insured members as quoted, with the member codes of docs/product/proposal-kyc.md §4 (SELF, SPOUSE, CHILD_01, …).
 */
export function journeyMembers(journey: Journey<'HEALTH'>): JourneyMember[] {
  let child = 0;
  return journey.quoteRequest.member_covered.map((m: TMemberCovered) => {
    const relation = relationOf(m);
    const isChild = isChildRelation(relation);
    if (isChild) child += 1;
    const code = memberTypeCode(relation, isChild ? child : 1);
    return { member_id: code, member_type: code, relation, full_name: m.name ?? '', gender: m.gender, dob: m.dob };
  });
}
