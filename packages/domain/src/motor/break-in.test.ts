import { describe, expect, it } from 'vitest';
import { isBreakIn } from './break-in';

const registered = { registration_date: '2022-03-10', policy_type: 'COMPREHENSIVE' as const };

describe('a break-in: own damage on a registered vehicle whose cover lapsed', () => {
  it('is a renewal, not a break-in, when cover starts the day after the old policy ends', () => {
    expect(isBreakIn({ ...registered, previous_policy: { expiry_date: '2026-12-04' } }, '2026-12-05')).toBe(false);
  });

  it('is a break-in when a day or more passed uninsured, or there is no policy to renew', () => {
    expect(isBreakIn({ ...registered, previous_policy: { expiry_date: '2026-11-20' } }, '2026-11-30')).toBe(true);
    expect(isBreakIn({ ...registered, previous_policy: { expiry_date: '2026-11-28' } }, '2026-11-30')).toBe(true);
    expect(isBreakIn({ ...registered, previous_policy: null }, '2026-11-30')).toBe(true);
    expect(isBreakIn({ ...registered, policy_type: 'OWN_DAMAGE', previous_policy: null }, '2026-11-30')).toBe(true);
  });

  it('needs no inspection for third party alone, or for a new vehicle', () => {
    expect(isBreakIn({ ...registered, policy_type: 'THIRD_PARTY', previous_policy: null }, '2026-11-30')).toBe(false);
    expect(isBreakIn({ registration_date: null, policy_type: 'BUNDLED', previous_policy: null }, '2026-11-30')).toBe(
      false,
    );
  });
});
