import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERM_DETAILS,
  parseTermDetails,
  withCover,
  withCoverTillAge,
  withIncome,
  withPerson,
  withPincode,
  withQualification,
  withSmoker,
} from './term-details.ts';
import { TODAY, answeredDetails } from './test-details.ts';

describe('term pre-quote details (docs/product/review-payment-term-bike.md §3.11)', () => {
  it('start from 1 Crore and Graduate at step 1, with no gender, income or tobacco answer chosen (issue 48)', () => {
    expect(DEFAULT_TERM_DETAILS).toEqual({
      coverage: 10000000,
      coverage_label: '1 Crore',
      annual_income: '',
      income_label: '',
      gender: '',
      dob: '',
      cover_till_age: 65,
      policy_term: null,
      pincode: '',
      pincode_details: null,
      qualification: 'GRADUATE',
      qualification_lable: 'Graduate',
      smoke: '',
      smoke_lable: '',
      step: 1,
      ped: [],
    });
  });

  it('builds every answer with its label, in the spec’s field names', () => {
    let d = withCover(DEFAULT_TERM_DETAILS, 20000000);
    d = withIncome(d, 'ABOVE_FIFTEEN_LAC');
    d = withPerson(d, 'Female', '1990-06-16', TODAY);
    d = withPincode(d, '411001', 'Pune');
    d = withQualification(d, 'POSTGRADUATE');
    d = withSmoker(d, 'YES');
    expect(d).toMatchObject({
      coverage: 20000000,
      coverage_label: '2 Crore',
      annual_income: 'ABOVE_FIFTEEN_LAC',
      income_label: '15 Lakh and above',
      gender: 'Female',
      dob: '1990-06-16',
      // 35 today, 36 on the first day of cover (tomorrow), which the term is rated on: 65 − 36.
      policy_term: 29,
      pincode: '411001',
      pincode_details: { district: 'Pune' },
      qualification: 'POSTGRADUATE',
      qualification_lable: 'Post Graduate',
      smoke: 'YES',
      smoke_lable: 'Smoker',
    });
  });

  it('runs the cover to the age chosen, moving a too-near age to the next one plans sell for 5 years', () => {
    const d = withCoverTillAge(withPerson(DEFAULT_TERM_DETAILS, 'Male', '1990-06-16', TODAY), 85);
    // 36 on the first day of cover: 85 − 36.
    expect([d.cover_till_age, d.policy_term]).toEqual([85, 49]);
    // 62 on the first day of cover: 65 leaves 3 years, so 70 (8 years).
    expect(withPerson(DEFAULT_TERM_DETAILS, 'Male', '1964-06-16', TODAY)).toMatchObject({
      cover_till_age: 70,
      policy_term: 8,
    });
  });

  it('never chooses an income from the cover: the buyer picks the band (issue 48)', () => {
    expect(DEFAULT_TERM_DETAILS.annual_income).toBe('');
    expect(withCover(DEFAULT_TERM_DETAILS, 15000000).annual_income).toBe('');
  });

  it('keeps a confirmed income while the cover is unchanged, and drops it when the cover changes', () => {
    const confirmed = withIncome(DEFAULT_TERM_DETAILS, 'FIVE_LAC_TO_TEN_LAC');
    expect(withCover(confirmed, 10000000).annual_income).toBe('FIVE_LAC_TO_TEN_LAC');
    expect(withCover(confirmed, 50000000)).toMatchObject({ annual_income: '', income_label: '' });
  });

  it('reads stored details back, and refuses a health pre-quote record or junk', () => {
    const stored = withSmoker(answeredDetails('Male', '560001', 'Bengaluru'), 'NO');
    expect(parseTermDetails(JSON.parse(JSON.stringify({ ...stored, step: 6 })))).toMatchObject({
      ...stored,
      step: 6,
      policy_term: expect.any(Number),
    });
    const health = {
      gender: 'Male',
      name: 'Rahul',
      dob: '1990-05-14',
      step: 'HEALTH_INFO',
      members: [],
      pincode: '411001',
      coverage: 1000000,
      ped: [],
    };
    expect(parseTermDetails(health)).toBeNull();
    expect(parseTermDetails(null)).toBeNull();
    expect(parseTermDetails({ ...stored, annual_income: 'LOTS' })).toBeNull();
    expect(parseTermDetails({ ...stored, dob: '31/02/1990' })).toBeNull();
    expect(parseTermDetails({ ...stored, step: 42 })?.step).toBe(6);
  });
});
