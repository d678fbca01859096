import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadHealthCatalogue } from '../src/modules/health-proposal/health-module.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { journeyDetails, journeyWithPan, signedInFamilyJourney } from './proposal-fixtures.ts';
import { uploadKycPng } from './kyc-fixtures.ts';

// The server as `npm start` runs it (scripts/start.mjs: the built bundle in its own process, or WORKERS of them), on
// a fresh DATA_DIR on disk: what it prints, and what it leaves on disk, whatever this test process's own umask is.
const root = path.resolve(import.meta.dirname, '../../..');

function startServer(env: Record<string, string>) {
  const output = { stdout: '', stderr: '' };
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Empty means unset (config.ts): nothing from the developer's shell decides the mode or the secret.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      DATABASE_URL: '',
      APP_SECRET: '',
      KAVACH_MODE: '',
      SMS_PROVIDER: '',
      PAYMENT_PROVIDER: '',
      CKYC_PROVIDER: '',
      VEHICLE_REGISTRY_PROVIDER: '',
      HEALTH_CATALOGUE_DIR: '',
      TERM_CATALOGUE_DIR: '',
      MOTOR_CATALOGUE_DIR: '',
      S3_BUCKET: '',
      WORKERS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output.stderr += d.toString()));
  // 'close', not 'exit': the process can have exited before all it wrote has reached `output`.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output, exited };
}

