import { MESSAGES, checkUploadFile, mimeTypeFromContentType, type DocType, type MimeType } from '@kavach/domain';

/** What the checks need of a browser File. */
export type FileLike = { readonly name: string; readonly type: string; readonly size: number };

/**
 * The selfie is a photo; other slots take images or PDF (docs/product/proposal-kyc.md §5, and the server refuses a PDF
 * selfie).
 */
export const acceptsPdf = (docType: DocType) => docType !== 'PROPOSER_IMAGE';

/** The file input's accept list for a slot: only what the upload call can sign. */
export const acceptAttribute = (docType: DocType) =>
  acceptsPdf(docType) ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png';

export type CheckedFile = { ok: true; mimeType: MimeType } | { ok: false; message: string };

/**
 * docs/product/proposal-kyc.md §5, before anything is sent: a type with image or pdf in it, at most 10 MB. Of those,
 * the upload call can sign JPEG, PNG and PDF only, so another image type (WebP, HEIC) or a PDF selfie is not supported
 * either.
 */
export function checkSlotFile(file: FileLike, docType: DocType): CheckedFile {
  const problem = checkUploadFile(file);
  if (problem) return { ok: false, message: problem };
  const mimeType = mimeTypeFromContentType(file.type);
  if (!mimeType || (mimeType === 'APPLICATION_PDF' && !acceptsPdf(docType)))
    return { ok: false, message: MESSAGES.FILE_TYPE_NOT_SUPPORTED };
  return { ok: true, mimeType };
}

const DOC_NAME_MAX = 120;

/** doc_name for the upload call: the file's own name, shortened from the middle so its extension stays. */
export function docNameOf(file: FileLike, fallback: string): string {
  const name = file.name.trim() || fallback;
  if (name.length <= DOC_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, DOC_NAME_MAX - ext.length) + ext;
}
