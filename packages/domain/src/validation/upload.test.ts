import { describe, it, expect } from 'vitest';
import { checkUploadFile } from './upload';

describe('checkUploadFile', () => {
  it('accepts images and PDFs up to exactly 10 MB', () => {
    expect(checkUploadFile({ type: 'image/jpeg', size: 10_485_760 })).toBeNull();
    expect(checkUploadFile({ type: 'application/pdf', size: 1 })).toBeNull();
    expect(checkUploadFile({ type: 'IMAGE/PNG', size: 1 })).toBeNull();
  });

  it('rejects one byte over 10 MB', () => {
    expect(checkUploadFile({ type: 'image/png', size: 10_485_761 })).toBe('File size too large (max 10MB)');
  });

  it('rejects other types, and images where only PDF is accepted', () => {
    expect(checkUploadFile({ type: 'text/plain', size: 10 })).toBe('File type not supported');
    expect(checkUploadFile({ type: '', size: 10 })).toBe('File type not supported');
    expect(checkUploadFile({ type: 'image/png', size: 10 }, { pdfOnly: true })).toBe('File type not supported');
    expect(checkUploadFile({ type: 'application/pdf', size: 10 }, { pdfOnly: true })).toBeNull();
  });
});
