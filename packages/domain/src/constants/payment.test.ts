import { describe, it, expect } from 'vitest';
import { VERTICAL_API_NAMES, isPaymentSuccess, policyFileName, verticalFromPath } from './payment';
import { ZFuelType } from './bike';

describe('payment status', () => {
  it('counts SUCCESS and PAY_IN_SUCCESS as paid', () => {
    expect(isPaymentSuccess('SUCCESS')).toBe(true);
    expect(isPaymentSuccess('PAY_IN_SUCCESS')).toBe(true);
    expect(isPaymentSuccess('PENDING')).toBe(false);
    expect(isPaymentSuccess('FAILED')).toBe(false);
  });
});

describe('verticals', () => {
  it('read the vertical from the page path, health by default', () => {
    expect(verticalFromPath('/term-insurance/sandbox/redirect')).toBe('term-insurance');
    expect(verticalFromPath('/bike-insurance')).toBe('bike-insurance');
    expect(verticalFromPath('/payment-success')).toBe('health-insurance');
    expect(verticalFromPath('')).toBe('health-insurance');
  });

  it('name the API verticals', () => {
    expect(VERTICAL_API_NAMES['bike-insurance']).toBe('motor');
    expect(VERTICAL_API_NAMES['term-insurance']).toBe('term');
  });
});

describe('policyFileName', () => {
  it('uses the policy number, or document when there is none', () => {
    expect(policyFileName('KAV-2025-000123')).toBe('health-policy-KAV-2025-000123.pdf');
    expect(policyFileName(null)).toBe('health-policy-document.pdf');
    expect(policyFileName('')).toBe('health-policy-document.pdf');
  });
});

describe('bike fuel types', () => {
  it('are Petrol and Electric as spelled', () => {
    expect(ZFuelType.safeParse('Petrol').success).toBe(true);
    expect(ZFuelType.safeParse('PETROL').success).toBe(false);
  });
});
