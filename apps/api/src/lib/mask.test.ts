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
  it('redacts signatures and codes carried in query strings', () => {
    expect(maskPersonalData('/v1/storage/objects/kyc/a/b?ct=image%2Fpng&max=10&expires=1&sig=abcdef0123')).toBe(
      '/v1/storage/objects/kyc/a/b?ct=image%2Fpng&max=10&expires=1&sig=[redacted]',
    );
    expect(
      maskPersonalData('/health-insurance/sandbox/redirect?payment_attempt_id=x&status=SUCCESS&signature=99ff'),
    ).toBe('/health-insurance/sandbox/redirect?payment_attempt_id=x&status=SUCCESS&signature=[redacted]');
  });

  it('keeps only the state and RTO of a registration looked up', () => {
    expect(maskPersonalData('/v1/motor/registrations/MH12AB1234')).toBe('/v1/motor/registrations/MH12****');
    expect(maskPersonalData('/v1/motor/registrations/ka-01-mj-2023?x=1')).toBe('/v1/motor/registrations/ka-01****?x=1');
  });

  it('leaves pincodes, ids and longer digit runs alone', () => {
    expect(maskPersonalData('/v1/utility/lookup/pincodes/411001')).toBe('/v1/utility/lookup/pincodes/411001');
    expect(maskPersonalData('id 12345678901234')).toBe('id 12345678901234');
  });
});
