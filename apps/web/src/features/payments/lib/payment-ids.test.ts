import { beforeEach, describe, expect, it } from 'vitest';
import { paymentQuery, readJourneyVertical, readPaymentIds, rememberPaymentIds, reviewUrl } from './payment-ids.ts';

describe('payment ids', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads the ids from the query first, else from session storage', () => {
    window.sessionStorage.setItem('journey_id', 'j-session');
    window.sessionStorage.setItem('payment_attempt_id', 'a-session');
    expect(readPaymentIds(new URLSearchParams('payment_attempt_id=a-query'))).toEqual({
      journeyId: 'j-session',
      attemptId: 'a-query',
    });
    expect(readPaymentIds(new URLSearchParams(''))).toEqual({ journeyId: 'j-session', attemptId: 'a-session' });
    window.sessionStorage.clear();
    expect(readPaymentIds(new URLSearchParams(''))).toEqual({ journeyId: null, attemptId: null });
  });

  it('carries the ids on in session storage and in the next page’s query', () => {
    rememberPaymentIds('j1', 'a1');
    expect(window.sessionStorage.getItem('journey_id')).toBe('j1');
    expect(window.sessionStorage.getItem('payment_attempt_id')).toBe('a1');
    expect(paymentQuery('j1', 'a1', 'HEALTH')).toBe('payment_attempt_id=a1&journey_id=j1&vertical=HEALTH');
  });
});

describe('the journey product of a payment page', () => {
  it('every journey names its product in the query; a page that names none, or an unknown one, has none', () => {
    expect(paymentQuery('j1', 'a1', 'TERM')).toBe('payment_attempt_id=a1&journey_id=j1&vertical=TERM');
    expect(readJourneyVertical(new URLSearchParams(paymentQuery('j1', 'a1', 'TERM')))).toBe('TERM');
    expect(readJourneyVertical(new URLSearchParams(paymentQuery('j1', 'a1', 'HEALTH')))).toBe('HEALTH');
    expect(readJourneyVertical(new URLSearchParams('vertical=MOTOR'))).toBe('MOTOR');
    expect(readJourneyVertical(new URLSearchParams('payment_attempt_id=a1&journey_id=j1'))).toBeNull();
    expect(readJourneyVertical(new URLSearchParams('vertical=BOAT'))).toBeNull();
  });

  it('Back to Review leads to each product’s own review', () => {
    expect(reviewUrl('j1', 'MOTOR')).toBe('/bike-insurance/proposal?journey_id=j1');
    expect(reviewUrl('j 1', 'TERM')).toBe('/term-insurance/review?journey_id=j%201');
    expect(reviewUrl(null, 'HEALTH')).toBe('/health/review-submit');
  });
});
