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
  const name = key(district);
  if (tables.metro_districts.some((d) => key(d) === name)) return 'metro';
  if (tables.tier2_districts.some((d) => key(d) === name)) return 'tier2';
  return 'rest';
}

export function zoneFactor(tables: RatingTables, zone: Zone): number {
  return tables.zone_factors[zone];
}
