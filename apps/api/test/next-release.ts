import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import type { App } from '../src/app.ts';
import { drivers, startTestApp, type Driver } from './test-app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

/**
 * An operator's next release on the same database: a server runs on copies of bundled catalogues (by the variable
 * that names each: TERM_CATALOGUE_DIR, …), the test edits those copies, and another server starts on them — after the
 * first (PGlite's files belong to one process) or beside it (PostgreSQL). The body gets each copy's directory by its
 * variable, `first()` to start the first server and `next()` the next one.
 */
export function describeAcrossReleases(
  name: string,
  catalogues: Record<string, string>,
  body: (ctx: { catalogueDirs: Record<string, string>; first: () => Promise<App>; next: () => Promise<App> }) => void,
) {
  describe.each(drivers)(`${name} [%s]`, (driver: Driver) => {
    const catalogueDirs = Object.fromEntries(
      Object.entries(catalogues).map(([variable, sample]) => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-catalogue-'));
        fs.cpSync(sample, dir, { recursive: true });
        return [variable, dir];
      }),
    );
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-pglite-'));
    const servers: Started[] = [];
    afterAll(async () => {
      for (const s of servers.reverse()) await s.stop();
      for (const dir of [...Object.values(catalogueDirs), pgliteDir]) fs.rmSync(dir, { recursive: true, force: true });
    });
    const first = async () => {
      servers.push(await startTestApp(driver, catalogueDirs, driver === 'pglite' ? { dataDir: pgliteDir } : {}));
      return servers[0]!.app;
    };
    const next = async () => {
      const [running] = servers;
      if (!running) throw new Error('no first release');
      if (driver === 'pglite') await servers.shift()!.stop();
      const opts = driver === 'pglite' ? { dataDir: pgliteDir } : { databaseUrl: running.databaseUrl as string };
      const started = await startTestApp(driver, catalogueDirs, opts);
      servers.push(started);
      return started.app;
    };
    body({ catalogueDirs, first, next });
  });
}

/** Edits a JSON file of a catalogue copy in place. */
export function editCatalogueFile<T>(dir: string, file: string, edit: (data: T) => void) {
  const at = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(at, 'utf8')) as T;
  edit(data);
  fs.writeFileSync(at, JSON.stringify(data));
}
