import { UPLOAD_MAX_BYTES } from '../constants/kyc';
import { MESSAGES } from './messages';

export type UploadCandidate = { readonly type: string; readonly size: number };

/**
 * docs/product/proposal-kyc.md §5: a file's type must include "image" or "pdf" and it may be at most 10 MB. Returns the
 * spec's message, or null when the file may be uploaded. The server checks the bytes again (docs/decisions.md §4).
 */
export function checkUploadFile(file: UploadCandidate, options: { pdfOnly?: boolean } = {}): string | null {
  const type = file.type.toLowerCase();
  // Form-type documents accept PDF only (docs/product/proposal-kyc.md §5).
  const accepted = options.pdfOnly ? type.includes('pdf') : type.includes('image') || type.includes('pdf');
  if (!accepted) return MESSAGES.FILE_TYPE_NOT_SUPPORTED;
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.FILE_SIZE_TOO_LARGE;
  return null;
}
