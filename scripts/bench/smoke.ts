// `npm run bench:smoke`, run by `npm test`: the home page's initial JS against a tight ceiling (the build is
// deterministic), then the single quote's share of the bare route against the server as `npm start` runs it, on
// PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. One ratio within one
// run, the median of short bursts of each in turn, so that whatever else runs on the machine slows both sides alike.
// The floor (budgets.mjs) is well under the budget, and a change that halves the quote's speed falls below it. Exits 1
// on a miss or any error answer. The servers start side by side: their start-up is most of the smoke's time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMOKE_MAX_HOME_JS_KB, SMOKE_MIN_SHARE_OF_BARE } from './budgets.mjs';
import { routeJsSizes } from './bundle-size.mjs';
import { openQuoteServer, quoteShareOfBare } from './single-quote-load.ts';

const pairs = Number(process.env.SMOKE_PAIRS ?? 11);
const burstSeconds = Number(process.env.SMOKE_BURST_SECONDS ?? 0.3);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const rows = [{ name: 'PGlite', databaseUrl: undefined as string | undefined }];
if (pgUrl) rows.push({ name: 'PostgreSQL', databaseUrl: pgUrl });

const started = Date.now();
let failed = false;

// The home page's first script, from the build `npm test` made before this: deterministic, so held tight.
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const homeKb = routeJsSizes(dist, { home: 'src/features/home/routes/home-route.tsx' }).home.initialGzipBytes / 1024;
const homeOk = homeKb <= SMOKE_MAX_HOME_JS_KB;
failed ||= !homeOk;
console.log(
  `bench smoke: home page initial JS ${homeKb.toFixed(1)} KB gzip, ceiling ${SMOKE_MAX_HOME_JS_KB} KB: ${homeOk ? 'ok' : 'MISSED'}`,
);

const servers = await Promise.allSettled(rows.map((row) => openQuoteServer(row)));
try {
  for (const [i, row] of rows.entries()) {
    const server = servers[i];
    if (server?.status !== 'fulfilled') throw server?.reason ?? new Error(`${row.name}: no server`);
    const { shareOfBare, errors } = await quoteShareOfBare(server.value, { pairs, burstSeconds });
    const ok = shareOfBare >= SMOKE_MIN_SHARE_OF_BARE && errors === 0;
    failed ||= !ok;
    console.log(
      `bench smoke, ${row.name}: single quote ${shareOfBare}% of the bare route (median of ${pairs} pairs), ` +
        `floor ${SMOKE_MIN_SHARE_OF_BARE}%, ${errors} errors: ${ok ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  await Promise.all(servers.map((s) => (s.status === 'fulfilled' ? s.value.server.stop() : undefined)));
}
console.log(`bench smoke: ${Math.round((Date.now() - started) / 1000)} s`);
if (failed) {
  console.error('bench smoke: a figure missed its CI limit (docs/performance.md); see `npm run bench`');
  process.exit(1);
}
