// Once per test run: a migrated, empty PGlite database dumped to a file, which every API test's in-memory database
// starts from (test-app.ts) instead of running PGlite's initdb again, seconds each across a hundred files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate, openDatabase } from '../src/db/client.ts';
import { createDatabase } from './throwaway-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the template database's dump. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: a migrated, empty database on that server, for CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, await dumpPgliteTemplate());
  project.provide('pgliteTemplate', file);
  const postgres = process.env.TEST_DATABASE_URL ? await createPostgresTemplate(process.env.TEST_DATABASE_URL) : null;
  project.provide('postgresTemplate', postgres?.name);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}

async function createPostgresTemplate(baseUrl: string) {
  const template = await createDatabase(baseUrl);
  // Migrated, then closed: a template must have no connection while it is copied.
  const handle = await openDatabase({ url: template.url });
  await handle.close();
  return template;
}
