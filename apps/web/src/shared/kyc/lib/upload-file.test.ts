import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkSlotFile, docNameOf } from './upload-file.ts';

const file = (type: string, size = 1000, name = 'scan') => ({ name, type, size });

describe('file checks before upload', () => {
  it('accepts JPEG, PNG and PDF documents with their wire type', () => {
    expect(checkSlotFile(file('image/jpeg'), 'PAN')).toEqual({ ok: true, mimeType: 'IMAGE_JPEG' });
    expect(checkSlotFile(file('image/png'), 'AADHAAR_FRONT')).toEqual({ ok: true, mimeType: 'IMAGE_PNG' });
    expect(checkSlotFile(file('application/pdf'), 'AADHAAR_BACK')).toEqual({ ok: true, mimeType: 'APPLICATION_PDF' });
  });

  it("refuses a type without image or pdf, and an image type the upload cannot sign, with 'File type not supported'", () => {
    expect(checkSlotFile(file('text/plain'), 'PAN')).toEqual({ ok: false, message: 'File type not supported' });
    expect(checkSlotFile(file(''), 'PAN')).toEqual({ ok: false, message: 'File type not supported' });
    expect(checkSlotFile(file('image/webp'), 'PAN')).toEqual({ ok: false, message: 'File type not supported' });
  });

  it('refuses a file over 10485760 bytes, and takes one of exactly 10 MB', () => {
    expect(checkSlotFile(file('image/png', 10_485_761), 'PAN')).toEqual({
      ok: false,
      message: 'File size too large (max 10MB)',
    });
    expect(checkSlotFile(file('image/png', 10_485_760), 'PAN').ok).toBe(true);
  });

  it('takes only images for the selfie', () => {
    expect(checkSlotFile(file('application/pdf'), 'PROPOSER_IMAGE')).toEqual({
      ok: false,
      message: 'File type not supported',
    });
    expect(checkSlotFile(file('image/jpeg'), 'PROPOSER_IMAGE').ok).toBe(true);
    expect(acceptAttribute('PROPOSER_IMAGE')).not.toContain('pdf');
    expect(acceptAttribute('PAN')).toContain('application/pdf');
  });
});

describe('doc_name', () => {
  it('is the file name, shortened to 120 characters keeping the extension, or the fallback', () => {
    expect(docNameOf(file('image/png', 1, 'aadhaar-front.png'), 'x')).toBe('aadhaar-front.png');
    expect(docNameOf(file('image/png', 1, '  '), 'selfie.jpg')).toBe('selfie.jpg');
    const long = docNameOf(file('image/png', 1, `${'a'.repeat(200)}.png`), 'x');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.png')).toBe(true);
  });
});
