import { MIME_TYPE_CONTENT_TYPES, UPLOAD_MAX_BYTES, type MimeType, type TProcessUploadResponse, MESSAGES } from '@kavach/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { storeProcessedFile, type KycFileDeps } from './kyc-files.ts';
import type { UploadRepository, UploadRow } from './repository.ts';

/**
 * POST /v1/utility/process-upload: the stored bytes must really be what was declared (JPEG, PNG or PDF by
 * their magic bytes, not by name or header) and within 10 MB, read no further than that; otherwise the file is
 * deleted and refused. An accepted file is final: it moves, encrypted, to its processed key and the upload key
 * is emptied, so the signed upload URL can no longer change what the system uses.
 */
export async function processUpload(deps: KycFileDeps & { uploads: UploadRepository }, upload: UploadRow): Promise<TProcessUploadResponse> {
  const done = (size: number): TProcessUploadResponse => ({ upload_reference_id: upload.id, doc_type: upload.docType as TProcessUploadResponse['doc_type'], status: 'PROCESSED', size_bytes: size });
  if (upload.status === 'PROCESSED') return done(upload.sizeBytes ?? 0);
  if (upload.status === 'REJECTED') throw new AppError('BAD_REQUEST', MESSAGES.UPLOAD_INVALID_FORMAT);
  // SUPERSEDED: uploaded for a proposer who has since been replaced; it can never count again.
  if (upload.status !== 'PENDING') throw new AppError('CONFLICT', 'This file was uploaded for different proposer details. Please upload it again.');
  const bytes = await deps.storage.readObjectUpTo(upload.objectKey, UPLOAD_MAX_BYTES);
  if (!bytes) throw new AppError('BAD_REQUEST', 'No file has been uploaded for this reference');
  const reject = async (error: AppError, size: number | null) => {
    await deps.storage.deleteObject(upload.objectKey);
    await deps.uploads.setStatus(upload.id, 'REJECTED', size);
    throw error;
  };
  if (bytes === 'too-large') return reject(new AppError('PAYLOAD_TOO_LARGE', MESSAGES.UPLOAD_TOO_LARGE), null);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== MIME_TYPE_CONTENT_TYPES[upload.mimeType as MimeType]) return reject(new AppError('BAD_REQUEST', MESSAGES.UPLOAD_INVALID_FORMAT), bytes.length);
  const processedKey = await storeProcessedFile(deps, upload.objectKey, bytes);
  if (!(await deps.uploads.markProcessed(upload.id, bytes.length, processedKey))) {
    // The proposer changed while this file was read: the sealed copy counts for nobody.
    await deps.storage.deleteObject(processedKey);
    throw new AppError('CONFLICT', 'This file was uploaded for different proposer details. Please upload it again.');
  }
  await deps.storage.deleteObject(upload.objectKey);
  return done(bytes.length);
}
