import type { TAddon } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import {
  allOpted,
  buttonText,
  groupAddons,
  toggle,
  toRequestItems,
  setOption,
  type AddonSelection,
} from './addon-selection.ts';

const addon = (
  type: string,
  group: string,
  mode: TAddon['addon_group_selection_type'],
  withOptions = false,
): TAddon => ({
  addon_id: type.toLowerCase(),
  addon_type: type,
  addon_name: type.replaceAll('_', ' '),
  addon_short_description: 'test add-on',
  addon_group_id: group,
  addon_group_selection_type: mode,
  addon_options: withOptions
    ? [
        {
          addon_option_type: 'DEDUCTIBLE_AMOUNT',
          addon_option_key: 'amount',
          addon_option_label: 'Amount',
          addon_option_values: [{ addon_option_key: '25000', addon_option_label: '₹25,000' }],
        },
      ]
    : [],
});

const addons = [
  addon('SINGLE_ROOM', 'room', 'EITHER'),
  addon('ANY_ROOM', 'room', 'EITHER'),
  addon('MATERNITY', 'mat', 'ALL'),
  addon('NEWBORN', 'mat', 'ALL'),
  addon('RECHARGE', 'ess', 'ANY'),
  addon('DEDUCTIBLE', 'ess', 'ANY', true),
];
const groups = groupAddons(addons);
const group = (id: string) => groups.find((g) => g.id === id)!;
const ok = (r: ReturnType<typeof toggle>) => {
  if ('error' in r) throw new Error(r.error);
  return r.selection;
};
const opted = (s: AddonSelection) =>
  Object.entries(s)
    .filter(([, c]) => c.opted)
    .map(([t]) => t)
    .sort();

describe('add-on selection modes (docs/product/quotes.md §4)', () => {
  it('groups add-ons by group id in order', () => {
    expect(groups.map((g) => [g.id, g.mode, g.addons.length])).toEqual([
      ['room', 'EITHER', 2],
      ['mat', 'ALL', 2],
      ['ess', 'ANY', 2],
    ]);
  });

  it('EITHER: adding one removes the other', () => {
    let s = ok(toggle({}, group('room'), addons[0]!));
    expect(opted(s)).toEqual(['SINGLE_ROOM']);
    s = ok(toggle(s, group('room'), addons[1]!));
    expect(opted(s)).toEqual(['ANY_ROOM']);
    s = ok(toggle(s, group('room'), addons[1]!));
    expect(opted(s)).toEqual([]);
  });

  it('ALL: toggles the whole group together', () => {
    let s = ok(toggle({}, group('mat'), addons[2]!));
    expect(opted(s)).toEqual(['MATERNITY', 'NEWBORN']);
    s = ok(toggle(s, group('mat'), 'group'));
    expect(opted(s)).toEqual([]);
  });

  it('ANY: independent toggles, and an option is needed before adding', () => {
    let s = ok(toggle({}, group('ess'), addons[4]!));
    expect(opted(s)).toEqual(['RECHARGE']);
    expect(toggle(s, group('ess'), addons[5]!)).toEqual({
      error: 'Please select an option for this add-on before adding it to your plan.',
    });
    expect(toggle({}, group('ess'), 'group')).toEqual({
      error: 'Please select options for the following add-on(s) before adding: DEDUCTIBLE',
    });
    s = setOption(s, addons[5]!, 'DEDUCTIBLE_AMOUNT', '25000');
    s = ok(toggle(s, group('ess'), addons[5]!));
    expect(opted(s)).toEqual(['DEDUCTIBLE', 'RECHARGE']);
  });

  it('ANY: the group’s button adds the rest while some are out, and removes only when all are in', () => {
    const one = ok(toggle({}, group('ess'), addons[4]!));
    expect(allOpted(one, group('ess'))).toBe(false);
    const all = ok(toggle(setOption(one, addons[5]!, 'DEDUCTIBLE_AMOUNT', '25000'), group('ess'), 'group'));
    expect(opted(all)).toEqual(['DEDUCTIBLE', 'RECHARGE']);
    expect(allOpted(all, group('ess'))).toBe(true);
    expect(opted(ok(toggle(all, group('ess'), 'group')))).toEqual([]);
  });

  it('sends every add-on with is_opted and NA for empty options', () => {
    const s = setOption(ok(toggle({}, group('ess'), addons[4]!)), addons[5]!, 'DEDUCTIBLE_AMOUNT', '25000');
    const items = toRequestItems(addons, s);
    expect(items.find((i) => i.addon_type === 'RECHARGE')).toEqual({
      addon_type: 'RECHARGE',
      is_opted: 'YES',
      addon_options: [{ addon_option_type: 'NA', addon_option_value: 'NA' }],
    });
    expect(items.find((i) => i.addon_type === 'DEDUCTIBLE')).toEqual({
      addon_type: 'DEDUCTIBLE',
      is_opted: 'NO',
      addon_options: [{ addon_option_type: 'DEDUCTIBLE_AMOUNT', addon_option_value: '25000' }],
    });
  });

  it('labels buttons by mode', () => {
    expect([buttonText('EITHER', false, 'addon'), buttonText('EITHER', true, 'addon')]).toEqual(['Add', 'Remove']);
    expect([buttonText('ALL', false, 'group'), buttonText('ALL', true, 'group')]).toEqual(['Add All', 'Remove All']);
    expect([
      buttonText('ANY', false, 'group'),
      buttonText('ANY', true, 'group'),
      buttonText('ANY', true, 'addon'),
    ]).toEqual(['Add All', 'Remove All', 'Remove']);
  });
});
