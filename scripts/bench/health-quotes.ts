// The health quote's figures for `npm run bench` (budgets in budgets.mjs, explained in docs/performance.md):
//  1. async quote for a family of four across every insurer: server-side time from the list's creation to
//     COMPLETED (database timestamps), in-process on PGlite;
//  2. the single quote beside the bare route, and the completed-list poll, under autocannon (32 connections, 10 s)
//     against the server as `npm start` runs it, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is
//     set, on PostgreSQL with one and two processes.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { quotationLists } from '../../apps/api/src/db/schema.ts';
import { familyOfFour, quoteRequest } from '../../apps/api/test/health-fixtures.ts';
import { singleQuoteLoad, type SingleQuoteLoad } from './single-quote-load.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function asyncQuoteTimes(runs = 30) {
  const handle = await openDatabase({});
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    db: handle.db,
  });
  await app.ready();
  const times: number[] = [];
  // A quote list belongs to the session that asks for it (issue 13).
  const headers = {
    'x-session-id': (await app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: {} })).json()
      .session_id as string,
  };
  for (let i = 0; i < runs + 3; i += 1) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/health/async-quote',
      headers,
      payload: quoteRequest({ member_covered: familyOfFour }),
    });
    const id = res.json().quotation_list_id as string;
    for (;;) {
      const [row] = await handle.db.select().from(quotationLists).where(eq(quotationLists.id, id));
      if (row?.completedAt) {
        if (i >= 3) times.push(row.completedAt.getTime() - row.createdAt.getTime()); // first runs warm the JIT
        break;
      }
      await new Promise((r) => setTimeout(r, 2));
    }
  }
  await app.close();
  await handle.close();
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0 };
}

const asyncTimes = await asyncQuoteTimes();
console.log(
  `  async health quote, family of four, all insurers → COMPLETED (server-side): median ${asyncTimes.median} ms, p95 ${asyncTimes.p95} ms`,
);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const seconds = 10;
const runs: { name: string; load: SingleQuoteLoad }[] = [
  { name: 'PGlite', load: await singleQuoteLoad({ seconds, poll: true }) },
];
if (pgUrl) {
  runs.push({ name: 'PostgreSQL', load: await singleQuoteLoad({ databaseUrl: pgUrl, seconds, poll: true }) });
  runs.push({
    name: 'PostgreSQL, WORKERS=2',
    load: await singleQuoteLoad({ databaseUrl: pgUrl, workers: 2, seconds, poll: true }),
  });
} else console.log('  PostgreSQL runs skipped (set BENCH_DATABASE_URL)');
const cell = (r: { reqPerSec: number; p99Ms: number }) =>
  `${r.reqPerSec.toLocaleString('en-IN')} req/s, p99 ${r.p99Ms} ms`;
console.log(
  '\n  | server (npm start) | bare route /livez | single quote | single quote / bare | server CPU per request, bare / quote | completed-list poll | errors |',
);
console.log('  |---|---|---|---|---|---|---|');
const micros = (r: { cpuMicros: number | null }) => (r.cpuMicros === null ? '—' : `${Math.round(r.cpuMicros)} µs`);
for (const { name, load } of runs) {
  const errors = load.bare.errors + load.quote.errors + (load.poll?.errors ?? 0);
  console.log(
    `  | ${name} | ${cell(load.bare)} | ${cell(load.quote)} | ${load.shareOfBare}% | ${micros(load.bare)} / ${micros(load.quote)} | ${load.poll ? cell(load.poll) : '—'} | ${errors} |`,
  );
}
fs.writeFileSync(path.join(root, 'bench-results.health.json'), `${JSON.stringify({ asyncTimes, runs }, null, 2)}\n`);
