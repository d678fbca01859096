// Once per test run: a migrated, empty PGlite database dumped to a file, which every API test's in-memory database
// starts from (test-app.ts) instead of running PGlite's initdb again, seconds each across a hundred files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the template database's dump. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, await dumpPgliteTemplate());
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
