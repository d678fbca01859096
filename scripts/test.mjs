#!/usr/bin/env node
// `npm test`: every check a change must pass, stopping at the first step that fails (a lane beside it finishes the
// step it is in), then the time each stage took (so a slow stage is seen, not guessed). Arguments go to vitest:
// `npm test -- apps/api/test/quotes.test.ts`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// A stage says how its output is shown: passed through ('inherit', a stage alone), printed whole when it ends ('whole',
// short checks), or line by line marked with its name ('lines', long runs). A group's stages run side by side.
const build = [stage('build', 'inherit', 'npm', ['run', 'build', '--silent'])];
// Typecheck, lint and format are each one single-threaded process; the smoke is two servers and their load. Before
// named files they run side by side, on a machine that has nothing else to do.
const checks = [
  stage('typecheck', 'whole', 'npm', ['run', 'typecheck', '--silent']),
  stage('lint', 'whole', 'npm', ['run', 'lint', '--silent']),
  stage('format', 'whole', 'npm', ['run', 'format:check', '--silent']),
  // The single quote's speed held against its floor, on the bundle just built (docs/performance.md). Its ratio is
  // taken within one run, so the work beside it slows both its sides alike.
  stage('bench smoke', 'whole', 'npm', ['run', 'bench:smoke', '--silent']),
];
// Named files or projects: the checks, then one vitest. Otherwise two lanes side by side after the build, the browser
// files (the longest run) in one from the start, and in the other every other project and then the checks, which
// fill the core the API files leave idle while the last browser files run (docs/operations.md#ci).
const lanes =
  process.argv.length > 2
    ? [[build, checks, [stage('vitest', 'inherit', 'npx', ['vitest', 'run', ...process.argv.slice(2)])]]]
    : [
        [build],
        // One browser file at a time beside the API files: two, with them, overran a page's 10 s on a clean clone.
        [[stage('browser', 'lines', 'npx', ['vitest', 'run', '--project', 'e2e', '--maxWorkers', '1'])]],
        // The checks one at a time: four side by side, with the browser files' server and pages, once starved a
        // page of the CPU it needed to show a quote list within a test's 10 s (docs/operations.md#ci).
        [
          [stage('unit + API', 'lines', 'npx', ['vitest', 'run', '--project', '!e2e'])],
          ...checks.map((check) => [check]),
        ],
      ];

const startedAll = Date.now();
const times = [];
const failed = [];
const testCounts = [0, 0, 0];
/** The lane's groups one after another, stopping at the first that fails (or once another lane has failed). */
async function runLane(groups) {
  for (const group of groups) {
    if (failed.length > 0) return;
    const started = Date.now();
    const results = await Promise.all(group.map(runStage));
    for (const { name, seconds, status } of results) {
      times.push([name, seconds]);
      if (status !== 0) failed.push(name);
    }
    if (group.length > 1) times.push(['  together', (Date.now() - started) / 1000]);
  }
}
// The first lane alone (the build, which the others need); then the others side by side.
const [first, ...sideBySide] = lanes;
await runLane(first);
if (sideBySide.length > 0) {
  const started = Date.now();
  await Promise.all(sideBySide.map(runLane));
  times.push(['  lanes', (Date.now() - started) / 1000]);
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
