import { relationOf, withMemberCodes, type Relation } from '@kavach/domain';
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
  // The same codes a premium's loadings name members by.
  return withMemberCodes(journey.quoteRequest.member_covered).map(({ member: m, code }) => ({
    member_id: code,
    member_type: code,
    relation: relationOf(m),
    full_name: m.name ?? '',
    gender: m.gender,
    dob: m.dob,
  }));
}
