import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Sealed file: "KVE1" | 12-byte IV | 16-byte GCM tag | ciphertext.
const MAGIC = Buffer.from('KVE1');
export const SEALED_OVERHEAD = MAGIC.length + 12 + 16;

/**
 * The key KYC files are encrypted with at rest: FILE_ENCRYPTION_KEY when set (so APP_SECRET can be rotated
 * without losing files), else one derived from APP_SECRET with HKDF-SHA256 (never the signing key itself).
 */
export function fileEncryptionKey(configured: string | undefined, appSecret: string): Buffer {
  if (configured) return Buffer.from(configured, 'hex');
  return Buffer.from(hkdfSync('sha256', appSecret, 'kavach', 'kyc-file-encryption-v1', 32));
}

/** AES-256-GCM, bound to the object key it is stored under: a file moved to another key no longer opens. */
export function sealFile(key: Buffer, objectKey: string, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(objectKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** The plain bytes, or null when the file is not sealed with this key for this object key (or was altered). */
export function openFile(key: Buffer, objectKey: string, sealed: Buffer): Buffer | null {
  if (sealed.length < SEALED_OVERHEAD || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(4, 16));
  decipher.setAAD(Buffer.from(objectKey));
  decipher.setAuthTag(sealed.subarray(16, SEALED_OVERHEAD));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(SEALED_OVERHEAD)), decipher.final()]);
  } catch {
    return null;
  }
}
