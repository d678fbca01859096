#!/usr/bin/env node
// `npm run bench`: the budgets of DESIGN.md §7, measured (never asserted in tests). Prints a table and
// writes bench-results.json. Run after `npm run build` (the npm script does that).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeJsSizes } from './bench/bundle-size.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const results = {};
const sizes = routeJsSizes(dist, {
  home: 'src/features/home/routes/home-route.tsx',
  quoteList: 'src/features/health-quotes/routes/quote-list-route.tsx',
});
results.homeInitialJsGzipBytes = sizes.home.initialGzipBytes;
results.quoteListJsGzipBytes = sizes.quoteList;

console.log('\nKavach bench');
console.log(`  home page initial JS (gzip): ${kb(sizes.home.initialGzipBytes)}   budget 150 KB`);
console.log(
  `  quote-list page JS (gzip): ${kb(sizes.quoteList.initialGzipBytes)} in all, ${kb(sizes.quoteList.routeChunkGzipBytes)} loaded lazily for the route`,
);
fs.writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);

// The server-side budgets run under tsx, since they drive the TypeScript app directly.
const quoteBench = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench/health-quotes.ts')], {
  cwd: root,
  stdio: 'inherit',
});
if (quoteBench.status !== 0) process.exit(quoteBench.status ?? 1);

// Lighthouse mobile on the home page and the quote list, with Debian's Chromium (issue 17).
const lighthouse = spawnSync(process.execPath, [path.join(root, 'scripts/bench/lighthouse.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(lighthouse.status ?? 1);
