import { describe, it, expect } from 'vitest';
import {
  ANSWER_VALUE_FIELDS,
  CONTACT_FIELD_CODES,
  CONTACT_FIELD_KEYS,
  GENDER_OPTIONS,
  INCOME_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  MEMBER_MARITAL_STATUS_OPTIONS,
  ZMemberTypeCode,
  defaultMedicalAnswer,
  memberTypeCode,
} from './proposal';

describe('memberTypeCode', () => {
  it('gives SELF and SPOUSE for the couple', () => {
    expect(memberTypeCode('SELF')).toBe('SELF');
    expect(memberTypeCode('SPOUSE')).toBe('SPOUSE');
  });

  it('numbers children with two digits, sons and daughters together', () => {
    expect(memberTypeCode('SON', 1)).toBe('CHILD_01');
    expect(memberTypeCode('DAUGHTER', 2)).toBe('CHILD_02');
    expect(memberTypeCode('SON', 4)).toBe('CHILD_04');
    expect(memberTypeCode('DAUGHTER')).toBe('CHILD_01');
  });

  it('refuses a child index outside 1 to 4', () => {
    expect(() => memberTypeCode('SON', 0)).toThrow(RangeError);
    expect(() => memberTypeCode('SON', 5)).toThrow(RangeError);
    expect(() => memberTypeCode('SON', 1.5)).toThrow(RangeError);
  });

  it('keeps the relation for parents and grand-parents', () => {
    expect(memberTypeCode('FATHER_IN_LAW')).toBe('FATHER_IN_LAW');
    expect(ZMemberTypeCode.safeParse('CHILD_03').success).toBe(true);
    expect(ZMemberTypeCode.safeParse('CHILD_05').success).toBe(false);
  });
});

describe('option sets', () => {
  it('use the spec values', () => {
    expect(GENDER_OPTIONS.map((o) => o.value)).toEqual(['male', 'female']);
    expect(MARITAL_STATUS_OPTIONS.map((o) => o.value)).toEqual(['single', 'married', 'widowed']);
    expect(MEMBER_MARITAL_STATUS_OPTIONS.map((o) => o.value)).toEqual(['single', 'married']);
    expect(INCOME_OPTIONS.map((o) => o.value)).toEqual(['less_than_5l', '5l_to_10l', '10l_to_20l', 'above_20l']);
    expect(GENDER_OPTIONS[1]).toEqual({ value: 'female', label: 'Female', is_default: false });
  });

  it('map every contact code to its form key', () => {
    expect(CONTACT_FIELD_CODES.map((c) => CONTACT_FIELD_KEYS[c])).toEqual([
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
    expect(defaultMedicalAnswer('SINGLE_SELECT')).toEqual({ answer_field_single_select: 'NO' });
    expect(defaultMedicalAnswer('TEXT')).toEqual({ answer_field_text: 'NO' });
    expect(defaultMedicalAnswer('MULTI_SELECT')).toEqual({ answer_field_multi_select: ['NO'] });
    expect(defaultMedicalAnswer('MONTH_YEAR')).toEqual({ answer_field_month_year: 'NO' });
    expect(defaultMedicalAnswer('NUMBER')).toEqual({ answer_field_single_select: 'NO' });
  });

  it('keep the spec spelling of the calendar field', () => {
    expect(ANSWER_VALUE_FIELDS.CALENDAR).toBe('answer_field_calender');
  });
});
