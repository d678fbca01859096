// `npm run bench:smoke`, run by .ci/run: the single quote beside the bare route for a few seconds each, against the
// server as `npm start` runs it, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. It judges
// one ratio within one run, taken in short bursts of each in turn (the median of 15 pairs), so that whatever else runs
// on the machine slows both sides alike. The floor (budgets.mjs) is half the budget, and a change that halves the
// quote's speed falls below it. Exits 1 on a miss or any error answer.
import { SMOKE_MIN_SHARE_OF_BARE } from './budgets.mjs';
import { singleQuoteLoad } from './single-quote-load.ts';

const seconds = Number(process.env.SMOKE_SECONDS ?? 1);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const rows = [{ name: 'PGlite', databaseUrl: undefined as string | undefined }];
if (pgUrl) rows.push({ name: 'PostgreSQL', databaseUrl: pgUrl });

let failed = false;
for (const { name, databaseUrl } of rows) {
  const load = await singleQuoteLoad({ databaseUrl, seconds, interleave: { pairs: 15, burstSeconds: 0.4 } });
  const errors = load.bare.errors + load.quote.errors;
  const share = load.shareOfBare;
  const ok = share >= SMOKE_MIN_SHARE_OF_BARE && errors === 0;
  failed ||= !ok;
  const cpu = (r: { cpuMicros: number | null }) => (r.cpuMicros === null ? '' : `, ${Math.round(r.cpuMicros)} µs CPU`);
  console.log(
    `bench smoke, ${name}: single quote ${share}% of the bare route (quote ${load.quote.reqPerSec} req/s${cpu(load.quote)}; ` +
      `bare ${load.bare.reqPerSec} req/s${cpu(load.bare)}), floor ${SMOKE_MIN_SHARE_OF_BARE}%, ${errors} errors: ` +
      (ok ? 'ok' : 'MISSED'),
  );
}
if (failed) {
  console.error('bench smoke: the single quote fell below its floor (docs/performance.md); see `npm run bench`');
  process.exit(1);
}
