import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type OpsAdmin = { email: string; password: string; totpSecret: string };

/** The built app running as `npm start` runs it, with what the tests need to know of it. */
export type RunningServer = {
  baseUrl: string;
  /** Known to the tests, so they can play the sandbox gateway's server side (a signed webhook) as its real page does. */
  appSecret: string;
  /** The console's first admin, made by `npm run ops:create-admin` before the server started. */
  opsAdmin: OpsAdmin;
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

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
function createOpsAdmin(env: NodeJS.ProcessEnv, dataDir: string): OpsAdmin {
  const admin = { email: 'e2e.admin@broker.example.in', password: randomBytes(12).toString('hex') };
  const run = () =>
    spawnSync(
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
      { cwd: root, env: { ...env, DATA_DIR: dataDir, OPS_ADMIN_PASSWORD: admin.password }, encoding: 'utf8' },
    );
  let made = run();
  // Node's V8 can abort a process that runs PGlite's WebAssembly ("Check failed: jit_page_->allocations_.erase",
  // nodejs/node#64500, open, no release fixes it); one did here under CI's load. A command killed by a signal did not
  // fail on its own terms: it is run once more on an emptied directory. An exit with a code is never retried.
  if (made.signal !== null) {
    console.warn(`ops:create-admin was killed by ${made.signal}; running it again:\n${made.stderr}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir);
    made = run();
  }
  const secret = /secret: (\S+)/.exec(made.stdout)?.[1];
  if (made.status !== 0 || !secret)
    throw new Error(`ops:create-admin failed (${made.signal ?? made.status}): ${made.stderr}`);
  return { ...admin, totpSecret: secret };
}

/**
 * Starts the built app exactly as `npm start` does, in demo mode, on a free port with a throwaway data directory.
 * `settings` are further environment variables: a test that needs the server configured otherwise (an insurer's API
 * that does not answer, say) starts its own with them.
 */
export async function startServer(settings: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error('Run `npm run build` before the browser tests.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-e2e-'));
  const output: string[] = [];
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
    ...settings,
  };
  const opsAdmin = createOpsAdmin(serverEnv, serverEnv.DATA_DIR);
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
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${output.join('')}`, { cause: err });
  }
  return {
    baseUrl,
    appSecret,
    opsAdmin,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
