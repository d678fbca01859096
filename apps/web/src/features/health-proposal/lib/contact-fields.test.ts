import { describe, expect, it } from 'vitest';
import { contactFields, contactKeyOfPath, contactPrefill, contactSchema, toContactDetails } from './contact-fields.ts';
import { CONFIG } from './test-fixtures.ts';

const fields = contactFields(CONFIG);

/** The first message per field, as the form shows them. */
function errorsOf(schema: ReturnType<typeof contactSchema>, values: Record<string, string>) {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}
const validateContact = (f: typeof fields, values: Record<string, string>) => errorsOf(contactSchema(f), values);

describe('contact details (docs/product/proposal-kyc.md §2, §5)', () => {
  it('shows the enabled fields; city, state and pincode from the pre-quote are read-only', () => {
    expect(fields.map((f) => f.label)).toEqual([
      'Mobile Number',
      'Email',
      'Address Line 1',
      'Address Line 2',
      'Address Line 3',
      'City',
      'State',
      'Pincode',
      'Area',
    ]);
    expect(fields.filter((f) => f.readOnly).map((f) => f.key)).toEqual(['city', 'state', 'pincode']);
    const unknownPlace = contactFields({ ...CONFIG, prefill: { pincode: '411001', city: '', state: '' } });
    expect(unknownPlace.filter((f) => f.readOnly).map((f) => f.key)).toEqual(['pincode']);
  });

  it('words each rule as the contact screen does and skips optional and read-only fields', () => {
    const values = { ...contactPrefill(CONFIG, null), mobile: '12345', email: 'not-an-email', pincode: 'bad' };
    expect(validateContact(fields, values)).toEqual({
      mobile: 'Please enter a valid 10-digit mobile number',
      email: 'Please enter a valid email address',
      address_line_1: 'Please enter address line 1',
      area: 'Please enter area',
    });
    expect(validateContact(fields, { email: '' }).email).toBe('Please enter email');
    expect(validateContact(fields, { mobile: '' }).mobile).toBe('Please enter mobile number');
    const editablePincode = contactFields({ ...CONFIG, prefill: { pincode: '', city: 'Pune', state: 'Maharashtra' } });
    expect(validateContact(editablePincode, { pincode: '4110' }).pincode).toBe('Please enter a valid 6-digit pincode');
  });

  it('sends address lines as address_1..3 and maps 400 paths back', () => {
    const values = {
      ...contactPrefill(CONFIG, { mobile_number: '9876543210', email: 'r@example.com' }),
      address_line_1: 'Flat 4, Shanti Apartments',
      address_line_2: '',
      area: 'Shivajinagar',
    };
    expect(toContactDetails(fields, values)).toEqual({
      mobile: '9876543210',
      email: 'r@example.com',
      address_1: 'Flat 4, Shanti Apartments',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      area: 'Shivajinagar',
    });
    expect(contactKeyOfPath('contact_details.address_2')).toBe('address_line_2');
    expect(contactKeyOfPath('contact_details.email')).toBe('email');
  });
});
