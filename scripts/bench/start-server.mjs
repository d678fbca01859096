// The server as `npm start` runs it (scripts/start.mjs: the built bundle, WORKERS processes of it), on a free port
// with a throwaway data directory, for the bench scripts. Resolves once /healthz answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * @param {Record<string, string>} env settings on top of the bench's environment (DATABASE_URL, WORKERS, limits…)
 * @param {{ stderr?: 'inherit' | 'ignore' }} [opts]
 */
export async function startServer(env, opts = {}) {
  const port = await new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(free));
    });
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', opts.stderr ?? 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Two minutes: a busy CI machine can take long to start, and a bench that gives up early fails at random.
  let up = false;
  for (let i = 0; i < 1200 && !up && child.exitCode === null; i += 1) {
    up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  if (!up) {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the server did not answer /healthz within two minutes (exit code ${child.exitCode})`);
  }
  return {
    base,
    child,
    /** Stops the server and removes its data directory. */
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
