#!/usr/bin/env node
// `npm run test:e2e:stress [-- RUNS]`: the browser suite RUNS times in a row (default 5) while a second process
// keeps one core busy with repeated type-checks of the web app, as on a loaded 2-core CI machine (issue 20).
// Prints one line per run and the pass count; exits non-zero if any run failed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run test:e2e:stress -- [RUNS]');
  process.exit(2);
}

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The load: tsc over the web app, again and again, in its own process (single-threaded, so one core).
let stopping = false;
let loadRounds = 0;
let load;
const startLoad = () => {
  load = spawn(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'apps/web', '--noEmit'], {
    cwd: root,
    stdio: 'ignore',
  });
  load.on('exit', () => {
    loadRounds += 1;
    if (!stopping) startLoad();
  });
};
startLoad();

const runSuite = () =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'e2e'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });

const results = [];
for (let i = 1; i <= runs; i += 1) {
  const started = Date.now();
  // Asynchronous on purpose: a spawnSync here would block the event loop, so the load process would never be restarted.
  const run = await runSuite();
  const output = run.output;
  const summary = /tests: (\d+) passed, (\d+) failed/.exec(output);
  const ok = run.status === 0;
  results.push(ok);
  console.log(
    `run ${i}/${runs}: ${ok ? 'passed' : 'FAILED'} (${summary ? `${summary[1]} passed, ${summary[2]} failed` : 'no summary'}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (!ok)
    console.log(
      output
        .split('\n')
        .filter((l) => /FAIL|Error|×|✗|AssertionError/.test(l))
        .slice(0, 40)
        .join('\n'),
    );
}
stopping = true;
load.kill();
const passed = results.filter(Boolean).length;
console.log(`${passed} of ${runs} runs passed with one core kept busy (${loadRounds} type-check rounds of load).`);
process.exit(passed === runs ? 0 : 1);
