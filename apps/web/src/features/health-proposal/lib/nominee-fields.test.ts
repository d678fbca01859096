import { ZNominee } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../shared/form/fields-schema.ts';
import { appointeeNeeded, nomineeFields, nomineeSchema, toNomineeEntry } from './nominee-fields.ts';
import type { ProposalKey } from '../i18n.ts';
import { CONFIG, dobYearsAgo, english } from './test-fixtures.ts';

const fields = nomineeFields(CONFIG.nominee_config.enabled_nominee_fields);
const labelsOf = (list: readonly { label: string }[]) => list.map((f) => english.t(f.label as ProposalKey));
const validateNominee = (f: typeof fields, values: Record<string, string>) => fieldErrorsOf(nomineeSchema(f), values);
const adult = {
  full_name: 'Priya Kulkarni',
  gender: 'female',
  dob: dobYearsAgo(32),
  nominee_relation: 'SPOUSE',
  address: '12 MG Road, Pune',
};

describe('nominee and appointee (docs/product/proposal-kyc.md §2, §5)', () => {
  it('labels nominee fields with Nominee and appointee fields with Appointee', () => {
    expect(labelsOf(fields.nominee)).toEqual([
      'Nominee Name',
      'Nominee Gender',
      'Nominee Date of Birth',
      'Nominee Relation',
      'Nominee Mobile Number',
      'Nominee Address',
      'Nominee Pincode',
    ]);
    expect(labelsOf(fields.appointee)).toEqual([
      'Appointee Name',
      'Appointee Gender',
      'Appointee Date of Birth',
      'Appointee Relation',
    ]);
  });

  it('requires name, gender, date, relation and a 10-character address', () => {
    expect(validateNominee(fields, { address: 'short' })).toEqual({
      full_name: 'This field is required',
      gender: 'Please select an option',
      dob: 'Date is required',
      nominee_relation: 'Please select an option',
      address: 'Minimum 10 characters required',
    });
    expect(validateNominee(fields, adult)).toEqual({});
  });

  it('needs an adult appointee when the nominee is under 18', () => {
    const minor = { ...adult, nominee_relation: 'DAUGHTER', dob: dobYearsAgo(7) };
    expect(appointeeNeeded(minor)).toBe(true);
    expect(appointeeNeeded(adult)).toBe(false);
    expect(validateNominee(fields, minor)).toEqual({
      appointee_full_name: 'This field is required',
      appointee_gender: 'Please select an option',
      appointee_dob: 'Date is required',
      appointee_relation: 'Please select an option',
    });
    const withAppointee = {
      ...minor,
      appointee_full_name: 'Priya Kulkarni',
      appointee_gender: 'female',
      appointee_dob: dobYearsAgo(16),
      appointee_relation: 'MOTHER',
    };
    expect(validateNominee(fields, withAppointee)).toEqual({ appointee_dob: 'Minimum age should be 18 years' });
    const entry = toNomineeEntry(fields, { ...withAppointee, appointee_dob: dobYearsAgo(32) });
    expect(entry).toMatchObject({
      full_name: 'Priya Kulkarni',
      nominee_relation: 'DAUGHTER',
      appointee_full_name: 'Priya Kulkarni',
      appointee_gender: 'FEMALE',
      appointee_relation: 'MOTHER',
      occupation: 'BUSINESSMAN',
    });
    expect(ZNominee.safeParse(entry).success).toBe(true);
  });

  it('leaves appointee fields out for an adult nominee and fills the product defaults', () => {
    const entry = toNomineeEntry(fields, { ...adult, gender: '', appointee_full_name: 'Stale Name' });
    expect(entry).not.toHaveProperty('appointee_full_name');
    expect(entry).toMatchObject({ gender: 'MALE', occupation: 'BUSINESSMAN', appointee_relation: 'SELF' });
    expect(ZNominee.safeParse(entry).success).toBe(true);
  });

  it('puts a default only into a field the plan collects, occupation apart', () => {
    const minimal = nomineeFields(['full_name', 'dob', 'nominee_relation', 'address']);
    expect(toNomineeEntry(minimal, adult)).toEqual({
      occupation: 'BUSINESSMAN',
      full_name: 'Priya Kulkarni',
      dob: expect.stringMatching(/^\d{4}-/),
      nominee_relation: 'SPOUSE',
      address: '12 MG Road, Pune',
    });
  });
});
