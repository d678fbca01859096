import fs from 'node:fs';
import path from 'node:path';

/** Said when another live process has the embedded database open. */
export class DataDirInUseError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but is another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Issue 48: PGlite belongs to one process. A second one opening the same directory (`npm run ops:create-admin` beside a
 * running server) would write where the first never looks, or corrupt it. The first to open takes `kavach.pid` there;
 * a later one is refused while that process lives, and takes over the file of one that died. Answers the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'kavach.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new DataDirInUseError(
          `The database in ${dir} is open in another Kavach process (pid ${holder}), a running server most likely. ` +
            'Stop it and try again, or run Kavach on PostgreSQL (DATABASE_URL), where several processes share one database.',
        );
      // Left by a process that has ended: take it.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take ${file}: another process is opening the database at the same moment`);
}
