import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    appSecret: string;
    /** The operations console's first admin (issue 19), made by `npm run ops:create-admin` before the server starts. */
    opsAdmin: { email: string; password: string; totpSecret: string };
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealthy(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * The console's first admin, made the way an operator makes it (`npm run ops:create-admin`), on the data directory
 * the server then opens; the TOTP secret is read from what the command prints once.
 */
function createOpsAdmin(root: string, env: NodeJS.ProcessEnv) {
  const admin = { email: 'e2e.admin@broker.example.in', password: randomBytes(12).toString('hex') };
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/api/src/cli/create-admin.ts'),
      '--email',
      admin.email,
      '--name',
      'E2E Admin',
    ],
    { cwd: root, env: { ...env, OPS_ADMIN_PASSWORD: admin.password }, encoding: 'utf8' },
  );
  const secret = /secret: (\S+)/.exec(made.stdout)?.[1];
  if (made.status !== 0 || !secret) throw new Error(`ops:create-admin failed: ${made.stderr}`);
  return { ...admin, totpSecret: secret };
}

/** Starts the built app exactly as `npm start` does, on a free port with a throwaway data directory. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error('Run `npm run build` before the browser tests.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-e2e-'));
  const output: string[] = [];
  // Known to the tests, so they can play the sandbox gateway's server side (a signed webhook) as its real page does.
  const appSecret = randomBytes(24).toString('hex');
  const serverEnv = {
    ...process.env,
    APP_SECRET: appSecret,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    KAVACH_MODE: 'demo',
    DATABASE_URL: '',
  };
  const opsAdmin = createOpsAdmin(root, serverEnv);
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Every browser test signs in from 127.0.0.1: the per-IP OTP limit is raised for the run (its own API test keeps
    // it).
    env: {
      ...serverEnv,
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
      OTP_VERIFIES_PER_IP_PER_MINUTE: '10000',
      QUOTES_PER_IP_PER_MINUTE: '0',
      SESSIONS_PER_IP_PER_HOUR: '0',
      JOURNEYS_PER_IP_PER_HOUR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  server.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, server, 60_000);
  } catch (err) {
    server.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output.join('')}`, { cause: err });
  }
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('appSecret', appSecret);
  project.provide('opsAdmin', opsAdmin);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
