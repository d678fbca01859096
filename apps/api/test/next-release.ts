import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import type { App } from '../src/app.ts';
import { drivers, startTestApp, type Driver } from './test-app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

/**
 * An operator's next release on the same database: a server runs on a copy of a bundled catalogue, the test edits
 * that copy, and another server starts on it — after the first (PGlite's files belong to one process) or beside it
 * (PostgreSQL). The body gets the copy's directory, `first()` to start the first server and `next()` the next one.
 */
export function describeAcrossReleases(
  name: string,
  catalogue: { env: string; sample: string },
  body: (ctx: { catalogueDir: string; first: () => Promise<App>; next: () => Promise<App> }) => void,
) {
  describe.each(drivers)(`${name} [%s]`, (driver: Driver) => {
    const catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-catalogue-'));
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-pglite-'));
    fs.cpSync(catalogue.sample, catalogueDir, { recursive: true });
    const env = { [catalogue.env]: catalogueDir };
    const servers: Started[] = [];
    afterAll(async () => {
      for (const s of servers.reverse()) await s.stop();
      for (const dir of [catalogueDir, pgliteDir]) fs.rmSync(dir, { recursive: true, force: true });
    });
    const first = async () => {
      servers.push(await startTestApp(driver, env, driver === 'pglite' ? { dataDir: pgliteDir } : {}));
      return servers[0]!.app;
    };
    const next = async () => {
      const [running] = servers;
      if (!running) throw new Error('no first release');
      if (driver === 'pglite') await servers.shift()!.stop();
      const opts = driver === 'pglite' ? { dataDir: pgliteDir } : { databaseUrl: running.databaseUrl as string };
      const started = await startTestApp(driver, env, opts);
      servers.push(started);
      return started.app;
    };
    body({ catalogueDir, first, next });
  });
}

/** Edits a JSON file of a catalogue copy in place. */
export function editCatalogueFile<T>(dir: string, file: string, edit: (data: T) => void) {
  const at = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(at, 'utf8')) as T;
  edit(data);
  fs.writeFileSync(at, JSON.stringify(data));
}
