#!/usr/bin/env node
// `npm test`: every check a change must pass, in order, stopping at the first step that fails, then the time each
// stage took (so a slow stage is seen, not guessed). Arguments go to vitest: `npm test -- apps/api/test/quotes.test.ts`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Each step's stages run side by side, each saying how its output is shown: passed through ('inherit', a stage alone),
// printed whole when it ends ('whole', short checks), or line by line marked with its name ('lines', long runs).
// The build comes first (8 s) so that the bench smoke, mostly two servers starting, runs beside the static checks;
// typecheck and lint are each one single-threaded process, so on two cores the four take about as long as lint alone.
const steps = [
  [stage('build', 'inherit', 'npm', ['run', 'build', '--silent'])],
  [
    stage('typecheck', 'whole', 'npm', ['run', 'typecheck', '--silent']),
    stage('lint', 'whole', 'npm', ['run', 'lint', '--silent']),
    stage('format', 'whole', 'npm', ['run', 'format:check', '--silent']),
    // The single quote's speed held against its floor, on the bundle just built (docs/performance.md). Its ratio is
    // taken within one run, so the checks beside it slow both its sides alike.
    stage('bench smoke', 'whole', 'npm', ['run', 'bench:smoke', '--silent']),
  ],
  // Named files or projects: one vitest. Otherwise two side by side: every project but the browser's, and the browser
  // files against one server. Neither keeps both cores busy on its own (docs/operations.md#ci).
  process.argv.length > 2
    ? [stage('vitest', 'inherit', 'npx', ['vitest', 'run', ...process.argv.slice(2)])]
    : [
        stage('unit + API', 'lines', 'npx', ['vitest', 'run', '--project', '!e2e']),
        // One browser file at a time beside the API files: two, with them, overran a page's 10 s on a clean clone.
        stage('browser', 'lines', 'npx', ['vitest', 'run', '--project', 'e2e', '--maxWorkers', '1']),
      ],
];

const startedAll = Date.now();
const times = [];
const failed = [];
const testCounts = [0, 0, 0];
for (const step of steps) {
  const started = Date.now();
  const results = await Promise.all(step.map(runStage));
  for (const { name, seconds, status } of results) {
    times.push([name, seconds]);
    if (status !== 0) failed.push(name);
  }
  if (step.length > 1) times.push(['  together', (Date.now() - started) / 1000]);
  if (failed.length > 0) break;
}
// Two vitest runs each print summary-reporter.ts's line, marked; the one plain line CI reads is their sum.
if (testCounts.some((n) => n > 0))
  console.log(`\ntests: ${testCounts[0]} passed, ${testCounts[1]} failed, ${testCounts[2]} skipped`);
for (const name of failed) console.error(`npm test: ${name} failed`);
console.log(`\nnpm test stages (node ${process.version}):`);
for (const [name, s] of times) console.log(`  ${name.padEnd(12)} ${formatSeconds(s)}`);
console.log(`  ${'total'.padEnd(12)} ${formatSeconds((Date.now() - startedAll) / 1000)}`);
process.exit(failed.length > 0 ? 1 : 0);

function stage(name, output, cmd, args) {
  return { name, output, cmd, args };
}

/** Runs one stage, showing its output as the stage says; resolves with its time and exit status. */
function runStage({ name, output, cmd, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    for (const stream of [child.stdout, child.stderr]) {
      if (output === 'lines')
        createInterface({ input: stream }).on('line', (line) => {
          console.log(`[${name}] ${line}`);
          const counts = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/.exec(line);
          if (counts) counts.slice(1).forEach((n, i) => (testCounts[i] += Number(n)));
        });
      else stream?.on('data', (d) => kept.push(d));
    }
    child.on('close', (code) => {
      if (kept.length > 0) process.stdout.write(Buffer.concat(kept));
      resolve({ name, seconds: (Date.now() - started) / 1000, status: code ?? 1 });
    });
  });
}

function formatSeconds(s) {
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`;
}
