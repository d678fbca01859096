import { describe, it, expect } from 'vitest';
import { isPaymentSuccess, policyFileName } from './payment';
import { ZFuelType } from './bike';

describe('payment status', () => {
  it('counts SUCCESS and PAY_IN_SUCCESS as paid', () => {
    expect(isPaymentSuccess('SUCCESS')).toBe(true);
    expect(isPaymentSuccess('PAY_IN_SUCCESS')).toBe(true);
    expect(isPaymentSuccess('PENDING')).toBe(false);
    expect(isPaymentSuccess('FAILED')).toBe(false);
  });
});

describe('policyFileName', () => {
  it('uses the policy number, or document when there is none', () => {
    expect(policyFileName('KAV-2025-000123', 'HEALTH')).toBe('health-policy-KAV-2025-000123.pdf');
    expect(policyFileName(null, 'TERM')).toBe('term-policy-document.pdf');
    expect(policyFileName('', 'MOTOR')).toBe('motor-policy-document.pdf');
  });
});

describe('bike fuel types', () => {
  it('are Petrol and Electric as spelled', () => {
    expect(ZFuelType.safeParse('Petrol').success).toBe(true);
    expect(ZFuelType.safeParse('PETROL').success).toBe(false);
  });
});
