import { PassThrough } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { pngBytes } from './files.ts';
import { lifeAssured, signedInTermJourney } from './term-fixtures.ts';
import {
  buildFixture,
  NO_TEXT_INPUT,
  PERSONAL_DATA,
  stringLeaves,
  TEXT_INPUT_CALLS,
  type Call,
  type Fixture,
} from './text-input-calls.ts';
import { describeWithApp, newSession } from './test-app.ts';
import { journeyOf } from '../src/modules/journeys/journey.ts';

// issue 10: hostile input on every route — malformed JSON, wrong types, missing and extra fields, huge
// strings and arrays, unicode and control characters, negative and enormous numbers, path traversal in ids.
// Each gets a 4xx in the shared error shape, never a 500, and the database is unchanged afterwards.
const PARAM_VALUES = [
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '-1',
  '1e308',
  '%E2%80%AE%E2%80%8B',
  'x'.repeat(180),
  "1'%20OR%20'1'%3D'1",
  '00000000-0000-0000-0000-000000000000',
];
const BODIES: (string | object)[] = [
  '{"journey_id": ',
  '[]',
  '"just a string"',
  'null',
  '{}',
  { journey_id: 12345, unexpected: true },
  { journey_id: 'x'.repeat(20000), otp: ['1'], addons: Array.from({ length: 5000 }, () => ({})) },
  {
    journey_id: '\u0000\u202e\ud83d\ude00',
    otp_destination: '９８７６５４３２１０',
    pincode: -411001,
    sum_assured: 1e308,
  },
  {
    request_type: 'BASE_ASYNC_QUOTATION',
    pincode: 411001,
    member_covered: [{ dob: '2999-99-99', gender: 'X' }],
    sum_insured_max: -5,
  },
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
];

