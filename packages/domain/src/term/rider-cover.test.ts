import { describe, expect, it } from 'vitest';
import type { TAddon } from '../api/health/plan-information';
import { riderAboveCover, ridersWithinCover } from './rider-cover';

const adb: TAddon = {
  addon_id: 'adb',
  addon_type: 'ACCIDENTAL_DEATH_BENEFIT',
  addon_name: 'Accidental Death Benefit',
  addon_short_description: 'Pays an extra sum on accidental death.',
  addon_group_id: 'riders',
  addon_group_selection_type: 'ANY',
  addon_options: [
    {
      addon_option_type: 'SUM_ASSURED',
      addon_option_key: 'sum_assured',
      addon_option_label: 'Rider cover',
      addon_option_values: ['500000', '1000000', '2500000'].map((k) => ({
        addon_option_key: k,
        addon_option_label: k,
      })),
    },
  ],
};
const chosen = (value: string) => ({
  addon_type: 'ACCIDENTAL_DEATH_BENEFIT',
  is_opted: 'YES' as const,
  addon_options: [{ addon_option_type: 'SUM_ASSURED', addon_option_value: value }],
});

describe('a rider and the life cover', () => {
  it('refuses a rider covering more than the life cover, and takes one up to it', () => {
    expect(riderAboveCover(chosen('2500000'), 1_000_000)).toBe(
      'A rider cannot cover more than the life cover of ₹10,00,000',
    );
    expect(riderAboveCover(chosen('1000000'), 1_000_000)).toBeNull();
  });

  const coversOffered = (limits?: Record<string, number | null>) =>
    ridersWithinCover([adb], 1_000_000, limits).riders.map((r) =>
      r.addon_options[0]?.addon_option_values.map((v) => v.addon_option_key),
    );

  it('offers only the rider covers up to the life cover', () => {
    expect(coversOffered()).toEqual([['500000', '1000000']]);
  });

  it('offers only the rider covers the premium ceilings allow, and names a rider none of whose covers fits', () => {
    expect(coversOffered({ ACCIDENTAL_DEATH_BENEFIT: 500_000 })).toEqual([['500000']]);
    // A limit above the life cover changes nothing: the life cover still caps it.
    expect(coversOffered({ ACCIDENTAL_DEATH_BENEFIT: 5_000_000 })).toEqual([['500000', '1000000']]);
    expect(ridersWithinCover([adb], 1_000_000, { ACCIDENTAL_DEATH_BENEFIT: null })).toEqual({
      riders: [],
      unaffordable: [adb.addon_name],
    });
  });
});
