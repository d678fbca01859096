import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@kavach/domain';
import { openFile, SEALED_OVERHEAD, sealFile } from '../../lib/file-encryption.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import type { UploadRow } from './repository.ts';

export type KycFileDeps = { storage: ObjectStorage; fileKey: Buffer };

/**
 * Where a checked file lives: a key no upload URL was ever signed for, so a PUT to the old URL after processing
 * reaches nothing that KYC, a thumbnail or any rendered output reads. Each processing run writes its own key: of
 * two runs racing on one upload, the loser deletes only its own copy, never the winner's.
 */
const PROCESSED = '-processed';
export const processedObjectKey = (uploadKey: string) => `${uploadKey}${PROCESSED}-${randomBytes(8).toString('hex')}`;
// Files processed before keys were made unique end in the bare suffix.
const isProcessedKey = (key: string) => /-processed(-[0-9a-f]{16})?$/.test(key);

/** Stores a checked file under its processed key, encrypted at rest (Aadhaar above all: docs/decisions.md §4). */
export async function storeProcessedFile(deps: KycFileDeps, uploadKey: string, bytes: Buffer): Promise<string> {
  const key = processedObjectKey(uploadKey);
  await deps.storage.putObject(key, sealFile(deps.fileKey, key, bytes));
  return key;
}

/** A processed file's bytes, decrypted: only ever called for its owner (routes.ts) or a claim's insurer's link. */
export async function readProcessedFile(
  deps: KycFileDeps,
  upload: Pick<UploadRow, 'objectKey'>,
): Promise<Buffer | null> {
  const stored = await deps.storage.readObjectUpTo(upload.objectKey, UPLOAD_MAX_BYTES + SEALED_OVERHEAD);
  if (stored === null || stored === 'too-large') return null;
  // A file processed before encryption at rest still sits, as uploaded, under its upload key.
  if (!isProcessedKey(upload.objectKey)) return stored;
  return openFile(deps.fileKey, upload.objectKey, stored);
}
