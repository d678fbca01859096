import {
  MESSAGES,
  MIME_TYPE_CONTENT_TYPES,
  UPLOAD_PROGRESS_STEPS,
  uploadErrorMessage,
  type DocType,
  type MimeType,
  type TPresignPutUrlRequest,
  type TPresignPutUrlResponse,
} from '@kavach/domain';

/** The three calls of one upload (docs/product/proposal-kyc.md §7); the screen passes the real ones, tests fakes. */
export type UploadCalls = {
  requestUploadUrl: (request: TPresignPutUrlRequest) => Promise<TPresignPutUrlResponse>;
  /** PUT the file to its signed URL; resolves to the HTTP status (no throw for a refusal). */
  putFile: (url: string, file: Blob, contentType: string) => Promise<number>;
  processUpload: (uploadReferenceId: string) => Promise<unknown>;
};

export type SlotUpload = { journeyId: string; docType: DocType; docName: string; mimeType: MimeType; file: Blob };

/** An upload that failed, with the spec's message for the slot's error state. */
export class UploadFailure extends Error {}

/**
 * Storage answered something other than 200 (docs/product/proposal-kyc.md §8: MESSAGES.UPLOAD_STORAGE_FAILED; too large
 * and wrong type keep their own words).
 */
function storageMessage(status: number): string {
  return status === 413 || status === 400 ? uploadErrorMessage(status) : MESSAGES.UPLOAD_STORAGE_FAILED;
}

const httpStatusOf = (err: unknown): number | undefined => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

const [STARTED, URL_READY, STORED, PROCESSED] = UPLOAD_PROGRESS_STEPS;

/**
 * docs/product/proposal-kyc.md §4 "Upload of one slot": progress 10, 30 once the URL is obtained, 70 once the file is
 * stored, 100 once processed. Resolves to the upload reference; rejects with an UploadFailure carrying the message
 * of docs/product/proposal-kyc.md §8 (413 too large, 400 invalid format, storage refusal, anything else the default).
 */
export async function uploadSlotFile(
  calls: UploadCalls,
  upload: SlotUpload,
  onProgress: (percent: number) => void,
): Promise<string> {
  try {
    onProgress(STARTED);
    const { pre_signed_url, upload_reference_id } = await calls.requestUploadUrl({
      journey_id: upload.journeyId,
      doc_name: upload.docName,
      purpose_code: 'KYC',
      doc_type: upload.docType,
      mime_type: upload.mimeType,
    });
    onProgress(URL_READY);
    const stored = await calls.putFile(pre_signed_url, upload.file, MIME_TYPE_CONTENT_TYPES[upload.mimeType]);
    if (stored !== 200) throw new UploadFailure(storageMessage(stored));
    onProgress(STORED);
    await calls.processUpload(upload_reference_id);
    onProgress(PROCESSED);
    return upload_reference_id;
  } catch (err) {
    if (err instanceof UploadFailure) throw err;
    throw new UploadFailure(uploadErrorMessage(httpStatusOf(err)), { cause: err });
  }
}
