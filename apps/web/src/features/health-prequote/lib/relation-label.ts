import type { Relation } from '@kavach/domain/code-lists/proposal';
import { MEMBER_TYPES, oppositeGender, spouseTitle } from '@kavach/domain/constants/health-members';
import type { SelectedMember } from '@kavach/domain/health/pre-quote-details';

const SLOT_LABELS = new Map<Relation, string>(
  MEMBER_TYPES.flatMap((t) => t.members.map((m) => [m.relation, m.label] as const)),
);

/**
 * Wife or Husband for a spouse (docs/product/quotes.md §3), the member-type label for everyone else: the domain's
 * English words, which the page says through useDomainText.
 */
export function relationLabel(member: SelectedMember): string {
  if (member.relation === 'SPOUSE') return spouseTitle(oppositeGender(member.gender));
  return SLOT_LABELS.get(member.relation) ?? member.relation;
}
