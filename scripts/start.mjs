#!/usr/bin/env node
// `npm start`: build the web app if it has not been built and the server bundle (always: it takes well under a
// second, and a bundle older than the code can then never run), then run the server that serves the SPA and /v1
// (docs/decisions.md §1). Settings come from the environment (PORT, DATA_DIR, DATABASE_URL, WORKERS, …).
//
// WORKERS=N (PostgreSQL only) runs N server processes sharing one port through node:cluster. Everything they share
// lives in PostgreSQL (limits, sessions, quotes, payments); a process that dies is replaced.
import { spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle } from './build-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webIndex = path.join(root, 'apps/web/dist/index.html');

// Empty means unset, as for every other setting (apps/api/src/config.ts).
const workers = process.env.WORKERS ? Number(process.env.WORKERS) : 1;
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`WORKERS must be a whole number from 1 to 64 (got "${process.env.WORKERS}")`);
  process.exit(1);
}
if (workers > 1 && !process.env.DATABASE_URL) {
  console.error(
    'WORKERS above 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to a PostgreSQL database, or leave WORKERS unset.',
  );
  process.exit(1);
}

// WEB_DIST_DIR names a web build made elsewhere (or none): then there is nothing here to build.
if (!process.env.WEB_DIST_DIR && !fs.existsSync(webIndex)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await buildServer();

// Source maps make a stack trace in the log point at the TypeScript line.
const nodeArgs = ['--enable-source-maps'];

if (workers === 1) {
  const server = spawn(process.execPath, [...nodeArgs, serverBundle], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  cluster.setupPrimary({ exec: serverBundle, execArgv: nodeArgs });
  let stopping = false;
  const restarts = [];
  const fork = () => cluster.fork({ ...process.env, KAVACH_WORKER: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A crash loop (a bad config, the database gone for good) stops the whole server rather than spinning.
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > workers * 5) {
      console.error(`server processes keep exiting (last: code ${code ?? signal}); stopping`);
      process.exit(1);
    }
    console.error(`server process ${worker.process.pid} exited (${code ?? signal}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  console.log(`Starting ${workers} server processes on one port (PostgreSQL)…`);
  for (let i = 0; i < workers; i += 1) fork();
}
