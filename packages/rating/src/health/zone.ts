import type { RatingTables } from './catalogue-schema.ts';

export type Zone = 'metro' | 'tier2' | 'rest';

/** docs/decisions.md §3: the zone comes from the pincode's district; an unknown district is "rest", never an error. */
export function zoneForDistrict(tables: RatingTables, district: string | undefined): Zone {
  if (!district) return 'rest';
  const name = district.trim().toLowerCase();
  if (tables.metro_districts.some((d) => d.toLowerCase() === name)) return 'metro';
  if (tables.tier2_districts.some((d) => d.toLowerCase() === name)) return 'tier2';
  return 'rest';
}

export function zoneFactor(tables: RatingTables, zone: Zone): number {
  return tables.zone_factors[zone];
}
