import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './mask.ts';

describe('maskPersonalData', () => {
  it('masks a mobile number in a URL', () => {
    expect(maskPersonalData('/v1/dev/outbox?to=9876543210')).toBe('/v1/dev/outbox?to=98******10');
  });
  it('masks a PAN whatever its case', () => {
    expect(maskPersonalData('pan=abcdk1234f')).toBe('pan=abcXX****f');
    expect(maskPersonalData('ABCDE1234F')).toBe('ABCXX****F');
  });
  it('masks an e-mail address', () => {
    expect(maskPersonalData('mail asha.rao@example.in now')).toBe('mail a***@example.in now');
  });
  it('leaves pincodes, ids and longer digit runs alone', () => {
    expect(maskPersonalData('/v1/utility/lookup/pincodes/411001')).toBe('/v1/utility/lookup/pincodes/411001');
    expect(maskPersonalData('id 12345678901234')).toBe('id 12345678901234');
  });
});
