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
  ZOtpCode,
  ZPan,
  ZPincode,
  isPincode,
  isWholePincodeEntry,
  ZWeight,
  zChecked,
  zContactText,
  zSelect,
} from './fields';
import { todayIso } from './dates';

/** What the form gets from a field: the parsed value, or the first message (the one it shows). */
type Parsed = { ok: unknown } | { error: string | undefined };
function parse(schema: z.ZodType, value: unknown): Parsed {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { error: result.error.issues[0]?.message };
}

/** One test a row: a field is given the value and the form gets back what the row says. */
function itParses(title: string, schema: z.ZodType, rows: readonly (readonly [unknown, Parsed])[]) {
  it.each(rows)(`${title}: %j`, (value, expected) => {
    expect(parse(schema, value)).toEqual(expected);
  });
}

const required = { error: 'This field is required' };

describe('ZFullName', () => {
  const invalid = { error: 'Name should contain only letters and spaces (2-50 characters)' };
  itParses('accepts letters and spaces, trimmed', ZFullName, [
    ['  Asha Rani ', { ok: 'Asha Rani' }],
    ['Al', { ok: 'Al' }],
    ['a'.repeat(50), { ok: 'a'.repeat(50) }],
  ]);
  itParses('rejects digits, 1 character and 51 characters', ZFullName, [
    ['Asha 2', invalid],
    ['A', invalid],
    ['a'.repeat(51), invalid],
    ['Asha-Rani', invalid],
  ]);
  itParses('requires a value', ZFullName, [
    ['', required],
    ['   ', required],
    [undefined, required],
  ]);
});

describe('mobile numbers', () => {
  const invalid = { error: 'Enter a valid 10-digit mobile number' };
  itParses('needs 10 digits starting 6 to 9', ZMobile, [
    ['6000000000', { ok: '6000000000' }],
    ['9876543210', { ok: '9876543210' }],
    ['5999999999', invalid],
    ['987654321', invalid],
    ['98765432100', invalid],
    ['', required],
  ]);
  itParses('uses the contact wording on the contact screen', ZContactMobile, [
    ['5999999999', { error: 'Please enter a valid 10-digit mobile number' }],
    ['6999999999', { ok: '6999999999' }],
    ['', { error: 'Please enter mobile number' }],
  ]);
});

describe('ZPan', () => {
  const invalid = { error: 'Enter a valid PAN number (e.g., ABCDE1234F)' };
  itParses('accepts lower case and upper-cases it', ZPan, [
    ['abcde1234f', { ok: 'ABCDE1234F' }],
    [' ABCDK1234F ', { ok: 'ABCDK1234F' }],
  ]);
  itParses('rejects', ZPan, [
    ['ABCD1234F', invalid],
    ['ABCDE12345', invalid],
    ['ABCDE1234FG', invalid],
    ['1BCDE1234F', invalid],
  ]);
});

describe('pincodes', () => {
  const invalid = { error: 'Enter a valid 6-digit pincode' };
  itParses('needs exactly 6 digits', ZPincode, [
    ['110001', { ok: '110001' }],
    ['11000', invalid],
    ['1100011', invalid],
    ['11000a', invalid],
    // No Indian PIN code starts with 0; the contact screen and the quote request refuse it alike.
    ['056001', invalid],
    ['', required],
  ]);
  itParses('uses the contact wording on the contact screen', ZContactPincode, [
    ['56001', { error: 'Please enter a valid 6-digit pincode' }],
    ['', { error: 'Please enter pincode' }],
  ]);
  it('asks the directory about any six digits typed, and counts only a valid code as a pincode', () => {
    const typed = ['110001', '056001', '11000', '11000a', '1100011'];
    expect(typed.filter(isWholePincodeEntry)).toEqual(['110001', '056001']);
    expect(typed.filter(isPincode)).toEqual(['110001']);
  });
});

describe('one-time codes', () => {
  const invalid = { error: 'Enter the 6-digit code' };
  itParses('need exactly 6 digits, a leading 0 included', ZOtpCode, [
    ['042917', { ok: '042917' }],
    ['42917', invalid],
    ['4291700', invalid],
    ['42917a', invalid],
    ['', invalid],
  ]);
});

