import {
  MEMBER_TYPE_CODES,
  RELATION_LABELS,
  isChildRelation,
  memberTypeCode,
  type MemberTypeCode,
  type Relation,
  type TJourneyConfigResponse,
  isOneOf,
} from '@kavach/domain';
import type { ProposalWords } from '../i18n.ts';
import type { PersonKind } from './person-fields.ts';

export type JourneyMember = TJourneyConfigResponse['members'][number];
export type TabKind = PersonKind | 'nominee';

export type ProposalTab = {
  readonly id: string;
  readonly kind: TabKind;
  /** The insured member this tab describes; for Me that is the SELF member, for a proposer alone none. */
  readonly member: JourneyMember | null;
};

export const ME_TAB = 'me';
export const NOMINEE_TAB = 'nominee';

const LABELS: Readonly<Record<string, string>> = RELATION_LABELS;

const isChild = (m: JourneyMember) => m.relation === 'SON' || m.relation === 'DAUGHTER';

/**
 * The relations as the domain words them, but the buyer's own tab is "Me" (docs/product/proposal-kyc.md §2) and a
 * spouse 'Wife' or 'Husband'; children are numbered once there is more than one of a kind ('Son 1').
 */
export function relationTitle(member: JourneyMember, members: readonly JourneyMember[], words: ProposalWords): string {
  const { t, td } = words;
  if (member.relation === 'SPOUSE')
    return member.gender.toUpperCase() === 'FEMALE' ? t('relation.wife') : t('relation.husband');
  const label = LABELS[member.relation];
  const base = member.relation === 'SELF' ? t('relation.me') : label ? td(label) : member.relation;
  const same = members.filter((m) => m.relation === member.relation);
  return same.length > 1 ? t('relation.numbered', { relation: base, number: same.indexOf(member) + 1 }) : base;
}

/**
 * docs/product/proposal-kyc.md §4: Me and Proposer give SELF, the spouse SPOUSE, sons and daughters CHILD_{two-digit
 * index}.
 */
export function memberTypeOf(member: JourneyMember, members: readonly JourneyMember[]): MemberTypeCode {
  if (isOneOf(MEMBER_TYPE_CODES, member.member_type)) return member.member_type;
  const relation = member.relation as Relation;
  return isChildRelation(relation)
    ? memberTypeCode(relation, members.filter(isChild).indexOf(member) + 1)
    : memberTypeCode(relation);
}

/**
 * docs/product/proposal-kyc.md §2: Me (or Proposer when SELF is not insured), each other insured member, then Nominee.
 */
export function buildTabs(members: readonly JourneyMember[]): ProposalTab[] {
  const self = members.find((m) => m.relation === 'SELF') ?? null;
  const tabs: ProposalTab[] = [
    self ? { id: ME_TAB, kind: 'self', member: self } : { id: ME_TAB, kind: 'proposer', member: null },
  ];
  for (const member of members) {
    if (member === self) continue;
    tabs.push({ id: `member-${member.member_id}`, kind: isChild(member) ? 'child' : 'adult', member });
  }
  tabs.push({ id: NOMINEE_TAB, kind: 'nominee', member: null });
  return tabs;
}

/** A tab's name in the strip and the title over its form, in the spec's words (docs/product/proposal-kyc.md §2). */
export function tabText(
  tab: ProposalTab,
  members: readonly JourneyMember[],
  words: ProposalWords,
): { label: string; title: string } {
  const { t } = words;
  if (tab.kind === 'nominee') return { label: t('tabs.nominee'), title: t('tabs.nomineeTitle') };
  if (tab.kind === 'proposer') return { label: t('tabs.proposer'), title: t('tabs.proposerTitle') };
  if (!tab.member) return { label: '', title: '' };
  const label = relationTitle(tab.member, members, words);
  return { label, title: tab.kind === 'self' ? t('tabs.meTitle') : t('tabs.memberTitle', { member: label }) };
}

/** docs/product/proposal-kyc.md §2: the first incomplete tab opens; when all are complete, the nominee. */
export function firstIncomplete(tabs: readonly ProposalTab[], completed: ReadonlySet<string>): string {
  return tabs.find((t) => !completed.has(t.id))?.id ?? NOMINEE_TAB;
}

/** The next incomplete tab after `fromId` in journey order, wrapping round; null when every tab is complete. */
export function nextIncomplete(
  tabs: readonly ProposalTab[],
  fromId: string,
  completed: ReadonlySet<string>,
): string | null {
  const start = tabs.findIndex((t) => t.id === fromId);
  const rotated = [...tabs.slice(start + 1), ...tabs.slice(0, Math.max(start, 0))];
  return rotated.find((t) => !completed.has(t.id))?.id ?? null;
}
