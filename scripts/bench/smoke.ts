// `npm run bench:smoke`, run by `npm test`: the single quote's share of the bare route, against the server as
// `npm start` runs it, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. One ratio within one
// run, the median of short bursts of each in turn, so that whatever else runs on the machine slows both sides alike.
// The floor (budgets.mjs) is well under the budget, and a change that halves the quote's speed falls below it. Exits 1
// on a miss or any error answer. The servers start side by side: their start-up is most of the smoke's time.
import { SMOKE_MIN_SHARE_OF_BARE } from './budgets.mjs';
import { openQuoteServer, quoteShareOfBare } from './single-quote-load.ts';

const pairs = Number(process.env.SMOKE_PAIRS ?? 11);
const burstSeconds = Number(process.env.SMOKE_BURST_SECONDS ?? 0.3);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const rows = [{ name: 'PGlite', databaseUrl: undefined as string | undefined }];
if (pgUrl) rows.push({ name: 'PostgreSQL', databaseUrl: pgUrl });

const started = Date.now();
const servers = await Promise.allSettled(rows.map((row) => openQuoteServer(row)));
let failed = false;
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
  console.error('bench smoke: the single quote fell below its floor (docs/performance.md); see `npm run bench`');
  process.exit(1);
}