describe('heights and weight', () => {
  const feet = { error: 'Height should be between 3-8 feet' };
  itParses('feet', ZHeightFeet, [
    [2, feet],
    [3, { ok: 3 }],
    [8, { ok: 8 }],
    [9, feet],
    ['5', { ok: 5 }],
    [5.5, feet],
    ['five', feet],
    ['', required],
    [undefined, required],
  ]);
  itParses('inches', ZHeightInch, [
    [-1, { error: 'Inches should be between 0-11' }],
    [0, { ok: 0 }],
    ['11', { ok: 11 }],
    [12, { error: 'Inches should be between 0-11' }],
  ]);
  itParses('weight', ZWeight, [
    [9, { error: 'Weight should be between 10-300 kg' }],
    [10, { ok: 10 }],
    [300, { ok: 300 }],
    [301, { error: 'Weight should be between 10-300 kg' }],
    ['62.5', { ok: 62.5 }],
    [null, required],
  ]);
});

describe('ZNomineeAddress', () => {
  itParses('needs at least 10 characters after trimming', ZNomineeAddress, [
    ['12 MG Road', { ok: '12 MG Road' }],
    [' 12 MG Rd ', { error: 'Minimum 10 characters required' }],
    ['', required],
  ]);
});

describe('ZEmail', () => {
  const invalid = { error: 'Please enter a valid email address' };
  itParses('checks the address and uses contact wording', ZEmail, [
    [' asha@example.in ', { ok: 'asha@example.in' }],
    ['asha@example', invalid],
    ['asha.example.in', invalid],
    ['', { error: 'Please enter email' }],
  ]);
});

describe('contact text and selects', () => {
  itParses('asks for the address line by its lower-case label', zContactText('Address Line 1'), [
    [' ', { error: 'Please enter address line 1' }],
  ]);
  itParses('takes the city as typed', zContactText('City'), [['Pune', { ok: 'Pune' }]]);
  itParses('gives the select message for missing or unknown choices', zSelect(['male', 'female'] as const), [
    ['female', { ok: 'female' }],
    [undefined, { error: 'Please select an option' }],
    ['other', { error: 'Please select an option' }],
  ]);
});

describe('zChecked', () => {
  // A made-up check, so the test is of the bridge alone: the check's own message, or the text unchanged.
  const check = (value: string) => (value.startsWith('KV') ? null : 'Starts with KV');
  itParses('gives the check function’s message, or the text unchanged', zChecked(check), [
    ['KV-1', { ok: 'KV-1' }],
    ['MH-1', { error: 'Starts with KV' }],
  ]);
});

describe('dates on the wire', () => {
  const invalid = { error: 'Enter a valid date (YYYY-MM-DD)' };
  itParses('accepts real YYYY-MM-DD dates only', ZIsoDate, [
    ['2000-02-29', { ok: '2000-02-29' }],
    ['2001-02-29', invalid],
    ['29/02/2000', invalid],
    ['', { error: 'Date is required' }],
  ]);
  itParses('rejects a date of birth in 1900', ZDob, [
    ['1900-12-31', invalid],
    ['1901-01-01', { ok: '1901-01-01' }],
  ]);
  const dayAfterTomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
  itParses('rejects a date of birth after today, and takes today', ZDob, [
    [dayAfterTomorrow, { error: 'A date of birth cannot be in the future' }],
    ['2999-12-31', { error: 'A date of birth cannot be in the future' }],
    [todayIso(), { ok: todayIso() }],
  ]);
});

describe('text printed on the policy schedule', () => {
  const latinOnly = { error: 'Please write this in English letters, as on your documents' };
  itParses('takes English text with accents and the marks phones type, refuses other scripts', ZNomineeAddress, [
    ['D’Souza Villa, Flat 4 – Prabhat Road, Café Lane', { ok: 'D’Souza Villa, Flat 4 – Prabhat Road, Café Lane' }],
    ['जनता सहकारी बँक, पुणे', latinOnly],
    ['12 MG Road, 北京', latinOnly],
  ]);
});
