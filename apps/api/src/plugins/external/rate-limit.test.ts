import { expect, it } from 'vitest';
import { quoteRequest } from '../../../test/health-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

describeWithApp(
  'quote creation limit',
  (ctx) => {
    it('allows a session its quotes a minute, then answers 429 with Retry-After; another session is unaffected', async () => {
      const { app } = ctx();
      const a = { 'x-session-id': await newSession(app) };
      const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/v1/health/async-quote', headers, payload: quoteRequest() });
      for (let i = 0; i < 3; i += 1) expect((await post(a)).statusCode).toBe(200);
      const limited = await post(a);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post({ 'x-session-id': await newSession(app) })).statusCode).toBe(200);
    });
  },
  { QUOTE_RATE_LIMIT_PER_MINUTE: '3' },
);
