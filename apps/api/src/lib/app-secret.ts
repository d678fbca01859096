import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's signing secret. Production sets APP_SECRET (the same on every process; KAVACH_MODE=production
 * refuses to start without it). A demo without it creates one once in DATA_DIR, so OTP hashes and signed URLs
 * survive a restart.
 */
export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  if (existing === '') throw emptySecret(file);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // `WORKERS=N` starts N processes at once, each finding no secret. Each writes its own in full under a name of
  // its own, then links it into place: a link never replaces a file, so exactly one wins, and no process can read
  // a secret half-written. The others read the winner's, so every process signs with the same one.
  const secret = randomBytes(32).toString('hex');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, secret, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner) throw emptySecret(file);
    return winner;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const emptySecret = (file: string) => new Error(`${file} is empty: remove it (a new secret is made) or set APP_SECRET`);
