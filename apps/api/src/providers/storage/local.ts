import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from './object-storage.ts';
import { readUpTo } from './read-up-to.ts';

export type LocalUploadGrant = { key: string; contentType: string; maxBytes: number; expires: number };

const SAFE_KEY = /^[a-z0-9/-]{1,200}$/;

function sign(secret: string, g: LocalUploadGrant): string {
  return createHmac('sha256', secret)
    .update(`put\n${g.key}\n${g.contentType}\n${g.maxBytes}\n${g.expires}`)
    .digest('hex');
}

/**
 * docs/decisions.md §1 embedded storage: files under DATA_DIR/objects; upload URLs are our own HMAC-signed PUT URLs
 * (bound to one key, one content type, a size limit and an expiry), checked by the PUT route.
 */
export function createLocalStorage(opts: { root: string; secret: string; publicBaseUrl?: string }) {
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error('unsafe object key');
    return path.join(opts.root, key);
  };
  const storage: ObjectStorage & {
    verifyGrant(q: Record<string, string | undefined>, key: string): LocalUploadGrant | 'expired' | 'invalid';
  } = {
    id: 'local',
    async createUploadUrl({ key, contentType, maxBytes, expiresInSeconds }) {
      const grant = { key, contentType, maxBytes, expires: Math.floor(Date.now() / 1000) + expiresInSeconds };
      const query = new URLSearchParams({
        ct: contentType,
        max: String(maxBytes),
        expires: String(grant.expires),
        sig: sign(opts.secret, grant),
      });
      return `${opts.publicBaseUrl ?? ''}/v1/storage/objects/${key}?${query}`;
    },
    verifyGrant(q, key) {
      const expires = Number(q.expires);
      const maxBytes = Number(q.max);
      if (!q.sig || !q.ct || !Number.isInteger(expires) || !Number.isInteger(maxBytes) || !SAFE_KEY.test(key))
        return 'invalid';
      const grant = { key, contentType: q.ct, maxBytes, expires };
      const expected = Buffer.from(sign(opts.secret, grant), 'hex');
      const given = Buffer.from(q.sig, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires < Date.now() / 1000 ? 'expired' : grant;
    },
    async putObject(key, bytes) {
      const file = fileFor(key);
      // KYC files are for the server's user alone, whatever the process umask (DATA_DIR is 0700 too).
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, bytes, { mode: 0o600 });
    },
    async readObjectUpTo(key, maxBytes) {
      const file = fileFor(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      if (stat.size > maxBytes) return 'too-large';
      try {
        return await readUpTo(createReadStream(file), maxBytes);
      } catch {
        return null; // deleted between stat and read
      }
    },
    async deleteObject(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
  return storage;
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;
