import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { borrowDatabase } from './pglite-pool.ts';
import { createDatabase } from './throwaway-database.ts';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (docs/decisions.md §6). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestContext = {
  app: App;
  handle: DatabaseHandle;
  /** The PostgreSQL database the app runs on, for a second app beside it. */ databaseUrl?: string;
};

/**
 * The real app on a real database of its own: an in-memory PGlite, or a throwaway database created on the
 * PostgreSQL server for this file and dropped afterwards, so files never see each other's rows.
 */
export type StartOptions = {
  logStream?: NodeJS.WritableStream;
  /** PGlite on disk instead of in memory, to test a restart. */
  dataDir?: string;
  connectorOverride?: BuildAppOptions['connectorOverride'];
  /**
   * PostgreSQL only: open this database (another app's `databaseUrl`) instead of a throwaway one, as a second API
   * process would; it is left for its first app to drop.
   */
  databaseUrl?: string;
  retentionIntervalMs?: number;
  /**
   * PostgreSQL only: serve as this role (a URL naming it, on the same server) while the throwaway database's owner
   * migrates and grants it what serving needs, as MIGRATION_DATABASE_URL does (db/serving-role.ts).
   */
  servingRoleUrl?: string;
  /** The app's clock (lib/clock.ts `settableClock`), for rules that run on days. */
  clock?: BuildAppOptions['clock'];
};

export async function startTestApp(
  driver: Driver,
  env: Record<string, string> = {},
  opts: StartOptions = {},
): Promise<TestContext & { stop: () => Promise<void> }> {
  // Each app gets its own data directory (local KYC objects), removed when it stops.
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir,
    ...env,
  });
  let dropDatabase = async () => {};
  let handle: DatabaseHandle;
  let databaseUrl: string | undefined;
  if (driver === 'postgres') {
    databaseUrl = opts.databaseUrl;
    if (!databaseUrl) {
      const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
      databaseUrl = throwaway.url;
      dropDatabase = throwaway.drop;
    }
    handle = await openDatabase(
      opts.servingRoleUrl
        ? { url: onDatabaseOf(opts.servingRoleUrl, databaseUrl), migrationUrl: databaseUrl }
        : { url: databaseUrl },
    );
  } else {
    handle = await openDatabase(
      opts.dataDir ? { dataDir: opts.dataDir } : { pglite: await borrowDatabase(pgliteTemplate()) },
    );
  }
  const app = await buildApp({
    config,
    db: handle.db,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.connectorOverride ? { connectorOverride: opts.connectorOverride } : {}),
    ...(opts.retentionIntervalMs ? { retentionIntervalMs: opts.retentionIntervalMs } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
    // As `npm start` runs it: on PGlite, session lookups are cached (tests that edit sessions in the database
    // behind the API's back call `app.repos.sessions.forget()`, as the server's own paths do).
    singleProcess: handle.driver === 'pglite',
  });
  // Listening, as `npm start` serves: the sandbox insurer in the same process is reached over real HTTP (its calls
  // and its callbacks), never by a function call, so the app needs an address of its own.
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    handle,
    ...(databaseUrl ? { databaseUrl } : {}),
    stop: async () => {
      await app.close();
      await handle.close();
      await dropDatabase();
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let template: Uint8Array | undefined;
/** The migrated empty database global-setup.ts dumped, read once per test file. */
export function pgliteTemplate(): Uint8Array {
  template ??= new Uint8Array(fs.readFileSync(inject('pgliteTemplate')));
  return template;
}

/**
 * A database of its own on the PostgreSQL server, and how to drop it: a copy of the migrated template global-setup.ts
 * made (a file copy on the server, where migrating anew takes a second or more per test file), unless `empty` (a
 * migration's test migrates it itself).
 */
export function createThrowawayDatabase(baseUrl: string, opts: { empty?: boolean } = {}) {
  return createDatabase(baseUrl, { template: opts.empty ? undefined : inject('postgresTemplate') });
}

/** `roleUrl`'s role and password, on `databaseUrl`'s database. */
export function onDatabaseOf(roleUrl: string, databaseUrl: string): string {
  const url = new URL(roleUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/** Runs the same suite once per available database driver, each on a fresh app, with the client for it (`apiOf`). */
export function describeWithApp(
  name: string,
  body: (ctx: () => TestContext, api: ReturnType<typeof apiOf>) => void,
  env: Record<string, string> = {},
  opts: StartOptions = {},
) {
  describe.each(drivers)(`${name} [%s]`, (driver) => {
    let ctx: (TestContext & { stop: () => Promise<void> }) | undefined;
    beforeAll(async () => {
      ctx = await startTestApp(driver, env, opts);
    });
    afterAll(async () => {
      await ctx?.stop();
    });
    const current = () => {
      if (!ctx) throw new Error('test app not started');
      return ctx;
    };
    body(current, apiOf(current));
  });
}

/** A fresh anonymous session id, as the browser gets from track-session. */
export async function newSession(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: {} });
  return res.json().session_id as string;
}

/** A POST from a fresh anonymous visitor, as a browser that has only been through track-session. */
export const postAsVisitor = async (app: App, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { 'x-session-id': await newSession(app) }, payload });

/** A buyer's journey as tests hold it: its id and the headers of the session that owns it. */
export type BuyerJourney = { journeyId: string; headers: Record<string, string> };

/** The tests' client for this file's app: `api(method, url, headers, body?)`, a call as the browser makes it. */
export const apiOf =
  (ctx: () => TestContext) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    ctx().app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
