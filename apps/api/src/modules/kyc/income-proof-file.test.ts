import { MESSAGES } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { documentPdfBytes, pdfBytes, pngBytes } from '../../../test/files.ts';
import { incomeProofFileProblem } from './income-proof-file.ts';

/** A JPEG whose start-of-frame says width × height, after an APP0 segment, as cameras write them. */
function jpegOf(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...Array(12).fill(0x11), 0xff, 0xd9]);
}

describe('an income proof file', () => {
  it('refuses the 70-byte 1×1 PNG and any picture too small to read a page from', () => {
    const tiny = pngBytes(1, 1);
    expect(tiny.length).toBeLessThan(100);
    expect(incomeProofFileProblem(tiny, 'image/png')).toBe(MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT);
    expect(incomeProofFileProblem(pngBytes(499, 800), 'image/png')).toBe(MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT);
    expect(incomeProofFileProblem(jpegOf(1200, 300), 'image/jpeg')).toBe(MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT);
  });

  it('takes a photo or scan at least 500 pixels each way', () => {
    expect(incomeProofFileProblem(pngBytes(500, 700), 'image/png')).toBeNull();
    expect(incomeProofFileProblem(jpegOf(3024, 4032), 'image/jpeg')).toBeNull();
  });

  it('takes a PDF with a written page, not an empty shell of one', () => {
    expect(pdfBytes().length).toBeLessThan(1024);
    expect(incomeProofFileProblem(pdfBytes(), 'application/pdf')).toBe(MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT);
    expect(incomeProofFileProblem(documentPdfBytes(), 'application/pdf')).toBeNull();
    const noPage = Buffer.concat([documentPdfBytes()])
      .toString('latin1')
      .replace(/\/Type\/Page\//, '/Type/Xobj/');
    expect(incomeProofFileProblem(Buffer.from(noPage, 'latin1'), 'application/pdf')).toBe(
      MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT,
    );
  });
});
