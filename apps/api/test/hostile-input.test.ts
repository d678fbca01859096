import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys, otpRequests, paymentAttempts, policies, quotationLists, sessions, uploads, users } from '../src/db/schema.ts';
import { describeWithApp, newSession } from './test-app.ts';

// issue 10: hostile input on every route — malformed JSON, wrong types, missing and extra fields, huge
// strings and arrays, unicode and control characters, negative and enormous numbers, path traversal in ids.
// Each gets a 4xx in the shared error shape, never a 500, and the database is unchanged afterwards.
const PARAM_VALUES = ['..%2F..%2Fetc%2Fpasswd', '%00', '-1', '1e308', '%E2%80%AE%E2%80%8B', 'x'.repeat(180), "1'%20OR%20'1'%3D'1", '00000000-0000-0000-0000-000000000000'];
const BODIES: (string | object)[] = [
  '{"journey_id": ',
  '[]',
  '"just a string"',
  'null',
  '{}',
  { journey_id: 12345, unexpected: true },
  { journey_id: 'x'.repeat(20000), otp: ['1'], addons: Array.from({ length: 5000 }, () => ({})) },
  { journey_id: '\u0000\u202e\ud83d\ude00', otp_destination: '９８７６５４３２１０', pincode: -411001, sum_assured: 1e308 },
  { request_type: 'BASE_ASYNC_QUOTATION', pincode: 411001, member_covered: [{ dob: '2999-99-99', gender: 'X' }], sum_insured_max: -5 },
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
];

describeWithApp('hostile input', (ctx) => {
  const tables = [users, sessions, otpRequests, quotationLists, journeys, uploads, paymentAttempts, policies];
  const counts = async () => Promise.all(tables.map(async (t) => (await ctx().handle.db.select({ n: count() }).from(t))[0]?.n));

  it('answers every route with a 4xx in the error shape, never a 500, and changes nothing', async () => {
    const { app } = ctx();
    const session = await newSession(app);
    const before = await counts();
    const failures: string[] = [];
    const check = (label: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
      if (res.statusCode >= 500 || res.statusCode < 400) failures.push(`${label} → ${res.statusCode}`);
      else if (String(res.headers['content-type']).includes('application/json')) {
        const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
        if (typeof body.error?.code !== 'string' || typeof body.error?.message !== 'string') failures.push(`${label} → no error shape: ${res.body.slice(0, 80)}`);
      }
    };
    for (const { method, url } of app.routeTable) {
      if (url.startsWith('/v1/docs') || url === '/*' || url === '/healthz' || url === '/v1/config' || url.includes('plan-information') || url === '/v1/health/hospitals' || url === '/v1/users/me/dashboard' || url === '/v1/utility/auth/logout') continue;
      const urls = url.includes(':') || url.includes('*') ? PARAM_VALUES.map((v) => url.replace(/:[A-Za-z_]+|\*/g, v)) : [url];
      for (const target of urls) {
        for (const headers of [{ 'x-session-id': session }, {}]) {
          if (method === 'GET') {
            check(`GET ${target}`, await app.inject({ method: 'GET', url: `${target}${target.includes('outbox') ? '?to=%00' : ''}`, headers }));
            continue;
          }
          for (const body of BODIES) {
            // An empty body is a valid track-session call (it makes a session): not hostile there.
            if (target === '/v1/utility/track-session' && body === '{}') continue;
            const payload = typeof body === 'string' ? body : JSON.stringify(body);
            const res = await app.inject({ method: method as 'POST', url: target, payload, headers: { ...headers, 'content-type': target.startsWith('/v1/storage') ? 'image/png' : 'application/json' } });
            check(`${method} ${target} ${payload.slice(0, 40)}`, res);
          }
        }
      }
    }
    // A body far over the limit is refused before it is read.
    check('oversized', await app.inject({ method: 'POST', url: '/v1/health/async-quote', payload: JSON.stringify({ x: 'y'.repeat(400_000) }), headers: { 'content-type': 'application/json' } }));
    expect(failures).toEqual([]);
    const after = await counts();
    // The only row a hostile caller may create is nothing at all; newSession above ran before the count.
    expect(after).toEqual(before);
  });
});
