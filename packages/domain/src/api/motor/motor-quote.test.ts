import { describe, expect, it } from 'vitest';
import { registrationRto, registrationRtoProblem, ZRegistrationNumber } from './motor-quote';

describe('a registration number', () => {
  it('is stored as written on the plate, without spaces or dashes, and refused otherwise', () => {
    expect(ZRegistrationNumber.parse(' mh 12-ab 1234 ')).toBe('MH12AB1234');
    expect(ZRegistrationNumber.parse('22 BH 1234 AA')).toBe('22BH1234AA');
    expect(ZRegistrationNumber.safeParse('MH12AB12345').success).toBe(false);
  });

  it('names its RTO, state and district in two digits; a Bharat-series number names none', () => {
    expect(['MH12AB1234', 'DL3CAB1234', 'KA051234', '22BH1234AA'].map(registrationRto)).toEqual([
      'MH-12',
      'DL-03',
      'KA-05',
      null,
    ]);
    expect(registrationRtoProblem('MH12AB1234', 'MH-12')).toBeNull();
    expect(registrationRtoProblem('22BH1234AA', 'MH-04')).toBeNull();
    expect(registrationRtoProblem('MH12AB1234', 'MH-04')).toBe(
      'This number was issued by RTO MH-12, and the premium was worked out for MH-04. Check the number, or get a new quote for MH-12.',
    );
  });
});
