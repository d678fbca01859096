import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  ZContactMobile,
  ZContactPincode,
  ZDob,
  ZEmail,
  ZFullName,
  ZHeightFeet,
  ZHeightInch,
  ZIsoDate,
  ZMobile,
  ZNomineeAddress,
  ZPan,
  ZPincode,
  ZWeight,
  zContactText,
  zSelect,
} from './fields';

/** The parsed value, or the first message (what the form shows). */
function parse(schema: z.ZodType, value: unknown): { ok: unknown } | { error: string | undefined } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { error: result.error.issues[0]?.message };
}

const required = { error: 'This field is required' };

describe('ZFullName', () => {
  const invalid = { error: 'Name should contain only letters and spaces (2-50 characters)' };

  it('accepts letters and spaces, trimmed', () => {
    expect(parse(ZFullName, '  Asha Rani ')).toEqual({ ok: 'Asha Rani' });
    expect(parse(ZFullName, 'Al')).toEqual({ ok: 'Al' });
    expect(parse(ZFullName, 'a'.repeat(50))).toEqual({ ok: 'a'.repeat(50) });
  });

  it('rejects digits, 1 character and 51 characters', () => {
    expect(parse(ZFullName, 'Asha 2')).toEqual(invalid);
    expect(parse(ZFullName, 'A')).toEqual(invalid);
    expect(parse(ZFullName, 'a'.repeat(51))).toEqual(invalid);
    expect(parse(ZFullName, 'Asha-Rani')).toEqual(invalid);
  });

  it('requires a value', () => {
    expect(parse(ZFullName, '')).toEqual(required);
    expect(parse(ZFullName, '   ')).toEqual(required);
    expect(parse(ZFullName, undefined)).toEqual(required);
  });
});

describe('mobile numbers', () => {
  it('needs 10 digits starting 6 to 9', () => {
    expect(parse(ZMobile, '6000000000')).toEqual({ ok: '6000000000' });
    expect(parse(ZMobile, '9876543210')).toEqual({ ok: '9876543210' });
    expect(parse(ZMobile, '5999999999')).toEqual({ error: 'Enter a valid 10-digit mobile number' });
    expect(parse(ZMobile, '987654321')).toEqual({ error: 'Enter a valid 10-digit mobile number' });
    expect(parse(ZMobile, '98765432100')).toEqual({ error: 'Enter a valid 10-digit mobile number' });
    expect(parse(ZMobile, '')).toEqual(required);
  });

  it('uses the contact wording on the contact screen', () => {
    expect(parse(ZContactMobile, '5999999999')).toEqual({ error: 'Please enter a valid 10-digit mobile number' });
    expect(parse(ZContactMobile, '6999999999')).toEqual({ ok: '6999999999' });
    expect(parse(ZContactMobile, '')).toEqual({ error: 'Please enter mobile number' });
  });
});

describe('ZPan', () => {
  it('accepts lower case and upper-cases it', () => {
    expect(parse(ZPan, 'abcde1234f')).toEqual({ ok: 'ABCDE1234F' });
    expect(parse(ZPan, ' ABCDK1234F ')).toEqual({ ok: 'ABCDK1234F' });
  });

  it.each(['ABCD1234F', 'ABCDE12345', 'ABCDE1234FG', '1BCDE1234F'])('rejects %s', (pan) => {
    expect(parse(ZPan, pan)).toEqual({ error: 'Enter a valid PAN number (e.g., ABCDE1234F)' });
  });
});

describe('pincodes', () => {
  it('needs exactly 6 digits', () => {
    expect(parse(ZPincode, '110001')).toEqual({ ok: '110001' });
    expect(parse(ZPincode, '11000')).toEqual({ error: 'Enter a valid 6-digit pincode' });
    expect(parse(ZPincode, '1100011')).toEqual({ error: 'Enter a valid 6-digit pincode' });
    expect(parse(ZPincode, '11000a')).toEqual({ error: 'Enter a valid 6-digit pincode' });
    expect(parse(ZPincode, '')).toEqual(required);
  });

  it('uses the contact wording on the contact screen', () => {
    expect(parse(ZContactPincode, '56001')).toEqual({ error: 'Please enter a valid 6-digit pincode' });
    expect(parse(ZContactPincode, '')).toEqual({ error: 'Please enter pincode' });
  });
});

