import {
  MAX_CHILDREN,
  isChildRelation,
  memberType,
  oppositeGender,
  spouseTitle,
  type Gender,
  type MemberSlot,
  type MemberTypeKey,
} from '@kavach/domain/constants/health-members';
import type { Relation } from '@kavach/domain/code-lists/proposal';
import { memberFromDob, type SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { toDisplayDate } from '@kavach/domain/validation/dates';

// docs/product/quotes.md §4 "Family journey": who is selected, their names and typed dates of birth, as one reducer so
// every rule (reset on type change, spouse cleared on self gender change, children limits) sits together.

/** A selected slot; a child slot holds one entry per child, every other slot exactly one. */
export type SlotPick = { names: string[]; dobs: string[] };

export type FamilySelection = {
  type: MemberTypeKey | null;
  /** Null until the buyer chooses it: it decides who the spouse is, so it is never assumed (issue 48). */
  selfGender: Gender | null;
  picks: Partial<Record<string, SlotPick>>;
};

export type FamilyAction =
  | { kind: 'choose-type'; type: MemberTypeKey }
  | { kind: 'clear-type' }
  | { kind: 'toggle'; slot: string }
  | { kind: 'self-gender'; gender: Gender }
  | { kind: 'add-child'; slot: string }
  | { kind: 'remove-child'; slot: string }
  | { kind: 'name' | 'dob'; slot: string; index: number; value: string };

/** One insured person on screen, e.g. "Son 2". */
export type FamilyEntry = {
  id: string;
  slot: MemberSlot;
  index: number;
  label: string;
  /** The label's parts, for another language: the member type's English title and the child's number, if any. */
  title: string;
  number: number | null;
  relation: Relation;
  /** Null for self or spouse while the buyer's own gender is not chosen. */
  gender: Gender | null;
  name: string;
  dob: string;
};

const ONE: SlotPick = { names: [''], dobs: [''] };

export const EMPTY_SELECTION: FamilySelection = { type: null, selfGender: null, picks: {} };

export function slotsOf(selection: FamilySelection): readonly MemberSlot[] {
  return selection.type ? memberType(selection.type).members : [];
}

export function childCount(selection: FamilySelection): number {
  return slotsOf(selection)
    .filter((slot) => isChildRelation(slot.relation))
    .reduce((sum, slot) => sum + (selection.picks[slot.key]?.names.length ?? 0), 0);
}

function edit(pick: SlotPick, field: 'names' | 'dobs', index: number, value: string): SlotPick {
  return { ...pick, [field]: pick[field].map((v, i) => (i === index ? value : v)) };
}

export function familyReducer(state: FamilySelection, action: FamilyAction): FamilySelection {
  const pick = 'slot' in action ? state.picks[action.slot] : undefined;
  switch (action.kind) {
    case 'choose-type':
      // docs/product/quotes.md §4: choosing a type resets the selections. The spec starts self as Male; the buyer
      // chooses instead (issue 48).
      return { type: action.type, selfGender: null, picks: {} };
    case 'clear-type':
      return EMPTY_SELECTION;
    case 'toggle': {
      // Deselecting drops the member's name and date of birth with it (docs/product/quotes.md §4).
      if (pick) return { ...state, picks: { ...state.picks, [action.slot]: undefined } };
      const slot = slotsOf(state).find((s) => s.key === action.slot);
      if (slot && isChildRelation(slot.relation) && childCount(state) >= MAX_CHILDREN) return state;
      return { ...state, picks: { ...state.picks, [action.slot]: ONE } };
    }
    case 'self-gender':
      // docs/product/quotes.md §4: changing the self gender clears the spouse selection; choosing it first keeps
      // the spouse chosen while it was unsaid.
      if (action.gender === state.selfGender) return state;
      if (!state.selfGender) return { ...state, selfGender: action.gender };
      return { ...state, selfGender: action.gender, picks: { ...state.picks, spouse: undefined } };
    case 'add-child':
      if (!pick || childCount(state) >= MAX_CHILDREN) return state;
      return {
        ...state,
        picks: { ...state.picks, [action.slot]: { names: [...pick.names, ''], dobs: [...pick.dobs, ''] } },
      };
    case 'remove-child':
      // Minimum 1 per selected child type (docs/product/quotes.md §4); deselect the type to remove the last one.
      if (!pick || pick.names.length <= 1) return state;
      return {
        ...state,
        picks: { ...state.picks, [action.slot]: { names: pick.names.slice(0, -1), dobs: pick.dobs.slice(0, -1) } },
      };
    case 'name':
    case 'dob':
      if (!pick) return state;
      return {
        ...state,
        picks: {
          ...state.picks,
          [action.slot]: edit(pick, action.kind === 'name' ? 'names' : 'dobs', action.index, action.value),
        },
      };
  }
}

/**
 * The spouse is opposite to self; self follows the toggle; everyone else has a fixed gender
 * (docs/product/quotes.md §4).
 */
function genderOf(slot: MemberSlot, selfGender: Gender | null): Gender | null {
  if (slot.gender) return slot.gender;
  if (!selfGender) return null;
  return slot.relation === 'SELF' ? selfGender : oppositeGender(selfGender);
}

export function slotLabel(slot: MemberSlot, selfGender: Gender | null): string {
  return slot.relation === 'SPOUSE' ? spouseTitle(selfGender) : slot.label;
}

export function familyEntries(selection: FamilySelection): FamilyEntry[] {
  return slotsOf(selection).flatMap((slot) => {
    const pick = selection.picks[slot.key];
    if (!pick) return [];
    const base = slotLabel(slot, selection.selfGender);
    return pick.names.map((name, index) => ({
      id: `${slot.key}-${index}`,
      slot,
      index,
      // Children are numbered once there is more than one of a kind: "Son 1", "Son 2".
      label: pick.names.length > 1 ? `${base} ${index + 1}` : base,
      title: base,
      number: pick.names.length > 1 ? index + 1 : null,
      relation: slot.relation,
      gender: genderOf(slot, selection.selfGender),
      name,
      dob: pick.dobs[index] ?? '',
    }));
  });
}

/** An entry's label in the page's language, given how to say the domain's member titles ("Son 2"). */
export const entryLabel = (entry: FamilyEntry, td: (text: string) => string): string =>
  entry.number === null ? td(entry.title) : `${td(entry.title)} ${entry.number}`;

/**
 * docs/product/quotes.md §5: at least one member and every selected name filled; and the buyer's gender, when self or
 * the spouse is insured.
 */
export function membersComplete(selection: FamilySelection): boolean {
  const entries = familyEntries(selection);
  return entries.length > 0 && entries.every((e) => e.name.trim() !== '' && e.gender !== null);
}

/** Whether the buyer's own gender is still to choose for the members selected. */
export const genderNeeded = (selection: FamilySelection): boolean =>
  familyEntries(selection).some((e) => e.gender === null);

/**
 * The saved members (docs/product/quotes.md §3 "Selected member"), given every entry's checked date (YYYY-MM-DD) in
 * order.
 */
export function selectedMembers(entries: readonly FamilyEntry[], dobs: readonly string[]): SelectedMember[] {
  return entries.map((e, i) => {
    // membersComplete holds before the dates are asked for.
    if (!e.gender) throw new Error(`${e.label}: no gender chosen`);
    return memberFromDob(e.name.trim(), e.relation, e.gender, dobs[i] ?? '');
  });
}

/**
 * Rebuilds the selection from saved members so "Edit" from the summary shows the earlier answers;
 * members that do not belong to the stored type are ignored (the saved list is from another type).
 */
export function selectionFromMembers(type: MemberTypeKey | null, members: readonly SelectedMember[]): FamilySelection {
  if (!type) return EMPTY_SELECTION;
  const slots = memberType(type).members;
  if (members.length === 0 || !members.every((m) => slots.some((s) => s.relation === m.relation)))
    return { ...EMPTY_SELECTION, type };
  const self = members.find((m) => m.relation === 'SELF');
  const spouse = members.find((m) => m.relation === 'SPOUSE');
  const selfGender = self?.gender ?? (spouse ? oppositeGender(spouse.gender) : null);
  const picks: Partial<Record<string, SlotPick>> = {};
  for (const slot of slots) {
    const mine = members.filter((m) => m.relation === slot.relation);
    if (mine.length > 0)
      picks[slot.key] = { names: mine.map((m) => m.name), dobs: mine.map((m) => toDisplayDate(m.dob)) };
  }
  return { type, selfGender, picks };
}
