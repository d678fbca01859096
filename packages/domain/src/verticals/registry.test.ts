import { describe, expect, it } from 'vitest';
import { JOURNEY_VERTICALS, VERTICAL_REGISTRY, verticalNamed, verticalOfPath } from './registry';

describe('the vertical registry', () => {
  it.each(['page', 'journeyApi', 'paymentsApi', 'reviewPath', 'policyLetter'] as const)(
    'gives no two verticals one %s',
    (field) => {
      const names = JOURNEY_VERTICALS.map((v) => VERTICAL_REGISTRY[v][field]);
      expect(names.length).toBeGreaterThan(1);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it.each(['page', 'journeyApi', 'paymentsApi'] as const)('finds each vertical by its %s', (field) => {
    for (const v of JOURNEY_VERTICALS) expect(verticalNamed(field, VERTICAL_REGISTRY[v][field])).toBe(v);
  });

  // Its catalogue's setting is {SHORT NAME}_CATALOGUE_DIR (apps/api/src/config.ts): HEALTH_CATALOGUE_DIR, as documented.
  it('gives each vertical its code in lower case as its short name, which names its catalogue', () => {
    expect(JOURNEY_VERTICALS.length).toBeGreaterThan(1);
    for (const v of JOURNEY_VERTICALS) expect(VERTICAL_REGISTRY[v].paymentsApi.toUpperCase()).toBe(v);
  });

  it('reads the vertical from a page path, and none outside its pages', () => {
    expect(verticalOfPath('/term-insurance/sandbox/redirect')).toBe('TERM');
    expect(verticalOfPath('/bike-insurance')).toBe('MOTOR');
    expect(verticalOfPath('/health-insurance/razorpay/redirect')).toBe('HEALTH');
    expect(verticalOfPath('/payment-success')).toBeNull();
    expect(verticalOfPath('')).toBeNull();
  });

  it('finds a vertical by its API names, and none by a name it does not have', () => {
    expect(verticalNamed('journeyApi', 'termlife')).toBe('TERM');
    expect(verticalNamed('paymentsApi', 'term')).toBe('TERM');
    expect(verticalNamed('journeyApi', 'term')).toBeNull();
    expect(verticalNamed('paymentsApi', 'travel')).toBeNull();
  });
});
