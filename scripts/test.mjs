#!/usr/bin/env node
// `npm test`: every check a change must pass, in order, stopping at the first step that fails, then the time each
// stage took (so a slow stage is seen, not guessed). Arguments go to vitest: `npm test -- apps/api/test/quotes.test.ts`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Each step's stages run side by side. Typecheck and lint are each one single-threaded process, so on two cores the
// three static checks take about as long as lint alone; their output is printed whole as each ends.
const steps = [
  [
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
    ['lint', 'npm', ['run', 'lint', '--silent']],
    ['format', 'npm', ['run', 'format:check', '--silent']],
  ],
  [['build', 'npm', ['run', 'build', '--silent']]],
  // The single quote's speed held against its floor, on the bundle just built (docs/performance.md).
  [['bench smoke', 'npm', ['run', 'bench:smoke', '--silent']]],
  [['vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)]]],
];

const startedAll = Date.now();
const times = [];
const failed = [];
for (const step of steps) {
  const started = Date.now();
  const results = await Promise.all(step.map(([name, cmd, args]) => runStage(name, cmd, args, step.length > 1)));
  for (const { name, seconds, status } of results) {
    times.push([name, seconds]);
    if (status !== 0) failed.push(name);
  }
  if (step.length > 1) times.push(['  together', (Date.now() - started) / 1000]);
  if (failed.length > 0) break;
}
for (const name of failed) console.error(`npm test: ${name} failed`);
console.log(`\nnpm test stages (node ${process.version}):`);
for (const [name, s] of times) console.log(`  ${name.padEnd(12)} ${formatSeconds(s)}`);
console.log(`  ${'total'.padEnd(12)} ${formatSeconds((Date.now() - startedAll) / 1000)}`);
process.exit(failed.length > 0 ? 1 : 0);

function runStage(name, cmd, args, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve({ name, seconds: (Date.now() - started) / 1000, status: code ?? 1 });
    });
  });
}

function formatSeconds(s) {
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`;
}
