import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { installJobQueue, jobDatabaseOf } from './job-database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startPgliteWorker, type PgliteLikeClient } from './pglite-proxy.ts';
import { grantServingRole } from './serving-role.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;
/** An arbitrary constant naming Kavach's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK = 7_340_014;

/**
 * PostgreSQL server when a URL is given, else embedded PGlite under dataDir (docs/decisions.md §1). Migrates before
 * returning.
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  /**
   * PostgreSQL: the owner role's URL, to migrate with and then grant `url`'s role only what serving needs
   * (serving-role.ts). Without it, `url`'s role migrates and owns everything.
   */
  migrationUrl?: string | undefined;
  dataDir?: string;
  /** In memory only: start from this dump (`dumpPgliteTemplate`) instead of an empty database; tests. */
  template?: Uint8Array;
  /** An in-memory database already open (tests lend one file's, emptied, to the next): migrated here like any other. */
  pglite?: PgliteLikeClient;
  onError?: (err: Error) => void;
  /** Tests of a migration open a database migrated only as far as an older copy of the folder. */
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const folder = opts.migrationsFolder ?? migrationsFolder;
  if (opts.url) return openPostgres(opts.url, folder, opts.migrationUrl, opts.onError);
  if (opts.pglite) return pgliteHandle(opts.pglite, folder);
  return openPglite(opts.dataDir, folder, opts.template);
}

/**
 * A migrated, empty in-memory database as bytes, for `openDatabase({ template })`: loading it takes a fraction of
 * a fresh PGlite's initdb, and the migrations run after it find nothing left to do (or apply what is newer).
 */
export async function dumpPgliteTemplate(): Promise<Uint8Array> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pg = await PGlite.create();
  try {
    await migrate(drizzle({ client: pg, schema }), { migrationsFolder });
    await installJobQueue(jobDatabaseOf(pg));
    return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pg.close();
  }
}

async function openPostgres(
  url: string,
  folder: string,
  migrationUrl: string | undefined,
  onError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (a PostgreSQL restart) emits 'error' on the pool; unhandled it would kill the
  // process.
  pool.on('error', (err) => onError?.(err));
  const db = drizzle({ client: pool, schema });
  // Several processes starting at once (WORKERS=N, a rolling deploy) migrate one at a time: the first applies what
  // is new, the others then find nothing to do.
  const owner = await migratingConnection(pool, migrationUrl);
  try {
    await owner.client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: owner.client, schema }), { migrationsFolder: folder });
    await installJobQueue(jobDatabaseOf(owner.client));
    if (migrationUrl) {
      const [serving] = (await pool.query<{ role: string }>('select current_user as role')).rows;
      const [owning] = (await owner.client.query<{ role: string }>('select current_user as role')).rows;
      if (serving && owning && serving.role !== owning.role) await grantServingRole(owner.client, serving.role);
    }
  } finally {
    await owner.client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await owner.done();
  }
  return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
}

/** The connection migrations run on: the owner role's own when one is named, else one of the pool's. */
async function migratingConnection(pool: Pool, migrationUrl: string | undefined) {
  const { default: pg } = await import('pg');
  if (migrationUrl) {
    const client = new pg.Client({ connectionString: migrationUrl });
    await client.connect();
    return { client, done: () => client.end().catch(() => undefined) };
  }
  const client = await pool.connect();
  return { client, done: async () => client.release() };
}

async function openPglite(dataDir: string | undefined, folder: string, template?: Uint8Array): Promise<DatabaseHandle> {
  let dir: string | undefined;
  let release = () => {};
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
  }
  try {
    // In a worker thread (pglite-worker.mjs); without a dataDir, in memory: tests.
    return await pgliteHandle(await startPgliteWorker(dir, dir ? undefined : template), folder, release);
  } catch (err) {
    release();
    throw err;
  }
}

/** `client` migrated and ready; closing the handle closes it, then `release`s what it held (the data directory). */
async function pgliteHandle(client: PgliteLikeClient, folder: string, release = () => {}): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle({ client: client as never, schema });
  await migrate(db, { migrationsFolder: folder });
  await installJobQueue(jobDatabaseOf(client));
  const close = async () => {
    await client.close();
    release();
  };
  return { db: db as unknown as Database, driver: 'pglite', close };
}

/** The job queue's access to the database `db` runs on (job-database.ts). */
export function jobDatabase(db: Database) {
  return jobDatabaseOf((db as unknown as { $client: Parameters<typeof jobDatabaseOf>[0] }).$client);
}

/**
 * One parameterised statement straight to the driver (PGlite or pg), skipping the ORM's per-query work.
 * For the few hot paths a benchmark shows need it; everything else goes through Drizzle.
 */
export async function rawQuery<Row>(db: Database, text: string, params: unknown[]): Promise<Row[]> {
  const client = (
    db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Row[] }> } }
  ).$client;
  return (await client.query(text, params)).rows;
}
