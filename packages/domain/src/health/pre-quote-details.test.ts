import { describe, expect, it } from 'vitest';
import { ZHealthQuoteRequest } from '../api/health/quote-request';
import {
  buildHealthQuoteRequest,
  memberFromDob,
  parsePreQuoteDetails,
  preQuoteFromQuotationRequest,
  type PreQuoteDetails,
} from './pre-quote-details';

const today = '2026-11-21';
const details: PreQuoteDetails = {
  gender: 'Male',
  name: 'Rahul',
  dob: '1990-05-14',
  step: 'HEALTH_INFO',
  members: [
    memberFromDob('Rahul', 'SELF', 'MALE', '1990-05-14', today),
    memberFromDob('Priya', 'SPOUSE', 'FEMALE', '1992-08-01', today),
  ],
  proposer: null,
  pincode: '411001',
  pincode_details: { district: 'Pune', state: 'Maharashtra' },
  ped: ['DIABETES'],
  pedMembers: { DIABETES: ['SPOUSE'] },
  hasExistingDisease: 'yes',
  hasExistingPolicy: 'no',
  existingCover: '',
  coverage: 1_500_000,
};

describe('pre-quote details', () => {
  it('computes member ages in years', () => {
    expect(details.members[0]).toEqual({
      name: 'Rahul',
      relation: 'SELF',
      age_unit: 'YEAR',
      age: 36,
      dob: '1990-05-14',
      gender: 'MALE',
    });
  });

  it('builds an async quote request the API accepts, floater for two members', () => {
    const request = buildHealthQuoteRequest(details);
    const parsed = ZHealthQuoteRequest.parse(request);
    expect(parsed).toMatchObject({
      pincode: '411001',
      sum_insured_max: 1_500_000,
      member_coverage_plan_type: 'FAMILY_FLOATER',
      ped_list: ['DIABETES'],
      filter_criteria: null,
    });
    expect(parsed.member_covered.map((m) => m.gender)).toEqual(['MALE', 'FEMALE']);
    // The condition goes with the member who has it.
    expect(parsed.member_covered.map((m) => m.ped_list)).toEqual([undefined, ['DIABETES']]);
  });

  it('places every condition on a member insured alone, and none the buyer has not placed in a family', () => {
    const alone = buildHealthQuoteRequest({ ...details, members: details.members.slice(0, 1), pedMembers: {} });
    expect(alone.member_covered.map((m) => m.ped_list)).toEqual([['DIABETES']]);
    const unplaced = buildHealthQuoteRequest({ ...details, pedMembers: {} });
    expect(unplaced.member_covered.map((m) => m.ped_list)).toEqual([undefined, undefined]);
  });

  it('sends NO_EXISTING_DISEASE when nothing is declared, and filters only when a filter is set', () => {
    const request = buildHealthQuoteRequest(
      { ...details, ped: [] },
      {
        coverage: 500_000,
        tenure: 'YEAR_02',
        insurers: ['digit'],
        room_rent_types: [],
        maternity_waiting_period_months: 12,
      },
    );
    expect(request.ped_list).toEqual(['NO_EXISTING_DISEASE']);
    expect(request.policy_period).toBe('YEAR_02');
    expect(request.filter_criteria).toMatchObject({
      insurers: ['digit'],
      maternity_cover: true,
      maternity_waiting_period_months: 12,
    });
  });

  it('rebuilds the details from a stored quotation request', () => {
    const rebuilt = preQuoteFromQuotationRequest(
      {
        pincode: '411001',
        sum_insured_max: 1_000_000,
        member_covered: [{ relation: 'SELF', name: 'Asha', dob: '1995-01-02', gender: 'FEMALE' }],
        ped_list: ['NO_EXISTING_DISEASE'],
      },
      { district: 'Pune', state: 'Maharashtra' },
      today,
    );
    expect(rebuilt).toMatchObject({
      gender: 'Female',
      name: 'Asha',
      pincode: '411001',
      coverage: 1_000_000,
      ped: [],
      hasExistingDisease: 'no',
      pincode_details: { district: 'Pune' },
    });
    expect(rebuilt?.members[0]?.age).toBe(31);
    expect(preQuoteFromQuotationRequest({ member_covered: [] }, null, today)).toBeNull();
  });

  it('rebuilds who has each condition from the members that carried it', () => {
    const request = buildHealthQuoteRequest(details);
    const rebuilt = preQuoteFromQuotationRequest(
      { ...request, member_covered: request.member_covered.map((m) => ({ ...m, ped_list: m.ped_list ?? [] })) },
      null,
      today,
    );
    expect(rebuilt).toMatchObject({ ped: ['DIABETES'], pedMembers: { DIABETES: ['SPOUSE'] } });
  });

  it('rejects a corrupt stored value', () => {
    expect(parsePreQuoteDetails({ name: 'x' })).toBeNull();
    expect(parsePreQuoteDetails(details)).toEqual(details);
  });

  it('reads details stored before members were asked who has a condition, or with a bad answer to it', () => {
    const { pedMembers: _, ...stored } = details;
    expect(parsePreQuoteDetails(stored)).toEqual({ ...details, pedMembers: {} });
    expect(parsePreQuoteDetails({ ...details, pedMembers: { DIABETES: ['UNCLE'] } })).toEqual({
      ...details,
      pedMembers: {},
    });
  });
});
