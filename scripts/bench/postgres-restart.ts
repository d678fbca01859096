// `npm run bench:pg-restart` (issue 10 faults): PostgreSQL stopped and started again under load. While it is
// down, requests must fail with 503 (never a 500 or a hang), the server must not crash, and once PostgreSQL is
// back it must recover by itself. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and pg_ctlcluster (root).
import { execFileSync } from 'node:child_process';
import { quoteRequest } from '../../apps/api/test/health-fixtures.ts';
import { startServer } from './start-server.mjs';

const dbUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const cluster = (process.env.PG_CLUSTER ?? '15 main').split(' ');
if (!dbUrl) {
  console.log('postgres restart: skipped (set BENCH_DATABASE_URL)');
  process.exit(0);
}

const server = await startServer(
  { LOG_LEVEL: 'fatal', DATABASE_URL: dbUrl, QUOTE_RATE_LIMIT_PER_MINUTE: '0', QUOTES_PER_IP_PER_MINUTE: '0' },
  { stderr: 'ignore' },
);
let crashed = false;
server.child.on('exit', () => (crashed = true));
const base = server.base;

const statuses = new Map<string, number>();
const record = (phase: string, status: number) =>
  statuses.set(`${phase} ${status}`, (statuses.get(`${phase} ${status}`) ?? 0) + 1);
let phase = 'before';
const body = JSON.stringify(quoteRequest({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'care-supreme' }));
const session = (
  (await (
    await fetch(`${base}/v1/utility/track-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { session_id: string }
).session_id;
let running = true;
const load = Promise.all(
  Array.from({ length: 6 }, async () => {
    while (running) {
      const res = await fetch(`${base}/v1/health/single-quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': session },
        body,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      record(phase, res?.status ?? 0);
      await res?.arrayBuffer().catch(() => null);
    }
  }),
);
await new Promise((r) => setTimeout(r, 2000));
phase = 'down';
execFileSync('pg_ctlcluster', [...cluster, 'stop', '-m', 'fast']);
await new Promise((r) => setTimeout(r, 3000));
execFileSync('pg_ctlcluster', [...cluster, 'start']);
phase = 'recovering';
await new Promise((r) => setTimeout(r, 3000));
phase = 'after';
await new Promise((r) => setTimeout(r, 2000));
running = false;
await load;
// Whether it died by itself, before it is stopped here.
const diedUnderLoad = crashed;
await server.stop();

console.log('\nPostgreSQL stopped and restarted under load (status: count)');
for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(18)} ${n}`);
const bad = [...statuses].filter(([key]) => !/ (200|503)$/.test(key));
const recovered = (statuses.get('after 200') ?? 0) > 0 && (statuses.get('after 503') ?? 0) === 0;
console.log(
  `  server crashed: ${diedUnderLoad ? 'yes' : 'no'}; answers other than 200/503: ${bad.length}; recovered by itself: ${recovered ? 'yes' : 'no'}`,
);
if (diedUnderLoad || bad.length > 0 || !recovered) process.exitCode = 1;
