import { describe, expect, it } from 'vitest';
import { buildTabs, firstIncomplete, memberTypeOf, nextIncomplete, relationTitle, tabText } from './member-tabs.ts';
import { english, FAMILY } from './test-fixtures.ts';

const ids = (tabs: { id: string }[]) => tabs.map((t) => t.id);

describe('member and nominee tabs (docs/product/proposal-kyc.md §2)', () => {
  it('a family with SELF: Me, then each other member by relation, then Nominee, with the spec titles', () => {
    const tabs = buildTabs(FAMILY);
    const texts = tabs.map((t) => tabText(t, FAMILY, english));
    expect(texts.map((t) => t.label)).toEqual(['Me', 'Wife', 'Son', 'Daughter', 'Nominee']);
    expect(texts.map((t) => t.title)).toEqual([
      'Please provide Your details',
      "Please provide Wife's details",
      "Please provide Son's details",
      "Please provide Daughter's details",
      'Enter Nominee Details',
    ]);
    expect(tabs.map((t) => t.kind)).toEqual(['self', 'adult', 'child', 'child', 'nominee']);
    expect(tabs[0]?.member?.relation).toBe('SELF');
  });

  it('without SELF the first tab is Proposer; children of a kind are numbered; a husband is Husband', () => {
    const parents = [
      { member_id: 'a', member_type: 'SPOUSE', relation: 'SPOUSE', full_name: '', gender: 'MALE', dob: '1990-01-01' },
      { member_id: 'b', member_type: 'CHILD_01', relation: 'SON', full_name: '', gender: 'MALE', dob: '2015-01-01' },
      { member_id: 'c', member_type: 'CHILD_02', relation: 'SON', full_name: '', gender: 'MALE', dob: '2017-01-01' },
    ];
    const tabs = buildTabs(parents);
    expect(tabs.map((t) => tabText(t, parents, english).label)).toEqual([
      'Proposer',
      'Husband',
      'Son 1',
      'Son 2',
      'Nominee',
    ]);
    expect(tabs[0]).toMatchObject({ kind: 'proposer', member: null });
    expect(tabText(tabs[0]!, parents, english).title).toBe('Please provide Proposer details');
    expect(relationTitle(parents[2]!, parents, english)).toBe('Son 2');
  });

  it('opens the first incomplete tab, and moves on to the next incomplete one', () => {
    const tabs = buildTabs(FAMILY);
    expect(firstIncomplete(tabs, new Set(['me']))).toBe('member-m2');
    expect(firstIncomplete(tabs, new Set(ids(tabs)))).toBe('nominee');
    expect(nextIncomplete(tabs, 'member-m3', new Set(['member-m3', 'member-m4']))).toBe('nominee');
    expect(nextIncomplete(tabs.slice(0, 4), 'member-m3', new Set(['member-m3', 'member-m4']))).toBe('me');
    expect(nextIncomplete(tabs.slice(0, 4), 'me', new Set(ids(tabs)))).toBeNull();
  });

  it('member type codes: SELF, SPOUSE and CHILD_{index}, computed when the journey does not give one', () => {
    expect(FAMILY.map((m) => memberTypeOf(m, FAMILY))).toEqual(['SELF', 'SPOUSE', 'CHILD_01', 'CHILD_02']);
    const loose = FAMILY.map((m) => ({ ...m, member_type: m.relation }));
    expect(loose.map((m) => memberTypeOf(m, loose))).toEqual(['SELF', 'SPOUSE', 'CHILD_01', 'CHILD_02']);
  });
});
