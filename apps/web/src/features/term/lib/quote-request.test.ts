import { ZTermQuoteRequest } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import {
  buildCoverChangeRequest,
  buildSingleQuoteRequest,
  buildTermQuoteRequest,
  IncompleteDetailsError,
  termDetailsFromRequest,
} from './quote-request.ts';
import { DEFAULT_TERM_DETAILS, withCoverTillAge, withPerson, withSmoker } from './term-details.ts';
import { TODAY, answeredDetails } from './test-details.ts';

const details = withSmoker(answeredDetails('Female', '411001', 'Pune'), 'YES');

describe('term quote request (docs/product/review-payment-term-bike.md §3.12)', () => {
  it('carries the answers and the fixed fields, and passes the API schema', () => {
    const body = buildTermQuoteRequest(details, TODAY);
    expect(body).toEqual({
      request_type: 'BASE_ASYNC_QUOTATION',
      plan_category: 'TERM_LIFE_INSURANCE',
      gender: 'FEMALE',
      dob: '1995-03-10',
      occupation: 'SALARIED',
      annual_income: 'TEN_LAC_TO_FIFTEEN_LAC',
      education: 'GRADUATE',
      is_smoker: 'YES',
      pincode: '411001',
      sum_assured: 10000000,
      cover_till_age: 65,
      policy_term: 34,
      payment_type: 'REGULAR',
      premium_paying_term: 34,
      payment_frequency: 'YEARLY',
      payout_type: 'LUMPSUM',
      whole_life_cover: 'NO',
      filter_criteria: null,
    });
    expect(ZTermQuoteRequest.safeParse(body).success).toBe(true);
  });

  it('runs the term to the age chosen: 85 from 31 is 54 years', () => {
    const body = buildTermQuoteRequest(withCoverTillAge(details, 85), TODAY);
    expect([body.cover_till_age, body.policy_term, body.premium_paying_term]).toEqual([85, 54, 54]);
  });

  it('sends a zero term past the age chosen (the schema refuses a negative one; the server recomputes it)', () => {
    const body = buildTermQuoteRequest(withCoverTillAge(withPerson(details, 'Male', '1955-01-01', TODAY), 65), TODAY);
    expect([body.policy_term, body.premium_paying_term]).toEqual([0, 0]);
    expect(ZTermQuoteRequest.safeParse(body).success).toBe(true);
  });

  it('refuses incomplete answers', () => {
    expect(() => buildTermQuoteRequest(DEFAULT_TERM_DETAILS, TODAY)).toThrow(IncompleteDetailsError);
  });

  it('a cover change asks every insurer for the new cover', () => {
    expect(buildCoverChangeRequest({ ...details, coverage: 20000000 }, TODAY)).toMatchObject({
      sum_assured: 20000000,
      filter_criteria: { insurers: [] },
    });
  });

  it('a single quote prices one plan with the riders at the quote’s cover', () => {
    const addons = [
      {
        addon_type: 'WAIVER_OF_PREMIUM',
        is_opted: 'YES' as const,
        addon_options: [{ addon_option_type: 'NA', addon_option_value: 'NA' }],
      },
    ];
    const body = buildSingleQuoteRequest(
      details,
      { quote_id: 'q-1', plan_id: 'etouch-ii', insurer_id: 'bajaj-allianz-life', sum_insured: 5000000 },
      addons,
      TODAY,
    );
    expect(body).toMatchObject({
      request_type: 'BASE_SINGLE_QUOTATION',
      quote_id: 'q-1',
      plan_id: 'etouch-ii',
      insurer_id: 'bajaj-allianz-life',
      sum_assured: 5000000,
      addons,
    });
    expect(ZTermQuoteRequest.safeParse(body).success).toBe(true);
  });
});

describe('rebuilding the answers from the stored request (docs/product/review-payment-term-bike.md §4.13)', () => {
  const stored = {
    ...buildTermQuoteRequest(details, TODAY),
    policy_term: 34,
    pincode_details: { district: 'Pune', state: 'Maharashtra' },
  };

  it('gives back the same answers, with the district from the lookup', () => {
    expect(termDetailsFromRequest(stored, 'Pune')).toMatchObject({
      coverage: 10000000,
      coverage_label: '1 Crore',
      annual_income: 'TEN_LAC_TO_FIFTEEN_LAC',
      income_label: '10 to 15 Lakh',
      gender: 'Female',
      dob: '1995-03-10',
      pincode: '411001',
      pincode_details: { district: 'Pune' },
      cover_till_age: 65,
      qualification_lable: 'Graduate',
      smoke: 'YES',
      smoke_lable: 'Smoker',
      step: 6,
    });
  });

  it('is null for a request that is not a term quote', () => {
    expect(termDetailsFromRequest({ gender: 'MALE', member_covered: [] }, null)).toBeNull();
  });
});
