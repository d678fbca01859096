import { INCOME_PROOF_MIN_PDF_BYTES, INCOME_PROOF_MIN_SIDE_PX, MESSAGES } from '@kavach/domain';
import { imageSize } from '../../lib/image-size.ts';

/**
 * Issue 45: why a file of an accepted type (`mime`, by its magic bytes) is still no income proof, or null. A PDF must
 * hold a page and be of a real document's size; an image must be large enough to read a page from
 * (INCOME_PROOF_MIN_SIDE_PX). What it says is for a person to check (the KYC review queue).
 */
export function incomeProofFileProblem(bytes: Buffer, mime: string): string | null {
  if (mime === 'application/pdf') {
    const hasPage = /\/Type\s*\/Page(?!s)/.test(bytes.toString('latin1'));
    return bytes.length >= INCOME_PROOF_MIN_PDF_BYTES && hasPage ? null : MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT;
  }
  const size = imageSize(bytes, mime);
  if (size && Math.min(size.width, size.height) >= INCOME_PROOF_MIN_SIDE_PX) return null;
  return MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT;
}