async function listening(server: ReturnType<typeof startServer>): Promise<string> {
  // A fresh DATA_DIR is an initdb and every migration: seconds when idle, past 45 s when the 2 cores are shared.
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    const port = /http:\/\/localhost:(\d+)\//.exec(server.output.stdout)?.[1];
    if (port) return `http://127.0.0.1:${port}`;
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${server.output.stdout}\n${server.output.stderr}`);
}

async function stop(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
}

/** The test fixtures speak `app.inject`; this sends the same calls over real HTTP to the spawned server. */
function overHttp(baseUrl: string): App {
  const inject = async (opts: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }) => {
    const raw = opts.payload === undefined || Buffer.isBuffer(opts.payload) || typeof opts.payload === 'string';
    const res = await fetch(baseUrl + opts.url, {
      method: opts.method,
      headers: { ...(raw ? {} : { 'content-type': 'application/json' }), ...opts.headers },
      ...(opts.payload === undefined
        ? {}
        : { body: raw ? (opts.payload as string | Buffer) : JSON.stringify(opts.payload) }),
    });
    const body = Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: body.toString(),
      rawPayload: body,
      json: () => JSON.parse(body.toString()),
    };
  };
  // The fixtures choose a plan by id from the catalogue, the bundled one the server also serves.
  return { inject, healthCatalogue: loadHealthCatalogue() } as unknown as App;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? [full, ...walk(full)] : [full];
  });
}
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('npm start in demo mode (the default), on a fresh DATA_DIR', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-start-')), 'data');
  let server: ReturnType<typeof startServer>;
  let app: App;
  beforeAll(async () => {
    server = startServer({ DATA_DIR: dataDir });
    app = overHttp(await listening(server));
  }, 120_000);
  afterAll(async () => {
    await stop(server.child, server.exited);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('prints a banner on stderr saying it is a demo that must not take real customers, naming each sandbox part', () => {
    const err = server.output.stderr;
    expect(err).toContain('KAVACH IS RUNNING IN DEMO MODE (KAVACH_MODE=demo)');
    expect(err).toContain('It MUST NOT take real customers, real payments or real identity documents.');
    for (const part of [
      'SMS outbox (SMS_PROVIDER=outbox)',
      'sandbox payment gateway (PAYMENT_PROVIDER=sandbox)',
      'sandbox CKYC (CKYC_PROVIDER=sandbox)',
      'sandbox insurer (INSURER_CONNECTOR=sandbox)',
      'generated APP_SECRET (APP_SECRET unset)',
      'sample health catalogue (HEALTH_CATALOGUE_DIR unset)',
      'sample term catalogue (TERM_CATALOGUE_DIR unset)',
      'sample motor catalogue (MOTOR_CATALOGUE_DIR unset)',
      'sample broker registration (BROKER_NAME, BROKER_IRDAI_REGISTRATION,',
      'sample support contacts (SUPPORT_PHONE or SUPPORT_EMAIL unset)',
    ]) {
      expect(err).toContain(part);
    }
    expect(server.output.stdout).toContain('Kavach is running (demo mode)');
  });

  it('keeps DATA_DIR 0700 and everything in it private: the database, the generated secret and an uploaded KYC file', async () => {
    // A proposer the sandbox CKYC does not find, so the journey takes a KYC file: saved and processed (each 200).
    const j = await journeyWithPan(app, 'ABCDE1234F');
    await uploadKycPng(app, j.headers, j.journeyId);

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'app-secret'))).toBe(0o600);
    const entries = walk(dataDir);
    const kycFiles = entries.filter((f) => f.startsWith(path.join(dataDir, 'objects')) && fs.statSync(f).isFile());
    expect(kycFiles).toHaveLength(1);
    expect(mode(kycFiles[0] as string)).toBe(0o600);
    expect(
      entries.filter((f) => f.startsWith(path.join(dataDir, 'db')) && fs.statSync(f).isFile()).length,
    ).toBeGreaterThan(10);
    // Nothing under DATA_DIR (PGlite's own files included) is readable by group or others.
    expect(
      entries.filter((f) => (mode(f) & 0o077) !== 0).map((f) => `${path.relative(dataDir, f)} ${mode(f).toString(8)}`),
    ).toEqual([]);
  });
  // Issue 48: the embedded database belongs to one process. Runs last here: it stops the server.
  it('refuses ops:create-admin while the server holds the database, and creates the admin once it is stopped', async () => {
    const createAdmin = () =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/create-admin.ts', '--email', 'owner@broker.example', '--name', 'A Owner'],
        {
          cwd: root,
          encoding: 'utf8',
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            APP_SECRET: '',
            KAVACH_MODE: '',
            PORT: '8080',
            OPS_ADMIN_PASSWORD: 'a long phrase of my own choosing',
          },
        },
      );
    const refused = createAdmin();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is open in another Kavach process \(pid \d+\), a running server most likely/);
    await stop(server.child, server.exited);
    const made = createAdmin();
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Admin owner@broker.example created.');
    expect(made.stdout).toContain(
      'sign in to the operations console at /ops (http://localhost:8080/ops when run here)',
    );
  }, 120_000);
});

describe('npm start in production mode', () => {
  it('refuses to start with the demo parts in place, naming each, and creates nothing', async () => {
    const dataDir = path.join(os.tmpdir(), `kavach-never-${process.pid}-${Date.now()}`);
    const server = startServer({ KAVACH_MODE: 'production', DATA_DIR: dataDir });
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
    await stop(server.child, server.exited);
    expect(code).toBe(1);
    for (const named of [
      'KAVACH_MODE=production refuses to start',
      'SMS_PROVIDER=outbox',
      'PAYMENT_PROVIDER=sandbox',
      'CKYC_PROVIDER=sandbox',
      'INSURER_CONNECTOR=sandbox',
      'APP_SECRET unset',
      'HEALTH_CATALOGUE_DIR unset',
      'TERM_CATALOGUE_DIR unset',
      'MOTOR_CATALOGUE_DIR unset',
      'BROKER_GRIEVANCE_OFFICER_PHONE, BROKER_REMUNERATION unset',
      'SUPPORT_PHONE or SUPPORT_EMAIL unset',
    ]) {
      expect(server.output.stderr).toContain(named);
    }
    expect(server.output.stderr).not.toContain('DEMO MODE');
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

/** The server processes the `npm start` process runs (its children), by pid. */
function serverProcesses(primary: ChildProcess): number[] {
  const out = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.pid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .filter((line) => line.includes('apps/api/dist/server.mjs'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

const runningCount = (server: ReturnType<typeof startServer>) =>
  server.output.stdout.split('Kavach is running').length - 1;

describe.runIf(process.env.TEST_DATABASE_URL)('npm start with WORKERS=2 on PostgreSQL', () => {
  let server: ReturnType<typeof startServer>;
  let baseUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    server = startServer({
      WORKERS: '2',
      PORT: String(port),
      DATABASE_URL: process.env.TEST_DATABASE_URL as string,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-workers-')),
    });
    baseUrl = await listening(server);
    // Both processes are up once each has said so.
    const deadline = Date.now() + 45_000;
    while (runningCount(server) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    await stop(server.child, server.exited);
  });

  it('runs two server processes on one port, and a purchase journey spread over both works: state lives in PostgreSQL', async () => {
    expect(runningCount(server)).toBe(2);
    expect(serverProcesses(server.child)).toHaveLength(2);
    // Both made the demo secret at once on a fresh DATA_DIR, and neither crashed doing it (app-secret.ts).
    expect(server.output.stderr).not.toContain('exited');
    const app = overHttp(baseUrl);
    // Sign-in (an OTP asked of one process, checked by another), a quote list polled across both, a journey.
    const j = await signedInFamilyJourney(app, 'health-guard');
    const details = await journeyDetails(app, j);
    expect(details.statusCode).toBe(200);
  });

  it('replaces a process that dies, and keeps answering', async () => {
    const [victim] = serverProcesses(server.child);
    process.kill(victim as number, 'SIGKILL');
    await expect
      .poll(() => serverProcesses(server.child).filter((pid) => pid !== victim).length, { timeout: 45_000 })
      .toBe(2);
    await expect.poll(() => runningCount(server), { timeout: 45_000 }).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${baseUrl}/healthz`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(20).fill(200));
    expect(server.output.stderr).toContain(`server process ${victim} exited (SIGKILL); starting another`);
  });
});

describe('npm start with WORKERS above 1 on the embedded database', () => {
  it('refuses to start, saying that WORKERS needs DATABASE_URL', async () => {
    const server = startServer({
      WORKERS: '2',
      DATA_DIR: path.join(os.tmpdir(), `kavach-never-${process.pid}-${Date.now()}`),
    });
    expect(await server.exited).toBe(1);
    expect(server.output.stderr).toContain('WORKERS above 1 needs DATABASE_URL');
  });
});
