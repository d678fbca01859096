import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, KYC files and a generated secret: only the server's own user may read
 * them. Called first thing at start, before anything is created: the umask makes every later file 0600 and
 * every directory 0700, and the explicit chmod closes a DATA_DIR left open by an earlier version or by hand.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}

/**
 * Files 0600 and directories 0700 under dir. PGlite unpacks its initial database with explicit 0666 modes that
 * no umask touches, so its folder is closed once it is open; the files it creates afterwards follow the umask.
 */
export function restrictTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      fs.chmodSync(full, 0o700);
      restrictTree(full);
    } else if (entry.isFile()) {
      fs.chmodSync(full, 0o600);
    }
  }
}
