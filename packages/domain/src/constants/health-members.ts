import { z } from 'zod';
import { GENDERS, RELATION_LABELS, type Relation } from '../code-lists/proposal';

/** Parents and grand-parents, own and in-law: members who are neither the couple nor a child. */
export const ELDER_RELATIONS = [
  'FATHER',
  'MOTHER',
  'FATHER_IN_LAW',
  'MOTHER_IN_LAW',
  'GRANDFATHER',
  'GRANDMOTHER',
] as const satisfies readonly Relation[];

/** The same two as the spec stores them in the browser (preQuoteDetails, the term pre-quote): Male, Female. */
export const GENDER_WORDS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];
export const ZGender = z.enum(GENDERS);
export const DEFAULT_GENDER: Gender = 'MALE';

export const CHILD_RELATIONS = ['SON', 'DAUGHTER'] as const satisfies readonly Relation[];
export type ChildRelation = (typeof CHILD_RELATIONS)[number];
export function isChildRelation(relation: Relation): relation is ChildRelation {
  return (CHILD_RELATIONS as readonly Relation[]).includes(relation);
}

/** docs/product/quotes.md §4: at most 4 children in total, sons plus daughters. */
export const MAX_CHILDREN = 4;

/** A quoted member's relation: docs/product/quotes.md §3 makes it optional, and a member without one is the buyer. */
export const relationOf = (member: { readonly relation?: Relation | undefined }): Relation => member.relation ?? 'SELF';

/**
 * Relations a family names more than once, though each (all but son and daughter) is one person: the proposal
 * keys a member's details and medical answers by it (docs/product/proposal-kyc.md §4 member codes SELF, FATHER, …), so
 * two fathers would be one member there.
 */
export function repeatedRelations(members: readonly { readonly relation?: Relation | undefined }[]): Relation[] {
  const seen = new Set<Relation>();
  const repeated = new Set<Relation>();
  for (const relation of members.map(relationOf).filter((r) => !isChildRelation(r))) {
    if (seen.has(relation)) repeated.add(relation);
    seen.add(relation);
  }
  return [...repeated];
}

export const MEMBER_TYPE_KEYS = ['family', 'parents', 'in-laws', 'grand-parents'] as const;
export type MemberTypeKey = (typeof MEMBER_TYPE_KEYS)[number];

export type MemberSlot = {
  /** Key used by the selection UI (docs/product/quotes.md §3 member table). */
  readonly key: string;
  readonly label: string;
  readonly relation: Relation;
  /** Fixed gender, or null when chosen (self) or derived (spouse is opposite to self, docs/product/quotes.md §4). */
  readonly gender: Gender | null;
};

export type MemberType = {
  readonly key: MemberTypeKey;
  readonly label: string;
  readonly members: readonly MemberSlot[];
};

// docs/product/quotes.md §2 (chooser labels) and §3 (members of each type). Issue 17 departs from §3: the family type
// also offers father and mother, so one floater can cover self, spouse, children and parents (the spec's family type
// cannot).
const FATHER: MemberSlot = { key: 'father', label: 'Father', relation: 'FATHER', gender: 'MALE' };
const MOTHER: MemberSlot = { key: 'mother', label: 'Mother', relation: 'MOTHER', gender: 'FEMALE' };
export const MEMBER_TYPES: readonly MemberType[] = [
  {
    key: 'family',
    label: 'For Your Family',
    members: [
      { key: 'self', label: 'Self', relation: 'SELF', gender: null },
      { key: 'spouse', label: 'Spouse', relation: 'SPOUSE', gender: null },
      { key: 'son', label: 'Son', relation: 'SON', gender: 'MALE' },
      { key: 'daughter', label: 'Daughter', relation: 'DAUGHTER', gender: 'FEMALE' },
      FATHER,
      MOTHER,
    ],
  },
  {
    key: 'parents',
    label: 'For Your Parents',
    members: [FATHER, MOTHER],
  },
  {
    key: 'in-laws',
    label: 'For Your In-laws',
    members: [
      { key: 'father-in-law', label: 'Father-in-law', relation: 'FATHER_IN_LAW', gender: 'MALE' },
      { key: 'mother-in-law', label: 'Mother-in-law', relation: 'MOTHER_IN_LAW', gender: 'FEMALE' },
    ],
  },
  {
    key: 'grand-parents',
    label: 'For Your Grand Parents',
    members: [
      { key: 'grand-father', label: 'Grand Father', relation: 'GRANDFATHER', gender: 'MALE' },
      { key: 'grand-mother', label: 'Grand Mother', relation: 'GRANDMOTHER', gender: 'FEMALE' },
    ],
  },
];

export function memberType(key: MemberTypeKey): MemberType {
  const found = MEMBER_TYPES.find((t) => t.key === key);
  if (!found) throw new Error(`Unknown member type ${key}`);
  return found;
}

/**
 * docs/product/quotes.md §3: in the family type the spouse is titled Wife if self is Male, Husband if Female, and
 * Spouse until the buyer says (no gender is chosen for them: issue 48).
 */
export function spouseTitle(selfGender: Gender | null | undefined): 'Wife' | 'Husband' | 'Spouse' {
  if (!selfGender) return 'Spouse';
  return selfGender === 'MALE' ? 'Wife' : 'Husband';
}

/** docs/product/quotes.md §4: spouse gender is set opposite to self. */
export function oppositeGender(gender: Gender): Gender {
  return gender === 'MALE' ? 'FEMALE' : 'MALE';
}

/**
 * Who a health quote insures, for titles (issue 17; docs/product/quotes.md §2 titles every list "Insure Myself"): "you"
 * for the buyer alone (or no members yet), "your family" for more than one member, else the one member ("your mother").
 */
export function insuredGroup(members: readonly { readonly relation: string }[]): string {
  const [only, ...others] = members;
  if (!only || (only.relation === 'SELF' && others.length === 0)) return 'you';
  if (others.length > 0) return 'your family';
  const label = RELATION_LABELS[only.relation as Relation] as string | undefined;
  return label ? `your ${label.toLowerCase()}` : 'your loved one';
}

/** The summary card's title: the spec's "Insure Myself" for the buyer alone, else "Insure your family" and so on. */
export function insureTitle(members: readonly { readonly relation: string }[]): string {
  const group = insuredGroup(members);
  return group === 'you' ? 'Insure Myself' : `Insure ${group}`;
}

export const MEMBER_COVERAGE_PLAN_TYPES = ['INDIVIDUAL', 'FAMILY_FLOATER'] as const;
export type MemberCoveragePlanType = (typeof MEMBER_COVERAGE_PLAN_TYPES)[number];
export const ZMemberCoveragePlanType = z.enum(MEMBER_COVERAGE_PLAN_TYPES);

/** docs/product/quotes.md §9: more than 1 member gives FAMILY_FLOATER, otherwise INDIVIDUAL. */
export function memberCoveragePlanType(memberCount: number): MemberCoveragePlanType {
  return memberCount > 1 ? 'FAMILY_FLOATER' : 'INDIVIDUAL';
}
