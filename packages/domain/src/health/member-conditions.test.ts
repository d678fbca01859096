import { describe, expect, it } from 'vitest';
import { ZHealthQuoteRequest } from '../api/health/quote-request';
import { conditionsByMember, loadingLabel, withDeclaredConditions } from './member-conditions';
import { memberCodesOf } from './member-codes';

const family = [
  { relation: 'SELF', dob: '1990-01-01', gender: 'MALE' },
  { relation: 'SON', dob: '2018-01-01', gender: 'MALE' },
  { relation: 'DAUGHTER', dob: '2020-01-01', gender: 'FEMALE' },
  { relation: 'FATHER', dob: '1962-01-01', gender: 'MALE', ped_list: ['DIABETES'] },
] as const;
const request = (over: Record<string, unknown> = {}) =>
  ZHealthQuoteRequest.parse({
    request_type: 'BASE_ASYNC_QUOTATION',
    plan_category: 'HEALTH_INSURANCE',
    pincode: 411001,
    member_covered: family,
    ped_list: ['DIABETES'],
    ...over,
  });

describe('the members a condition is priced on', () => {
  it('name each member by the code the proposal keys them by, children by their place', () => {
    expect(memberCodesOf(family)).toEqual(['SELF', 'CHILD_01', 'CHILD_02', 'FATHER']);
  });

  it('are the member who names it', () => {
    expect(conditionsByMember(request())).toEqual([[], [], [], ['DIABETES']]);
  });

  it('are every member for a condition of the request that no member names', () => {
    expect(conditionsByMember(request({ ped_list: ['DIABETES', 'ASTHMA'] }))).toEqual([
      ['ASTHMA'],
      ['ASTHMA'],
      ['ASTHMA'],
      ['DIABETES', 'ASTHMA'],
    ]);
    const spec = request({ member_covered: family.map(({ relation, dob, gender }) => ({ relation, dob, gender })) });
    expect(conditionsByMember(spec)).toEqual([['DIABETES'], ['DIABETES'], ['DIABETES'], ['DIABETES']]);
  });

  it('add what a member declares in the proposal to that member only', () => {
    const declared = withDeclaredConditions(request(), [
      {
        member_id: 'CHILD_02',
        medical_declaration_answers: [{ question_id: 'PED_CONDITIONS', answer_field_multi_select: ['ASTHMA'] }],
      },
    ]);
    expect(declared.member_covered.map((m) => m.ped_list)).toEqual([[], [], ['ASTHMA'], ['DIABETES']]);
    expect(declared.ped_list).toEqual(['ASTHMA', 'DIABETES']);
    const none = withDeclaredConditions(
      request({ ped_list: ['NO_EXISTING_DISEASE'], member_covered: [family[0]] }),
      [],
    );
    expect(none.ped_list).toEqual(['NO_EXISTING_DISEASE']);
  });

  it('are refused when the request says no existing disease and a member names one', () => {
    const result = ZHealthQuoteRequest.safeParse({ ...request(), ped_list: ['NO_EXISTING_DISEASE'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['ped_list']);
  });

  it('read beside the loading', () => {
    expect(loadingLabel({ condition: 'DIABETES', percent: 20, members: ['FATHER', 'CHILD_01'] })).toBe(
      'Diabetes +20% (Father, Child 1)',
    );
    expect(loadingLabel({ condition: 'BP_HYPERTENSION', percent: 15 })).toBe('BP / Hypertension +15%');
  });
});