describe('heights and weight', () => {
  it.each([
    [2, { error: 'Height should be between 3-8 feet' }],
    [3, { ok: 3 }],
    [8, { ok: 8 }],
    [9, { error: 'Height should be between 3-8 feet' }],
    ['5', { ok: 5 }],
    [5.5, { error: 'Height should be between 3-8 feet' }],
    ['five', { error: 'Height should be between 3-8 feet' }],
    ['', required],
    [undefined, required],
  ])('feet %j', (value, expected) => {
    expect(parse(ZHeightFeet, value)).toEqual(expected);
  });

  it.each([
    [-1, { error: 'Inches should be between 0-11' }],
    [0, { ok: 0 }],
    ['11', { ok: 11 }],
    [12, { error: 'Inches should be between 0-11' }],
  ])('inches %j', (value, expected) => {
    expect(parse(ZHeightInch, value)).toEqual(expected);
  });

  it.each([
    [9, { error: 'Weight should be between 10-300 kg' }],
    [10, { ok: 10 }],
    [300, { ok: 300 }],
    [301, { error: 'Weight should be between 10-300 kg' }],
    ['62.5', { ok: 62.5 }],
    [null, required],
  ])('weight %j', (value, expected) => {
    expect(parse(ZWeight, value)).toEqual(expected);
  });
});

describe('ZNomineeAddress', () => {
  it('needs at least 10 characters after trimming', () => {
    expect(parse(ZNomineeAddress, '12 MG Road')).toEqual({ ok: '12 MG Road' });
    expect(parse(ZNomineeAddress, ' 12 MG Rd ')).toEqual({ error: 'Minimum 10 characters required' });
    expect(parse(ZNomineeAddress, '')).toEqual(required);
  });
});

describe('ZEmail', () => {
  it('checks the address and uses contact wording', () => {
    expect(parse(ZEmail, ' asha@example.in ')).toEqual({ ok: 'asha@example.in' });
    expect(parse(ZEmail, 'asha@example')).toEqual({ error: 'Please enter a valid email address' });
    expect(parse(ZEmail, 'asha.example.in')).toEqual({ error: 'Please enter a valid email address' });
    expect(parse(ZEmail, '')).toEqual({ error: 'Please enter email' });
  });
});

describe('contact text and selects', () => {
  it('asks for the field by its lower-case label', () => {
    expect(parse(zContactText('Address Line 1'), ' ')).toEqual({ error: 'Please enter address line 1' });
    expect(parse(zContactText('City'), 'Pune')).toEqual({ ok: 'Pune' });
  });

  it('gives the select message for missing or unknown choices', () => {
    const gender = zSelect(['male', 'female'] as const);
    expect(parse(gender, 'female')).toEqual({ ok: 'female' });
    expect(parse(gender, undefined)).toEqual({ error: 'Please select an option' });
    expect(parse(gender, 'other')).toEqual({ error: 'Please select an option' });
  });
});

describe('dates on the wire', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(parse(ZIsoDate, '2000-02-29')).toEqual({ ok: '2000-02-29' });
    expect(parse(ZIsoDate, '2001-02-29')).toEqual({ error: 'Enter a valid date (YYYY-MM-DD)' });
    expect(parse(ZIsoDate, '29/02/2000')).toEqual({ error: 'Enter a valid date (YYYY-MM-DD)' });
    expect(parse(ZIsoDate, '')).toEqual({ error: 'Date is required' });
  });

  it('rejects a date of birth in 1900', () => {
    expect(parse(ZDob, '1900-12-31')).toEqual({ error: 'Enter a valid date (YYYY-MM-DD)' });
    expect(parse(ZDob, '1901-01-01')).toEqual({ ok: '1901-01-01' });
  });
});
