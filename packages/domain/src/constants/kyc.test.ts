import { describe, it, expect } from 'vitest';
import {
  DEFAULT_KYC_CONFIG,
  DOCUMENT_SLOTS,
  DOC_TYPES,
  kycStatusLabel,
  KYC_DOCUMENT_TYPES,
  MIME_TYPE_CONTENT_TYPES,
  UPLOAD_PROGRESS_STEPS,
  ZKycStagedConfig,
  kycDocumentOf,
  mimeTypeFromContentType,
} from './kyc';

describe('document slots', () => {
  it('give front and back to Aadhaar, Passport and Voter ID, front only to PAN and licence', () => {
    const counts = Object.fromEntries(KYC_DOCUMENT_TYPES.map((d) => [d, DOCUMENT_SLOTS[d].length]));
    expect(counts).toEqual({
      PAN_CARD: 1,
      AADHAAR_CARD: 2,
      PASSPORT: 2,
      VOTER_ID: 2,
      DRIVING_LICENSE: 1,
      PROPOSER_IMAGE: 1,
      INCOME_PROOF: 1,
    });
    expect(DOCUMENT_SLOTS.AADHAAR_CARD.map((s) => s.label)).toEqual(['Aadhaar Front', 'Aadhaar Back']);
    expect(DOCUMENT_SLOTS.PROPOSER_IMAGE[0]).toEqual({ doc_type: 'PROPOSER_IMAGE', label: 'Selfie', side: 'SELFIE' });
  });

  it('cover every doc_type exactly once and find the owning document', () => {
    const slotTypes = KYC_DOCUMENT_TYPES.flatMap((d) => DOCUMENT_SLOTS[d].map((s) => s.doc_type));
    expect([...slotTypes].sort()).toEqual([...DOC_TYPES].sort());
    expect(kycDocumentOf('VOTER_ID_BACK')).toBe('VOTER_ID');
    expect(kycDocumentOf('PAN')).toBe('PAN_CARD');
  });
});

describe('KYC config', () => {
  it('defaults to the spec lists and parses', () => {
    expect(DEFAULT_KYC_CONFIG.any_of_poa).toEqual(['PAN_CARD', 'AADHAAR_CARD', 'PASSPORT', 'VOTER_ID']);
    expect(DEFAULT_KYC_CONFIG.any_of_poi).toEqual(['PAN_CARD', 'AADHAAR_CARD', 'PASSPORT', 'DRIVING_LICENSE']);
    expect(DEFAULT_KYC_CONFIG.mandatory_uploads).toEqual(['PROPOSER_IMAGE']);
    expect(ZKycStagedConfig.parse(DEFAULT_KYC_CONFIG)).toEqual(DEFAULT_KYC_CONFIG);
    expect(ZKycStagedConfig.safeParse({ ...DEFAULT_KYC_CONFIG, any_of_poa: ['RATION_CARD'] }).success).toBe(false);
  });
});

describe('mime types', () => {
  it('map the wire enum to real content types and back', () => {
    expect(MIME_TYPE_CONTENT_TYPES.APPLICATION_PDF).toBe('application/pdf');
    expect(mimeTypeFromContentType('image/png')).toBe('IMAGE_PNG');
    expect(mimeTypeFromContentType('IMAGE/JPEG; charset=binary')).toBe('IMAGE_JPEG');
    expect(mimeTypeFromContentType('image/jpg')).toBe('IMAGE_JPEG');
    expect(mimeTypeFromContentType('image/gif')).toBeNull();
  });

  it('step upload progress as the spec does', () => {
    expect(UPLOAD_PROGRESS_STEPS).toEqual([10, 30, 70, 100]);
  });
});

describe('kycStatusLabel (issue 19)', () => {
  it('tells the buyer where the check stands, in their words', () => {
    expect(kycStatusLabel('SUCCESS')).toBe('Verified');
    expect(kycStatusLabel('UNDER_REVIEW')).toBe('Under review: your documents are being checked');
    expect(kycStatusLabel('REJECTED')).toBe('Not accepted: please upload your documents again');
    expect(kycStatusLabel('PENDING')).toBe('Not complete yet');
    expect(kycStatusLabel(null)).toBe('Not complete yet');
  });
});