describeWithApp('hostile input', (ctx) => {
  // What a buyer's calls can write to: none of it may change.
  const { users, sessions, otpRequests, quotationLists, journeys, uploads, paymentAttempts, policies } = schema;
  const tables = [users, sessions, otpRequests, quotationLists, journeys, uploads, paymentAttempts, policies];
  const counts = async () =>
    Promise.all(tables.map(async (t) => (await ctx().handle.db.select({ n: count() }).from(t))[0]?.n));

  it('answers every route with a 4xx in the error shape, never a 500, and changes nothing', async () => {
    const { app } = ctx();
    const session = await newSession(app);
    const before = await counts();
    const failures: string[] = [];
    const check = (label: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
      if (res.statusCode >= 500 || res.statusCode < 400) failures.push(`${label} → ${res.statusCode}`);
      else if (String(res.headers['content-type']).includes('application/json')) {
        const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
        if (typeof body.error?.code !== 'string' || typeof body.error?.message !== 'string')
          failures.push(`${label} → no error shape: ${res.body.slice(0, 80)}`);
      }
    };
    for (const { method, url } of app.routeTable) {
      if (
        url.startsWith('/v1/docs') ||
        url === '/*' ||
        url === '/healthz' ||
        url === '/livez' ||
        url === '/v1/config' ||
        url === '/v1/broker' ||
        url.includes('plan-information') ||
        url === '/v1/health/hospitals' ||
        url === '/v1/motor/rtos' ||
        url === '/v1/users/me/dashboard' ||
        url === '/v1/utility/auth/logout'
      )
        continue;
      const urls =
        url.includes(':') || url.includes('*') ? PARAM_VALUES.map((v) => url.replace(/:[A-Za-z_]+|\*/g, v)) : [url];
      for (const target of urls) {
        for (const headers of [{ 'x-session-id': session }, {}]) {
          if (method === 'GET') {
            check(
              `GET ${target}`,
              await app.inject({
                method: 'GET',
                url: `${target}${target.includes('outbox') ? '?to=%00' : ''}`,
                headers,
              }),
            );
            continue;
          }
          for (const body of BODIES) {
            // An empty body is a valid track-session call (it makes a session): not hostile there.
            if (target === '/v1/utility/track-session' && body === '{}') continue;
            const payload = typeof body === 'string' ? body : JSON.stringify(body);
            const res = await app.inject({
              method: method as 'POST',
              url: target,
              payload,
              headers: {
                ...headers,
                'content-type': target.startsWith('/v1/storage') ? 'image/png' : 'application/json',
              },
            });
            check(`${method} ${target} ${payload.slice(0, 40)}`, res);
          }
        }
      }
    }
    // A body far over the limit is refused before it is read.
    check(
      'oversized',
      await app.inject({
        method: 'POST',
        url: '/v1/health/async-quote',
        payload: JSON.stringify({ x: 'y'.repeat(400_000) }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(failures).toEqual([]);
    const after = await counts();
    // The only row a hostile caller may create is nothing at all; newSession above ran before the count.
    expect(after).toEqual(before);
    // Every route, each with several bodies: over 20 s on a busy 2-core machine, so more room than the default.
  }, 90_000);
});

// issue 13: a NUL byte or a lone surrogate anywhere a client can put text (a JSON string, a form field, a
// query parameter, a path segment) is refused with 400 in the error shape before it reaches the database
// (which cannot store either), and no log line carries the personal data of a refused call.
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
const POISONS = { NUL: '\u0000', 'lone surrogate': '\ud800' };
const NO_LIMITS = {
  QUOTE_RATE_LIMIT_PER_MINUTE: '0',
  QUOTES_PER_IP_PER_MINUTE: '0',
  SESSIONS_PER_IP_PER_HOUR: '0',
  JOURNEYS_PER_IP_PER_HOUR: '0',
  OTP_VERIFIES_PER_IP_PER_MINUTE: '100000',
};

describeWithApp(
  'NUL bytes and lone surrogates',
  (ctx) => {
    let f: Fixture;
    beforeAll(async () => {
      f = await buildFixture(ctx().app);
    });
    const send = (call: Call, payload: unknown) => {
      const query = call.query ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
      const body = call.query
        ? undefined
        : call.form
          ? new URLSearchParams(payload as Record<string, string>).toString()
          : JSON.stringify(payload);
      const type = call.form ? 'application/x-www-form-urlencoded' : 'application/json';
      return ctx().app.inject({
        method: call.method,
        url: `${call.url}${query}`,
        headers: {
          ...f.headers,
          ...(call.url.startsWith('/v1/ops/') ? f.staff : {}),
          ...(body === undefined ? {} : { 'content-type': type }),
        },
        ...(body === undefined ? {} : { payload: body }),
      });
    };
    const refusal = (res: { statusCode: number; body: string }) => {
      const body = (() => {
        try {
          return JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
        } catch {
          return {};
        }
      })();
      return res.statusCode === 400 && typeof body.error?.code === 'string' && typeof body.error?.message === 'string'
        ? 'refused'
        : `${res.statusCode} ${res.body.slice(0, 100)}`;
    };

    it('knows which routes take text, so a new route cannot be left out', () => {
      const unclassified = ctx()
        .app.routeTable.map((r) => `${r.method} ${r.url}`)
        .filter((r) => !(r in TEXT_INPUT_CALLS) && !NO_TEXT_INPUT.has(r));
      expect(unclassified).toEqual([]);
    });

    it('refuses a NUL byte or a lone surrogate in any string of any body, form or query with 400', async () => {
      const failures: string[] = [];
      for (const [route, build] of Object.entries(TEXT_INPUT_CALLS)) {
        const call = build(f);
        const source = call.query ?? call.payload ?? {};
        const leaves = stringLeaves(source);
        expect([route, leaves.length > 0]).toEqual([route, true]);
        for (const leaf of leaves) {
          for (const [name, poison] of Object.entries(POISONS)) {
            // A form or a query string is UTF-8 on the wire: a lone surrogate cannot be sent in one.
            if ((call.query || call.form) && name === 'lone surrogate') continue;
            const verdict = refusal(await send(call, leaf.replace(`${leaf.value}${poison}`)));
            if (verdict !== 'refused') failures.push(`${route} ${leaf.path} + ${name} → ${verdict}`);
          }
        }
        // The same call unpoisoned passes validation, so each refusal above was about the poison alone.
        const clean = await send(call, source);
        const code = String(clean.headers['content-type']).includes('json') ? clean.json().error?.code : undefined;
        if (clean.statusCode >= 500 || code === 'VALIDATION_FAILED')
          failures.push(`${route} clean call → ${clean.statusCode} ${clean.body.slice(0, 100)}`);
      }
      expect(failures).toEqual([]);
    });

    // The body check skips a JSON text with no \u escape (plugins/app/refuse-unstorable-text.ts): a raw NUL byte
    // is not JSON at all, and a surrogate's UTF-8 bytes decode to U+FFFD, so neither reaches a query that way.
    it('refuses a raw NUL byte in a JSON body, and stores no surrogate sent as raw bytes', async () => {
      const post = (bytes: Buffer) =>
        ctx().app.inject({
          method: 'POST',
          url: '/v1/utility/track-session',
          payload: bytes,
          headers: { 'content-type': 'application/json' },
        });
      const nul = await post(Buffer.concat([Buffer.from('{"x":"a'), Buffer.from([0]), Buffer.from('"}')]));
      expect([nul.statusCode, nul.json().error?.code]).toEqual([400, 'BAD_REQUEST']);
      const cesu = await post(
        Buffer.concat([Buffer.from('{"x":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      );
      expect(cesu.statusCode).toBeLessThan(500);
    });

    // attack22: JSON.parse keeps the last of two equal keys, so a body saying both "smoker" and "non-smoker" was
    // stored as whichever came last, while a proxy or log reading the first saw another proposal.
    it('refuses a body that gives a field twice, at any depth, storing nothing', async () => {
      const j = await signedInTermJourney(ctx().app);
      const save = (payload: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/v1/termlife/journey/save-life-assured',
          headers: { ...j.headers, 'content-type': 'application/json' },
          payload,
        });
      const person = (changes: Record<string, unknown>) => JSON.stringify(lifeAssured(changes)).slice(1, -1);
      const twice = await save(
        `{"journey_id":"${j.journeyId}","life_assured":{${person({ is_smoker: 'YES' })}},"life_assured":{${person({})}}}`,
      );
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.fields).toEqual({ life_assured: 'Given twice: give it once' });
      const inside = await save(
        `{"journey_id":"${j.journeyId}","life_assured":{${person({ is_smoker: 'YES' })},"is_smoker":"NO"}}`,
      );
      expect(inside.json().error.fields).toEqual({ 'life_assured.is_smoker': 'Given twice: give it once' });
      const [row] = await ctx().handle.db.select().from(schema.journeys).where(eq(schema.journeys.id, j.journeyId));
      expect(journeyOf(row!).proposal.proposer).toBeNull();
      // The same name in two objects is no repeat.
      expect((await save(JSON.stringify({ journey_id: j.journeyId, life_assured: lifeAssured() }))).statusCode).toBe(
        200,
      );
    });

    it('refuses %00 or a broken UTF-8 sequence in any path segment, and %00 in any query string, with 400', async () => {
      const failures: string[] = [];
      for (const { method, url } of ctx().app.routeTable) {
        const targets =
          url.includes(':') || url.includes('*')
            ? ['x%00', '%00', 'x%ED%A0%80'].map((v) => url.replace(/:[A-Za-z_]+|\*/g, v))
            : [];
        targets.push(`${url.replace(/:[A-Za-z_]+|\*/g, 'x')}?q=%00`);
        for (const target of targets) {
          const body = url.startsWith('/v1/storage')
            ? { payload: pngBytes(), headers: { ...f.headers, 'content-type': 'image/png' } }
            : method === 'GET'
              ? { headers: f.headers }
              : { payload: '{}', headers: { ...f.headers, 'content-type': 'application/json' } };
          const verdict = refusal(await ctx().app.inject({ method: method as 'GET', url: target, ...body }));
          if (verdict !== 'refused') failures.push(`${method} ${target} → ${verdict}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('wrote no personal data of those calls into the log', () => {
      expect(logLines.length).toBeGreaterThan(0);
      const log = logLines.join('\n');
      expect(PERSONAL_DATA.filter((text) => log.includes(text))).toEqual([]);
      expect(log).not.toContain(f.mobile);
    });
  },
  { LOG_LEVEL: 'info', ...NO_LIMITS },
  { logStream },
);
