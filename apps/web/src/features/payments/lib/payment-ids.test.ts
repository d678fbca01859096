import { beforeEach, describe, expect, it } from 'vitest';
import { paymentQuery, readPaymentIds, rememberPaymentIds } from './payment-ids.ts';

describe('payment ids', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads the ids from the query first, else from session storage', () => {
    window.sessionStorage.setItem('journey_id', 'j-session');
    window.sessionStorage.setItem('payment_attempt_id', 'a-session');
    expect(readPaymentIds(new URLSearchParams('payment_attempt_id=a-query'))).toEqual({ journeyId: 'j-session', attemptId: 'a-query' });
    expect(readPaymentIds(new URLSearchParams(''))).toEqual({ journeyId: 'j-session', attemptId: 'a-session' });
    window.sessionStorage.clear();
    expect(readPaymentIds(new URLSearchParams(''))).toEqual({ journeyId: null, attemptId: null });
  });

  it('carries the ids on in session storage and in the next page’s query', () => {
    rememberPaymentIds('j1', 'a1');
    expect(window.sessionStorage.getItem('journey_id')).toBe('j1');
    expect(window.sessionStorage.getItem('payment_attempt_id')).toBe('a1');
    expect(paymentQuery('j1', 'a1')).toBe('payment_attempt_id=a1&journey_id=j1');
  });
});
