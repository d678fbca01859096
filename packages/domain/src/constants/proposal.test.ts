import { describe, it, expect } from 'vitest';
import * as proposal from './proposal';
import * as asked from '../code-lists/proposal';

describe('memberTypeCode', () => {
  it('gives SELF and SPOUSE for the couple', () => {
    expect(proposal.memberTypeCode('SELF')).toBe('SELF');
    expect(proposal.memberTypeCode('SPOUSE')).toBe('SPOUSE');
  });

  it('numbers children with two digits, sons and daughters together', () => {
    expect(proposal.memberTypeCode('SON', 1)).toBe('CHILD_01');
    expect(proposal.memberTypeCode('DAUGHTER', 2)).toBe('CHILD_02');
    expect(proposal.memberTypeCode('SON', 4)).toBe('CHILD_04');
    expect(proposal.memberTypeCode('DAUGHTER')).toBe('CHILD_01');
  });

  it('refuses a child index outside 1 to 4', () => {
    expect(() => proposal.memberTypeCode('SON', 0)).toThrow(RangeError);
    expect(() => proposal.memberTypeCode('SON', 5)).toThrow(RangeError);
    expect(() => proposal.memberTypeCode('SON', 1.5)).toThrow(RangeError);
  });

  it('keeps the relation for parents and grand-parents', () => {
    expect(proposal.memberTypeCode('FATHER_IN_LAW')).toBe('FATHER_IN_LAW');
    expect(proposal.ZMemberTypeCode.safeParse('CHILD_03').success).toBe(true);
    expect(proposal.ZMemberTypeCode.safeParse('CHILD_05').success).toBe(false);
  });
});

describe('option sets', () => {
  it('use the spec values', () => {
    expect(asked.GENDER_OPTIONS.map((o) => o.value)).toEqual(['male', 'female']);
    expect(asked.MARITAL_STATUS_OPTIONS.map((o) => o.value)).toEqual(['single', 'married', 'widowed']);
    expect(proposal.MEMBER_MARITAL_STATUS_OPTIONS.map((o) => o.value)).toEqual(['single', 'married']);
    expect(asked.INCOME_OPTIONS.map((o) => o.value)).toEqual(['less_than_5l', '5l_to_10l', '10l_to_20l', 'above_20l']);
    expect(asked.GENDER_OPTIONS[1]).toEqual({ value: 'female', label: 'Female', is_default: false });
  });

  it('map every contact code to its form key', () => {
    expect(asked.CONTACT_FIELD_CODES.map(proposal.contactFieldKey)).toEqual([
      'mobile',
      'email',
      'address_line_1',
      'address_line_2',
      'address_line_3',
      'city',
      'state',
      'pincode',
      'area',
    ]);
  });
});

describe('medical answers', () => {
  it('send unanswered questions as NO in the field of their type', () => {
    expect(proposal.defaultMedicalAnswer('SINGLE_SELECT')).toEqual({ answer_field_single_select: 'NO' });
    expect(proposal.defaultMedicalAnswer('TEXT')).toEqual({ answer_field_text: 'NO' });
    expect(proposal.defaultMedicalAnswer('MULTI_SELECT')).toEqual({ answer_field_multi_select: ['NO'] });
    expect(proposal.defaultMedicalAnswer('MONTH_YEAR')).toEqual({ answer_field_month_year: 'NO' });
    expect(proposal.defaultMedicalAnswer('NUMBER')).toEqual({ answer_field_single_select: 'NO' });
  });

  it('keep the spec spelling of the calendar field', () => {
    expect(asked.ANSWER_VALUE_FIELDS.CALENDAR).toBe('answer_field_calender');
  });
});
