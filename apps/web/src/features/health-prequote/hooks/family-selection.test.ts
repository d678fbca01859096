import { memberFromDob } from '@kavach/domain/health/pre-quote-details';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  childCount,
  familyEntries,
  familyReducer,
  genderNeeded,
  membersComplete,
  selectionFromMembers,
  type FamilyAction,
  type FamilySelection,
} from './family-selection.ts';

const run = (actions: FamilyAction[], from: FamilySelection = EMPTY_SELECTION) => actions.reduce(familyReducer, from);
const family = run([{ kind: 'choose-type', type: 'family' }]);

describe('family selection (docs/product/quotes.md §4)', () => {
  it('selects a member with one blank entry and drops its name and date when deselected', () => {
    const selected = run(
      [
        { kind: 'self-gender', gender: 'MALE' },
        { kind: 'toggle', slot: 'self' },
        { kind: 'name', slot: 'self', index: 0, value: 'Rahul' },
      ],
      family,
    );
    expect(familyEntries(selected)).toMatchObject([{ label: 'Self', relation: 'SELF', gender: 'MALE', name: 'Rahul' }]);
    const again = run(
      [
        { kind: 'toggle', slot: 'self' },
        { kind: 'toggle', slot: 'self' },
      ],
      selected,
    );
    expect(familyEntries(again)[0]?.name).toBe('');
  });

  it('titles the spouse by the self gender and clears the spouse when that gender changes', () => {
    // No gender is assumed (issue 48): the spouse is "Spouse", of no gender, until the buyer says.
    const unsaid = run([{ kind: 'toggle', slot: 'spouse' }], family);
    expect(familyEntries(unsaid)).toMatchObject([{ label: 'Spouse', relation: 'SPOUSE', gender: null }]);
    expect(familyEntries(run([{ kind: 'self-gender', gender: 'FEMALE' }], unsaid))).toMatchObject([
      { label: 'Husband', gender: 'MALE' },
    ]);
    const withWife = run(
      [
        { kind: 'self-gender', gender: 'MALE' },
        { kind: 'toggle', slot: 'spouse' },
      ],
      family,
    );
    expect(familyEntries(withWife)).toMatchObject([{ label: 'Wife', relation: 'SPOUSE', gender: 'FEMALE' }]);
    const female = run([{ kind: 'self-gender', gender: 'FEMALE' }], withWife);
    expect(familyEntries(female)).toEqual([]);
    expect(familyEntries(run([{ kind: 'toggle', slot: 'spouse' }], female))).toMatchObject([
      { label: 'Husband', gender: 'MALE' },
    ]);
  });

  it('keeps at least 1 per selected child type, at most 4 children in total, and numbers them', () => {
    const sons = run(
      [
        { kind: 'toggle', slot: 'son' },
        { kind: 'remove-child', slot: 'son' },
        { kind: 'add-child', slot: 'son' },
        { kind: 'add-child', slot: 'son' },
      ],
      family,
    );
    expect(familyEntries(sons).map((e) => e.label)).toEqual(['Son 1', 'Son 2', 'Son 3']);
    const full = run(
      [
        { kind: 'toggle', slot: 'daughter' },
        { kind: 'add-child', slot: 'daughter' },
        { kind: 'add-child', slot: 'son' },
      ],
      sons,
    );
    expect(childCount(full)).toBe(4);
    expect(familyEntries(full).filter((e) => e.relation === 'DAUGHTER')).toMatchObject([
      { label: 'Daughter', gender: 'FEMALE' },
    ]);
  });

  it('resets the selections when a type is chosen, and needs every selected name before Continue', () => {
    const picked = run([{ kind: 'toggle', slot: 'self' }], family);
    expect(membersComplete(picked)).toBe(false);
    expect(membersComplete(run([{ kind: 'name', slot: 'self', index: 0, value: '  ' }], picked))).toBe(false);
    const named = run([{ kind: 'name', slot: 'self', index: 0, value: 'Rahul' }], picked);
    // Self insured: the buyer's gender too (issue 48), which a parent alone does not need.
    expect([membersComplete(named), genderNeeded(named)]).toEqual([false, true]);
    expect(membersComplete(run([{ kind: 'self-gender', gender: 'FEMALE' }], named))).toBe(true);
    const father = run(
      [
        { kind: 'toggle', slot: 'father' },
        { kind: 'name', slot: 'father', index: 0, value: 'Suresh' },
      ],
      family,
    );
    expect([membersComplete(father), genderNeeded(father)]).toEqual([true, false]);
    expect(run([{ kind: 'choose-type', type: 'parents' }], picked)).toEqual({
      type: 'parents',
      selfGender: null,
      picks: {},
    });
  });

  it('rebuilds the selection from saved members, ignoring a list from another type', () => {
    const saved = [
      memberFromDob('Priya', 'SELF', 'FEMALE', '1992-08-01'),
      memberFromDob('Aarav', 'SON', 'MALE', '2016-03-10'),
      memberFromDob('Isha', 'SON', 'MALE', '2018-01-01'),
    ];
    const rebuilt = selectionFromMembers('family', saved);
    expect(rebuilt.selfGender).toBe('FEMALE');
    expect(familyEntries(rebuilt).map((e) => [e.label, e.name, e.dob])).toEqual([
      ['Self', 'Priya', '01/08/1992'],
      ['Son 1', 'Aarav', '10/03/2016'],
      ['Son 2', 'Isha', '01/01/2018'],
    ]);
    expect(selectionFromMembers('parents', saved)).toEqual({ type: 'parents', selfGender: null, picks: {} });
  });
});
