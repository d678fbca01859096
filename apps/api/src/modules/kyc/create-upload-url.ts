import { randomUUID } from 'node:crypto';
import {
  MIME_TYPE_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type TPresignPutUrlRequest,
  type TPresignPutUrlResponse,
  MESSAGES,
} from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import type { Journey } from '../journeys/journey.ts';
import type { UploadRepository } from './repository.ts';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Far more than a buyer retrying a few slots needs; stops a journey being used as free storage. */
export const MAX_UPLOADS_PER_JOURNEY = 60;

/** docs/product/proposal-kyc.md §5: the selfie is a photo; documents may be images or PDF. */
export function acceptsMime(docType: string, mime: string): boolean {
  return docType === 'PROPOSER_IMAGE' ? mime !== 'APPLICATION_PDF' : true;
}

/** POST /v1/utility/generate-presign-put-url: a 15-minute PUT URL for one file of one slot of the journey. */
export async function createUploadUrl(
  deps: { uploads: UploadRepository; storage: ObjectStorage },
  journey: Journey,
  input: TPresignPutUrlRequest,
): Promise<TPresignPutUrlResponse> {
  if (!acceptsMime(input.doc_type, input.mime_type)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.FILE_TYPE_NOT_SUPPORTED, {
      fields: { mime_type: 'The selfie must be a JPEG or PNG photo' },
    });
  }
  const id = randomUUID();
  const key = `kyc/${journey.id}/${id}`;
  // Counted and stored under the journey's lock: slots asked for all at once still stop at the cap.
  const slot = await deps.uploads.insertWithinLimit(
    {
      id,
      journeyId: journey.id,
      docType: input.doc_type,
      docName: input.doc_name,
      mimeType: input.mime_type,
      objectKey: key,
    },
    MAX_UPLOADS_PER_JOURNEY,
  );
  if (!slot) {
    throw new AppError('RATE_LIMITED', 'Too many uploads for this journey', { headers: { 'retry-after': '3600' } });
  }
  const url = await deps.storage.createUploadUrl({
    key,
    contentType: MIME_TYPE_CONTENT_TYPES[input.mime_type],
    maxBytes: UPLOAD_MAX_BYTES,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  return { pre_signed_url: url, upload_reference_id: id };
}
