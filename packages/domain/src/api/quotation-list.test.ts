import { describe, expect, it } from 'vitest';
import { ZHealthQuoteRequest } from './health/quote-request';
import { ZTermQuoteRequest } from './term/term-quote';
import { ZUpperGender } from './quotation-list';
import { ZPincodeValue } from '../validation/fields';

describe('what health and term quote requests share', () => {
  it('take gender in any case the client stores it and send it upper-cased', () => {
    expect(['Male', 'male', 'MALE'].map((g) => ZUpperGender.parse(g))).toEqual(['MALE', 'MALE', 'MALE']);
    expect(ZUpperGender.safeParse('M').success).toBe(false);
  });

  it('take a pincode as a number or text, and refuse one that cannot exist', () => {
    expect(ZPincodeValue.parse(560001)).toBe('560001');
    expect(ZPincodeValue.parse('110001')).toBe('110001');
    expect(ZPincodeValue.safeParse('056001').error?.issues[0]?.message).toBe('Enter a valid 6-digit pincode');
  });

  it('fill in each vertical’s own plan category', () => {
    const opening = { request_type: 'BASE_ASYNC_QUOTATION', pincode: 560001 };
    const member = { dob: '1990-01-01', gender: 'Male' };
    expect(ZHealthQuoteRequest.parse({ ...opening, member_covered: [member] }).plan_category).toBe('HEALTH_INSURANCE');
    const term = {
      ...opening,
      ...member,
      annual_income: 'ABOVE_FIFTEEN_LAC',
      is_smoker: 'NO',
      sum_assured: 10_000_000,
    };
    expect(ZTermQuoteRequest.parse(term).plan_category).toBe('TERM_LIFE_INSURANCE');
    expect(ZTermQuoteRequest.safeParse({ ...term, plan_category: 'HEALTH_INSURANCE' }).success).toBe(false);
  });
});
