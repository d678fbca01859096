import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A directory of the test file's own under the OS temp directory, removed when the file's tests are done. */
export function tempDirForFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kavach-${name}-`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A DATA_DIR of the test file's own, so the test can look at what the local object store keeps on disk (under
 * DATA_DIR/objects, config.ts): `storedObject(key)` is where the object `key` lies.
 */
export function localStoreDir(name: string) {
  const dataDir = tempDirForFile(name);
  return { dataDir, storedObject: (key: string) => path.join(dataDir, 'objects', key) };
}
