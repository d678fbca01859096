import { describe, expect, it } from 'vitest';
import { sampleHealthCatalogue } from '../../test/sample-catalogue.ts';
import { zoneForDistrict } from './zone.ts';

const tables = sampleHealthCatalogue().ratingTables;

describe('the zone of a district (docs/decisions.md §3)', () => {
  it('finds a renamed district by its old name and its name today alike', () => {
    expect(zoneForDistrict(tables, 'Bengaluru')).toBe('metro');
    expect(zoneForDistrict(tables, 'Bangalore')).toBe('metro');
    expect(zoneForDistrict(tables, 'gurugram')).toBe('metro');
  });

  it('answers "rest" for a district it does not list, or none', () => {
    expect(zoneForDistrict(tables, 'Ratnagiri')).toBe('rest');
    expect(zoneForDistrict(tables, undefined)).toBe('rest');
  });
});
