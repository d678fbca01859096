// `npm run bench:pg-restart` (issue 10 faults): PostgreSQL stopped and started again under load. While it is
// down, requests must fail with 503 (never a 500 or a hang), the server must not crash, and once PostgreSQL is
// back it must recover by itself. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and pg_ctlcluster (root).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { quoteRequest } from '../../apps/api/test/health-fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dbUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const cluster = (process.env.PG_CLUSTER ?? '15 main').split(' ');
if (!dbUrl) {
  console.log('postgres restart: skipped (set BENCH_DATABASE_URL)');
  process.exit(0);
}

const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-pgr-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    DATABASE_URL: dbUrl,
    QUOTE_RATE_LIMIT_PER_MINUTE: '0',
    QUOTES_PER_IP_PER_MINUTE: '0',
  },
  stdio: ['ignore', 'ignore', 'ignore'],
});
let crashed = false;
server.on('exit', () => (crashed = true));
const base = `http://127.0.0.1:${port}`;
for (
  let i = 0;
  i < 300 &&
  !(await fetch(`${base}/healthz`)
    .then((r) => r.ok)
    .catch(() => false));
  i += 1
)
  await new Promise((r) => setTimeout(r, 100));

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
server.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });

console.log('\nPostgreSQL stopped and restarted under load (status: count)');
for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(18)} ${n}`);
const bad = [...statuses].filter(([key]) => !/ (200|503)$/.test(key));
const recovered = (statuses.get('after 200') ?? 0) > 0 && (statuses.get('after 503') ?? 0) === 0;
console.log(
  `  server crashed: ${crashed ? 'yes' : 'no'}; answers other than 200/503: ${bad.length}; recovered by itself: ${recovered ? 'yes' : 'no'}`,
);
if (crashed || bad.length > 0 || !recovered) process.exitCode = 1;
