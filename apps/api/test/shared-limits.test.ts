import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { sendOtp, uniqueMobile } from './auth-helpers.ts';
import { quoteAndWait, quoteRequest } from './health-fixtures.ts';
import { startTestApp } from './test-app.ts';

// issue 13: with DATABASE_URL set, every limit is counted in PostgreSQL, so two API processes behind a load
// balancer enforce the same numbers as one. Two apps (each with its own connection pool, as two processes
// would have) share one database; requests alternate between them and must meet the limit at exactly the
// configured count. Needs a PostgreSQL server: skipped without TEST_DATABASE_URL.
const LIMITS = {
  QUOTE_RATE_LIMIT_PER_MINUTE: '4',
  QUOTES_PER_IP_PER_MINUTE: '6',
  SESSIONS_PER_IP_PER_HOUR: '5',
  JOURNEYS_PER_IP_PER_HOUR: '3',
  OTP_VERIFIES_PER_IP_PER_MINUTE: '4',
  OTP_SENDS_PER_IP_PER_HOUR: '3',
};

type Started = Awaited<ReturnType<typeof startTestApp>>;
const sessionFrom = async (app: App, remoteAddress: string) =>
  (await app.inject({ method: 'POST', url: '/v1/utility/track-session', remoteAddress, payload: {} })).json()
    .session_id as string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'limits shared by two API processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    let first: Started | undefined;
    let second: Started | undefined;
    beforeAll(async () => {
      first = await startTestApp('postgres', LIMITS);
      second = await startTestApp('postgres', LIMITS, { databaseUrl: first.databaseUrl as string });
    });
    afterAll(async () => {
      await second?.stop();
      await first?.stop();
    });
    const apps = () => [first?.app, second?.app] as App[];

    // Each case: the limit, and the i-th request (sent to app i % 2) that counts against one key.
    const CASES: [string, number, (app: App, i: number) => Promise<{ statusCode: number }>][] = [
      [
        'quotes per session',
        4,
        (() => {
          let session: Promise<string> | undefined;
          return async (app, i) => {
            session ??= sessionFrom(app, '10.20.0.1');
            // A new address each time, so only the session's own count can stop it.
            return app.inject({
              method: 'POST',
              url: '/v1/health/async-quote',
              remoteAddress: `10.20.1.${i}`,
              headers: { 'x-session-id': await session },
              payload: quoteRequest(),
            });
          };
        })(),
      ],
      [
        'quotes per address',
        6,
        async (app, i) =>
          app.inject({
            method: 'POST',
            url: '/v1/health/async-quote',
            remoteAddress: '10.21.0.1',
            headers: { 'x-session-id': await sessionFrom(app, `10.21.1.${i}`) },
            payload: quoteRequest(),
          }),
      ],
      [
        'new sessions per address',
        5,
        (app) =>
          app.inject({ method: 'POST', url: '/v1/utility/track-session', remoteAddress: '10.22.0.1', payload: {} }),
      ],
      [
        'new journeys per address',
        3,
        (() => {
          let quotes:
            | Promise<{
                headers: Record<string, string>;
                list: { quote_id: string; plan_id: string; insurer_id: string }[];
              }>
            | undefined;
          return async (app, i) => {
            quotes ??= (async () => {
              const headers = { 'x-session-id': await sessionFrom(app, '10.23.1.1') };
              return { headers, list: (await quoteAndWait(app, quoteRequest(), headers)).quotation_list };
            })();
            const { headers, list } = await quotes;
            const q = list[i] as { quote_id: string; plan_id: string; insurer_id: string };
            return app.inject({
              method: 'POST',
              url: '/v1/health/journey/initiate-journey',
              remoteAddress: '10.23.0.1',
              headers,
              payload: { quote_id: q.quote_id, plan_id: q.plan_id, insurer_id: q.insurer_id },
            });
          };
        })(),
      ],
      [
        'code checks per address',
        4,
        (app) =>
          app.inject({
            method: 'POST',
            url: '/v1/utility/auth/verify-login-otp',
            remoteAddress: '10.24.0.1',
            payload: {
              otp_request_id: '7d9f4b52-2c1e-4f7a-9a8b-1c2d3e4f5a6b',
              otp: '123456',
              mobile_number: uniqueMobile(),
            },
          }),
      ],
      ['codes sent per address', 3, (app) => sendOtp(app, uniqueMobile(), {}, '10.25.0.1')],
    ];

    it.each(CASES)(
      '%s: alternating between the two apps, refused at exactly request %i + 1',
      async (_name, max, send) => {
        const statuses: number[] = [];
        for (let i = 0; i <= max; i += 1) statuses.push((await send(apps()[i % 2] as App, i)).statusCode);
        expect(statuses.slice(0, max).filter((s) => s === 429)).toEqual([]);
        expect(statuses[max]).toBe(429);
      },
    );
  },
);
