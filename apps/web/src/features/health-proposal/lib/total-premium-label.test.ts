import { describe, expect, it } from 'vitest';
import { english } from './test-fixtures.ts';
import { totalPremiumLabel } from './total-premium-label.ts';

describe('totalPremiumLabel', () => {
  it('says for how many years only when the policy runs more than one', () => {
    expect(totalPremiumLabel(english.t, 1)).toBe('Total premium');
    expect(totalPremiumLabel(english.t, 3)).toBe('Total premium for 3 years');
  });
});
