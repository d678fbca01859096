import { ZInsuredMember, ZProposerDetails } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { buildTabs } from './member-tabs.ts';
import { fieldErrorsOf } from '../../../shared/form/fields-schema.ts';
import { personFields, personSchema, type PersonKind } from './person-fields.ts';
import { prefillFor, toInsuredMember, toProposerDetails } from './person-payload.ts';
import { CONFIG, FAMILY, dobYearsAgo } from './test-fixtures.ts';

const keys = (fields: { key: string }[]) => fields.map((f) => f.key);
const validatePerson = (kind: PersonKind, fields: ReturnType<typeof personFields>, values: Record<string, string>) =>
  fieldErrorsOf(personSchema(kind, fields), values);
const personFieldError = (kind: PersonKind, key: string, values: Record<string, string>) =>
  validatePerson(kind, personFields(kind, CONFIG), values)[key] ?? null;
const me = {
  full_name: 'Rahul Kulkarni',
  gender: 'male',
  dob: dobYearsAgo(34),
  marital_status: 'married',
  education: 'GRADUATE',
  pan_number: 'abcde1234f',
  height_feet: '5',
  height_inch: '9',
  weight: '72.5',
  mobile: '9876543210',
  pincode: '411001',
};

describe('person forms (docs/product/proposal-kyc.md §3, §5)', () => {
  it('shows the fields the journey config enables; Me is the proposer and the SELF member in one form', () => {
    expect(keys(personFields('child', CONFIG))).toEqual([
      'full_name',
      'gender',
      'dob',
      'height_feet',
      'height_inch',
      'weight',
    ]);
    expect(keys(personFields('self', CONFIG))).toEqual([
      'full_name',
      'gender',
      'dob',
      'marital_status',
      'education',
      'pan_number',
      'height_feet',
      'height_inch',
      'weight',
      'mobile',
      'pincode',
      'occupation',
      'income',
    ]);
    expect(
      personFields('adult', CONFIG)
        .find((f) => f.key === 'marital_status')
        ?.options?.map((o) => o.value),
    ).toEqual(['single', 'married']);
    expect(
      personFields('proposer', CONFIG)
        .find((f) => f.key === 'marital_status')
        ?.options?.map((o) => o.value),
    ).toEqual(['single', 'married', 'widowed']);
  });

  it('gives the spec’s first error per field', () => {
    const bad = {
      ...me,
      pan_number: 'ABC',
      mobile: '12345',
      height_feet: '9',
      height_inch: '12',
      weight: '5',
      full_name: 'R2',
    };
    expect(validatePerson('self', personFields('self', CONFIG), bad)).toEqual({
      full_name: 'Name should contain only letters and spaces (2-50 characters)',
      pan_number: 'Enter a valid PAN number (e.g., ABCDE1234F)',
      mobile: 'Enter a valid 10-digit mobile number',
      height_feet: 'Height should be between 3-8 feet',
      height_inch: 'Inches should be between 0-11',
      weight: 'Weight should be between 10-300 kg',
    });
    expect(validatePerson('self', personFields('self', CONFIG), me)).toEqual({});
  });

  it('checks required fields and the age of each kind of person', () => {
    expect(personFieldError('adult', 'gender', {})).toBe('Please select an option');
    expect(personFieldError('adult', 'marital_status', {})).toBe('Please select an option');
    expect(personFieldError('child', 'weight', {})).toBe('This field is required');
    expect(personFieldError('adult', 'dob', {})).toBe('Date is required');
    expect(personFieldError('adult', 'dob', { dob: '31/02/2000' })).toBe('Please enter a valid date (DD/MM/YYYY)');
    expect(personFieldError('proposer', 'dob', { dob: dobYearsAgo(17) })).toBe('Minimum age should be 18 years');
    // No 65 cap (issue 17): the plan's own maximum, met when quoted, is the only upper limit.
    expect(personFieldError('adult', 'dob', { dob: dobYearsAgo(70) })).toBeNull();
    // A dependent child up to 25 (issue 17).
    expect(personFieldError('child', 'dob', { dob: dobYearsAgo(24) })).toBeNull();
    expect(personFieldError('child', 'dob', { dob: dobYearsAgo(27) })).toBe(
      'A child can be insured up to 25 years old',
    );
    expect(personFieldError('child', 'dob', { dob: dobYearsAgo(8) })).toBeNull();
    expect(personFieldError('adult', 'mobile', { mobile: '' })).toBeNull();
  });

  it('builds wire bodies the API schemas accept', () => {
    const fields = personFields('self', CONFIG);
    const proposer = toProposerDetails(me, fields);
    expect(proposer).toMatchObject({
      proposer_relation: 'SELF',
      gender: 'MALE',
      pan_number: 'ABCDE1234F',
      height_feet: 5,
      weight: 72.5,
    });
    expect(proposer.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ZProposerDetails.safeParse(proposer).success).toBe(true);
    const member = toInsuredMember(FAMILY[0]!, FAMILY, me, fields);
    expect(member).toMatchObject({
      member_id: 'm1',
      member_type: 'SELF',
      relation: 'SELF',
      full_name: 'Rahul Kulkarni',
    });
    expect(member).not.toHaveProperty('pan_number');
    expect(ZInsuredMember.safeParse(member).success).toBe(true);
    const child = toInsuredMember(
      FAMILY[2]!,
      FAMILY,
      {
        full_name: 'Arjun Kulkarni',
        gender: 'male',
        dob: '20/07/2016',
        height_feet: '4',
        height_inch: '0',
        weight: '25',
        mobile: '',
      },
      personFields('child', CONFIG),
    );
    expect(child).toEqual({
      member_id: 'm3',
      member_type: 'CHILD_01',
      relation: 'SON',
      full_name: 'Arjun Kulkarni',
      gender: 'MALE',
      dob: '2016-07-20',
      height_feet: 4,
      height_inch: 0,
      weight: 25,
    });
  });

  it('prefills from the quoted member, and Me from the OTP login', () => {
    const [meTab, wifeTab] = buildTabs(FAMILY);
    expect(prefillFor(wifeTab!, null, '411001')).toEqual({
      full_name: 'Priya Kulkarni',
      dob: '10/03/1992',
      gender: 'female',
    });
    expect(prefillFor(meTab!, { full_name: 'Rahul K Kulkarni', mobile_number: '9876543210' }, '411001')).toEqual({
      full_name: 'Rahul K Kulkarni',
      dob: '01/05/1990',
      gender: 'male',
      mobile: '9876543210',
      pincode: '411001',
    });
  });
});
