#!/usr/bin/env node
// `npm test`: every check a change must pass, stopping at the first failed step, then the time each stage took (so a
// slow stage is seen, not guessed). Arguments go to vitest: `npm test -- apps/api/test/quotes.test.ts`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Each step's stages run side by side: the checks and the build read the sources and nothing of each other (lint
// reads the sources of the projects it imports, not tsc's declarations), and each is mostly one thread, so on two
// cores together they take the longest one's time, not the sum (issue 43).
const steps = [
  [
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
    ['lint', 'npm', ['run', 'lint', '--silent']],
    ['format', 'npm', ['run', 'format:check', '--silent']],
    ['build', 'npm', ['run', 'build', '--silent']],
  ],
  // The single quote's speed held against its floor, on the bundle just built (docs/performance.md): alone, so that
  // nothing of ours shares the machine with it.
  [['bench smoke', 'npm', ['run', 'bench:smoke', '--silent']]],
  [['vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)]]],
];

const run = (name, cmd, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    const done = (status) => resolve({ name, seconds: (Date.now() - started) / 1000, status });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });

const times = [];
const started = Date.now();
let failed = [];
for (const step of steps) {
  const results = await Promise.all(step.map((stage) => run(...stage)));
  times.push(...results.map((r) => [r.name, r.seconds]));
  failed = results.filter((r) => r.status !== 0).map((r) => r.name);
  if (failed.length > 0) {
    console.error(`npm test: ${failed.join(', ')} failed`);
    break;
  }
}
console.log(`\nnpm test stages (node ${process.version}; those of one step ran side by side):`);
for (const [name, s] of times) console.log(`  ${name.padEnd(12)} ${formatSeconds(s)}`);
console.log(`  ${'total'.padEnd(12)} ${formatSeconds((Date.now() - started) / 1000)}`);
process.exit(failed.length > 0 ? 1 : 0);

function formatSeconds(s) {
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`;
}
