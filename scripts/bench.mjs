#!/usr/bin/env node
// `npm run bench`: the budgets (scripts/bench/budgets.mjs, explained in docs/performance.md), measured against the
// server as `npm start` runs it, never asserted in tests. Prints each figure, writes the run into
// docs/performance.md with its date and commit, and exits 1 when a budget is missed. Run after `npm run build` (the
// npm script does that).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missed } from './bench/budgets.mjs';
import { routeJsSizes } from './bench/bundle-size.mjs';
import { logBenchRun } from './bench/performance-log.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist');
const kb = (bytes) => bytes / 1024;
const readJson = (name) => JSON.parse(fs.readFileSync(path.join(root, name), 'utf8'));

const sizes = routeJsSizes(dist, {
  home: 'src/features/home/routes/home-route.tsx',
  quoteList: 'src/features/health-quotes/routes/quote-list-route.tsx',
});
console.log('\nKavach bench');
console.log(`  home page initial JS (gzip): ${kb(sizes.home.initialGzipBytes).toFixed(1)} KB`);
console.log(
  `  quote-list page JS (gzip): ${kb(sizes.quoteList.initialGzipBytes).toFixed(1)} KB in all, ${kb(sizes.quoteList.routeChunkGzipBytes).toFixed(1)} KB loaded lazily for the route`,
);
fs.writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(sizes, null, 2)}\n`);

// Each part runs as a process of its own (the server-side part under tsx: it drives the TypeScript app directly).
const part = (args) => {
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`bench: ${args.at(-1)} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status ?? 1);
  }
};
part(['--import', 'tsx', path.join(root, 'scripts/bench/health-quotes.ts')]);
part([path.join(root, 'scripts/bench/lighthouse.mjs')]);

const health = readJson('bench-results.health.json');
const lighthouse = readJson('bench-results.lighthouse.json');
const misses = [
  missed('homeInitialJsGzipKb', Number(kb(sizes.home.initialGzipBytes).toFixed(1))),
  missed('asyncQuoteP95Ms', health.asyncTimes.p95),
  ...health.runs.flatMap(({ name, load }) => [
    missed('singleQuoteShareOfBare', load.shareOfBare, name),
    missed('singleQuoteP99Ms', load.quote.p99Ms, name),
    load.poll && missed('pollReqPerSec', load.poll.reqPerSec, name),
  ]),
  ...Object.entries(lighthouse).flatMap(([page, r]) => [
    missed('lighthousePerformance', r.performance, page),
    missed('lighthouseAccessibility', r.accessibility, page),
    missed('lighthouseBestPractices', r['best-practices'], page),
  ]),
].filter(Boolean);

logBenchRun(root, {
  runs: health.runs,
  asyncP95Ms: health.asyncTimes.p95,
  homeJsKb: kb(sizes.home.initialGzipBytes),
  lighthouse,
  misses,
});
console.log('\n  written to docs/performance.md (bench log)');
if (misses.length) {
  console.error(`\nbench: ${misses.length} budget(s) missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('  every budget met');
