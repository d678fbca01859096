#!/usr/bin/env node
// `npm test`: every check a change must pass, in order, stopping at the first failure, then the time each stage took
// (so a slow stage is seen, not guessed). Arguments go to vitest: `npm test -- apps/api/test/quotes.test.ts`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stages = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npm', ['run', 'format:check', '--silent']],
  ['build', 'npm', ['run', 'build', '--silent']],
  // The single quote's speed held against its floor, on the bundle just built (docs/performance.md).
  ['bench smoke', 'npm', ['run', 'bench:smoke', '--silent']],
  ['vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

const times = [];
let status = 0;
for (const [name, cmd, args] of stages) {
  const started = Date.now();
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  times.push([name, (Date.now() - started) / 1000]);
  status = run.status ?? 1;
  if (status !== 0) {
    console.error(`npm test: ${name} failed`);
    break;
  }
}
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log(`\nnpm test stages (node ${process.version}):`);
for (const [name, s] of times) console.log(`  ${name.padEnd(12)} ${formatSeconds(s)}`);
console.log(`  ${'total'.padEnd(12)} ${formatSeconds(total)}`);
process.exit(status);

function formatSeconds(s) {
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`;
}
