import { currentDistrictName } from '@kavach/domain/constants/district-names';
import type { RatingTables } from './catalogue-schema.ts';

export type Zone = 'metro' | 'tier2' | 'rest';

/** A district's name for matching: today's name (Bangalore and Bengaluru alike), in lower case. */
const key = (district: string) => currentDistrictName(district).toLowerCase();

/**
 * docs/decisions.md §3: the zone comes from the pincode's district; an unknown district is "rest", never an error.
 * Old and new names of a renamed district match each other, whichever the catalogue or a stored quote uses.
 */
export function zoneForDistrict(tables: RatingTables, district: string | undefined): Zone {
  if (!district) return 'rest';
  return zonesOf(tables).get(key(district)) ?? 'rest';
}

/** Each catalogue's districts keyed once, not on every quote: the zone is read on the hottest call. */
const zonesByTables = new WeakMap<RatingTables, ReadonlyMap<string, Zone>>();
function zonesOf(tables: RatingTables): ReadonlyMap<string, Zone> {
  let zones = zonesByTables.get(tables);
  if (!zones) {
    // Tier 2 first, so a district listed in both is metro, as the lookup order had it.
    zones = new Map<string, Zone>([
      ...tables.tier2_districts.map((d): [string, Zone] => [key(d), 'tier2']),
      ...tables.metro_districts.map((d): [string, Zone] => [key(d), 'metro']),
    ]);
    zonesByTables.set(tables, zones);
  }
  return zones;
}

export function zoneFactor(tables: RatingTables, zone: Zone): number {
  return tables.zone_factors[zone];
}
