import { expect, it } from 'vitest';
import { quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { describeWithApp, type TestContext } from '../../../test/test-app.ts';

const sessionFrom = async (ctx: () => TestContext, remoteAddress: string) =>
  (await ctx().app.inject({ method: 'POST', url: '/v1/utility/track-session', remoteAddress, payload: {} })).json()
    .session_id as string;

describeWithApp(
  'quote limits: per session and per address, together',
  (ctx) => {
    const quote = (session: string | undefined, remoteAddress: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/v1/health/async-quote',
        remoteAddress,
        headers: session ? { 'x-session-id': session } : {},
        payload: quoteRequest(),
      });

    it('allows a session its quotes a minute, then answers 429 with Retry-After; another session is unaffected', async () => {
      const a = await sessionFrom(ctx, '10.1.0.1');
      for (let i = 0; i < 3; i += 1) expect((await quote(a, '10.1.0.1')).statusCode).toBe(200);
      const limited = await quote(a, '10.1.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await quote(await sessionFrom(ctx, '10.1.0.1'), '10.1.0.1')).statusCode).toBe(200);
    });

    it('counts every session of one address in the address’s own limit: fresh sessions do not buy more quotes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const session = await sessionFrom(ctx, '10.2.0.1');
        statuses.push((await quote(session, '10.2.0.1')).statusCode, (await quote(session, '10.2.0.1')).statusCode);
      }
      // 5 a minute per address: the sixth quote is refused although each session asked only twice.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect((await quote(await sessionFrom(ctx, '10.2.0.2'), '10.2.0.2')).statusCode).toBe(200);
    });

    it('refuses a made-up X-Session-ID with 401 in the error shape instead of starting it a fresh bucket', async () => {
      for (let i = 0; i < 10; i += 1) {
        const res = await quote(`made-up-${i}`.padEnd(43, 'x'), '10.3.0.1');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: { code: 'SESSION_REQUIRED', message: 'A valid session is required (X-Session-ID)' },
        });
      }
      expect((await quote(undefined, '10.3.0.1')).statusCode).toBe(401);
      // The refusals counted against nothing: a real session from that address still gets its quotes.
      const real = await sessionFrom(ctx, '10.3.0.1');
      for (let i = 0; i < 3; i += 1) expect((await quote(real, '10.3.0.1')).statusCode).toBe(200);
    });
  },
  { QUOTE_RATE_LIMIT_PER_MINUTE: '3', QUOTES_PER_IP_PER_MINUTE: '5' },
);

describeWithApp(
  'session and journey creation limits per address',
  (ctx) => {
    it('allows an address 3 new sessions an hour, then 429 with Retry-After in the error shape; another address is unaffected', async () => {
      const track = (remoteAddress: string) =>
        ctx().app.inject({ method: 'POST', url: '/v1/utility/track-session', remoteAddress, payload: {} });
      for (let i = 0; i < 3; i += 1) expect((await track('10.4.0.1')).statusCode).toBe(200);
      const limited = await track('10.4.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect((await track('10.4.0.2')).statusCode).toBe(200);
    });

    it('counts an IPv6 client by its /64, since one subscriber holds the whole /64', async () => {
      const track = (remoteAddress: string) =>
        ctx().app.inject({ method: 'POST', url: '/v1/utility/track-session', remoteAddress, payload: {} });
      for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff:1:2:3'])
        expect((await track(address)).statusCode).toBe(200);
      expect((await track('2001:0db8:0007:0001:0000:0000:0000:0009')).statusCode).toBe(429);
      expect((await track('2001:db8:7:2::1')).statusCode).toBe(200);
    });

    it('allows an address 2 new journeys an hour, then 429', async () => {
      const headers = { 'x-session-id': await sessionFrom(ctx, '10.5.0.9') };
      const [a, b, c] = (await quoteAndWait(ctx().app, quoteRequest(), headers)).quotation_list;
      const start = (q: { quote_id: string; plan_id: string; insurer_id: string }) =>
        ctx().app.inject({
          method: 'POST',
          url: '/v1/health/journey/initiate-journey',
          remoteAddress: '10.5.0.1',
          headers,
          payload: { quote_id: q.quote_id, plan_id: q.plan_id, insurer_id: q.insurer_id },
        });
      expect((await start(a)).statusCode).toBe(200);
      expect((await start(b)).statusCode).toBe(200);
      const limited = await start(c);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { SESSIONS_PER_IP_PER_HOUR: '3', JOURNEYS_PER_IP_PER_HOUR: '2' },
);
