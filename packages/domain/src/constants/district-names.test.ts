import { describe, expect, it } from 'vitest';
import { currentDistrictName } from './district-names.ts';

describe('district names', () => {
  it('gives the name in use today for a district the PIN directory names the old way', () => {
    expect(currentDistrictName('Bangalore')).toBe('Bengaluru');
    expect(currentDistrictName(' BANGALORE RURAL ')).toBe('Bengaluru Rural');
    expect(currentDistrictName('Gurgaon')).toBe('Gurugram');
  });

  it('leaves any other name as it is, a name two states share among them', () => {
    expect(currentDistrictName('Pune')).toBe('Pune');
    expect(currentDistrictName('Aurangabad')).toBe('Aurangabad');
  });
});
