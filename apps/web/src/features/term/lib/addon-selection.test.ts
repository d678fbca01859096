import type { TAddon } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { buttonText, groupAddons, setOption, toggle, toRequestItems, type AddonSelection } from './addon-selection.ts';

// The term catalogue's rider groups (spec 3 §4.14): riders ANY, cover-variant EITHER, family-protect ALL.
const rider = (type: string, group: string, mode: TAddon['addon_group_selection_type'], option?: string): TAddon => ({
  addon_id: type.toLowerCase().replaceAll('_', '-'),
  addon_type: type,
  addon_name: type.replaceAll('_', ' '),
  addon_short_description: 'test rider',
  addon_group_id: group,
  addon_group_selection_type: mode,
  addon_options: option ? [{ addon_option_type: option, addon_option_key: option.toLowerCase(), addon_option_label: 'Extra cover', addon_option_values: [{ addon_option_key: '2500000', addon_option_label: '₹25 Lakh' }] }] : [],
});

const riders = [
  rider('ACCIDENTAL_DEATH_BENEFIT', 'riders', 'ANY', 'SUM_ASSURED'),
  rider('WAIVER_OF_PREMIUM', 'riders', 'ANY'),
  rider('RETURN_OF_PREMIUM', 'cover-variant', 'EITHER'),
  rider('INCREASING_COVER', 'cover-variant', 'EITHER'),
  rider('SPOUSE_COVER', 'family-protect', 'ALL'),
  rider('CHILD_SUPPORT_BENEFIT', 'family-protect', 'ALL'),
];
const groups = groupAddons(riders);
const group = (id: string) => groups.find((g) => g.id === id)!;
const ok = (r: ReturnType<typeof toggle>) => {
  if ('error' in r) throw new Error(r.error);
  return r.selection;
};
const opted = (s: AddonSelection) => Object.entries(s).filter(([, c]) => c.opted).map(([t]) => t).sort();

describe('term rider selection (spec 3 §4.14, §5.5)', () => {
  it('groups riders by group id in catalogue order', () => {
    expect(groups.map((g) => [g.id, g.mode, g.addons.length])).toEqual([['riders', 'ANY', 2], ['cover-variant', 'EITHER', 2], ['family-protect', 'ALL', 2]]);
  });

  it('EITHER: Increasing Cover replaces Return of Premium', () => {
    let s = ok(toggle({}, group('cover-variant'), riders[2]!));
    s = ok(toggle(s, group('cover-variant'), riders[3]!));
    expect(opted(s)).toEqual(['INCREASING_COVER']);
  });

  it('ALL: spouse and child cover go together', () => {
    const s = ok(toggle({}, group('family-protect'), 'group'));
    expect(opted(s)).toEqual(['CHILD_SUPPORT_BENEFIT', 'SPOUSE_COVER']);
    expect(opted(ok(toggle(s, group('family-protect'), riders[4]!)))).toEqual([]);
  });

  it('ANY: independent toggles; an option-bearing rider needs its option first', () => {
    const s = ok(toggle({}, group('riders'), riders[1]!));
    expect(opted(s)).toEqual(['WAIVER_OF_PREMIUM']);
    expect(toggle(s, group('riders'), riders[0]!)).toEqual({ error: 'Please select an option for this add-on before adding it to your plan.' });
    expect(toggle({}, group('riders'), 'group')).toEqual({ error: 'Please select options for the following add-on(s) before adding: ACCIDENTAL DEATH BENEFIT' });
    const withOption = ok(toggle(setOption(s, riders[0]!, 'SUM_ASSURED', '2500000'), group('riders'), riders[0]!));
    expect(opted(withOption)).toEqual(['ACCIDENTAL_DEATH_BENEFIT', 'WAIVER_OF_PREMIUM']);
    expect(toRequestItems(riders, withOption)[0]).toEqual({ addon_type: 'ACCIDENTAL_DEATH_BENEFIT', is_opted: 'YES', addon_options: [{ addon_option_type: 'SUM_ASSURED', addon_option_value: '2500000' }] });
    expect(toRequestItems(riders, withOption)[2]).toEqual({ addon_type: 'RETURN_OF_PREMIUM', is_opted: 'NO', addon_options: [{ addon_option_type: 'NA', addon_option_value: 'NA' }] });
  });

  it('labels buttons by mode', () => {
    expect([buttonText('EITHER', false, 'addon'), buttonText('EITHER', true, 'addon')]).toEqual(['Add', 'Remove']);
    expect([buttonText('ALL', false, 'group'), buttonText('ALL', true, 'group')]).toEqual(['Add All', 'Remove All']);
    expect([buttonText('ANY', true, 'addon'), buttonText('ANY', true, 'group')]).toEqual(['Remove', 'Remove All']);
  });
});
