import {
  MESSAGES,
  MIME_TYPE_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type MimeType,
  type TProcessUploadResponse,
} from '@kavach/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { incomeProofFileProblem } from './income-proof-file.ts';
import { storeProcessedFile, type KycFileDeps } from './kyc-files.ts';
import type { UploadRepository, UploadRow } from './repository.ts';

type Deps = KycFileDeps & { uploads: UploadRepository };
/** A file that passed its checks, sealed under a processed key of its own, not yet the upload's file. */
export type SealedUpload = { key: string; size: number };

const SUPERSEDED = 'This file was uploaded for different proposer details. Please upload it again.';
const done = (upload: UploadRow, size: number): TProcessUploadResponse => ({
  upload_reference_id: upload.id,
  doc_type: upload.docType as TProcessUploadResponse['doc_type'],
  status: 'PROCESSED',
  size_bytes: size,
});

/**
 * POST /v1/utility/process-upload, first half, holding no lock (reading a file from S3 is a network call): the
 * stored bytes must really be what was declared (JPEG, PNG or PDF by their magic bytes, not by name or header)
 * and within 10 MB, read no further than that, and an income proof a readable document (income-proof-file.ts);
 * otherwise the file is deleted and refused. A file that passes is
 * sealed (encrypted) under a processed key of its own. An upload already processed answers as it is.
 */
export async function checkUpload(
  deps: Deps,
  upload: UploadRow,
): Promise<{ answer: TProcessUploadResponse } | { sealed: SealedUpload }> {
  if (upload.status === 'PROCESSED') return { answer: done(upload, upload.sizeBytes ?? 0) };
  if (upload.status === 'REJECTED') throw new AppError('BAD_REQUEST', MESSAGES.UPLOAD_INVALID_FORMAT);
  // SUPERSEDED: uploaded for a proposer who has since been replaced; it can never count again.
  if (upload.status !== 'PENDING') throw new AppError('CONFLICT', SUPERSEDED);
  const bytes = await deps.storage.readObjectUpTo(upload.objectKey, UPLOAD_MAX_BYTES);
  if (!bytes) throw new AppError('BAD_REQUEST', 'No file has been uploaded for this reference');
  const reject = async (error: AppError, size: number | null) => {
    await deps.storage.deleteObject(upload.objectKey);
    await deps.uploads.setStatus(upload.id, 'REJECTED', size);
    throw error;
  };
  if (bytes === 'too-large') return reject(new AppError('PAYLOAD_TOO_LARGE', MESSAGES.UPLOAD_TOO_LARGE), null);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== MIME_TYPE_CONTENT_TYPES[upload.mimeType as MimeType])
    return reject(new AppError('BAD_REQUEST', MESSAGES.UPLOAD_INVALID_FORMAT), bytes.length);
  const notADocument = upload.docType === 'INCOME_PROOF' && incomeProofFileProblem(bytes, detected.mime);
  if (notADocument) return reject(new AppError('BAD_REQUEST', notADocument), bytes.length);
  return { sealed: { key: await storeProcessedFile(deps, upload.objectKey, bytes), size: bytes.length } };
}

/**
 * Second half, under the journey's lock: the sealed copy becomes the upload's file, final, if the upload still
 * waits for one. Otherwise the copy is deleted: another run got there first (its answer stands) or the upload was
 * set aside for a new proposer (409). `recorded` says whether this call changed the journey's documents.
 */
export async function recordUpload(
  deps: Deps,
  upload: UploadRow,
  sealed: SealedUpload,
): Promise<{ answer: TProcessUploadResponse; recorded: boolean }> {
  if (await deps.uploads.markProcessed(upload.id, sealed.size, sealed.key))
    return { answer: done(upload, sealed.size), recorded: true };
  await deps.storage.deleteObject(sealed.key);
  const now = await deps.uploads.findById(upload.id);
  if (now?.status === 'PROCESSED') return { answer: done(now, now.sizeBytes ?? 0), recorded: false };
  throw new AppError('CONFLICT', SUPERSEDED);
}
