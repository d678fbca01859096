import { MIME_TYPE_CONTENT_TYPES, UPLOAD_MAX_BYTES, type MimeType, type TProcessUploadResponse } from '@kavach/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import type { UploadRepository, UploadRow } from './repository.ts';

/**
 * POST /v1/utility/process-upload: the stored bytes must really be what was declared (JPEG, PNG or PDF by
 * their magic bytes, not by name or header) and within 10 MB; otherwise the file is deleted and refused.
 */
export async function processUpload(deps: { uploads: UploadRepository; storage: ObjectStorage }, upload: UploadRow): Promise<TProcessUploadResponse> {
  const done = (size: number): TProcessUploadResponse => ({ upload_reference_id: upload.id, doc_type: upload.docType as TProcessUploadResponse['doc_type'], status: 'PROCESSED', size_bytes: size });
  if (upload.status === 'PROCESSED') return done(upload.sizeBytes ?? 0);
  if (upload.status === 'REJECTED') throw new AppError('BAD_REQUEST', 'Invalid file format. Please try another file.');
  // SUPERSEDED: uploaded for a proposer who has since been replaced; it can never count again.
  if (upload.status !== 'PENDING') throw new AppError('CONFLICT', 'This file was uploaded for different proposer details. Please upload it again.');
  const bytes = await deps.storage.getObject(upload.objectKey);
  if (!bytes) throw new AppError('BAD_REQUEST', 'No file has been uploaded for this reference');
  const reject = async (error: AppError) => {
    await deps.storage.deleteObject(upload.objectKey);
    await deps.uploads.setStatus(upload.id, 'REJECTED', bytes.length);
    throw error;
  };
  if (bytes.length > UPLOAD_MAX_BYTES) return reject(new AppError('PAYLOAD_TOO_LARGE', 'File too large. Please try a smaller file.'));
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== MIME_TYPE_CONTENT_TYPES[upload.mimeType as MimeType]) return reject(new AppError('BAD_REQUEST', 'Invalid file format. Please try another file.'));
  if (!(await deps.uploads.setStatus(upload.id, 'PROCESSED', bytes.length))) throw new AppError('CONFLICT', 'This file was uploaded for different proposer details. Please upload it again.');
  return done(bytes.length);
}
