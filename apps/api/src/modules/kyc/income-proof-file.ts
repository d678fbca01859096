import { INCOME_PROOF_MIN_PDF_BYTES, INCOME_PROOF_MIN_SIDE_PX, MESSAGES } from '@kavach/domain';

/** A PNG's width and height, from its IHDR chunk (always the first, at a fixed place). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A JPEG's width and height, from its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

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
  const size = mime === 'image/png' ? pngSize(bytes) : mime === 'image/jpeg' ? jpegSize(bytes) : null;
  if (size && Math.min(size.width, size.height) >= INCOME_PROOF_MIN_SIDE_PX) return null;
  return MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT;
}
