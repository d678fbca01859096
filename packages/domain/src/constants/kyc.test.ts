import { describe, it, expect } from 'vitest';
import * as kyc from './kyc';
import { MIME_TYPE_CONTENT_TYPES, KYC_DOCUMENT_TYPES } from '../code-lists/proposal';
import { MESSAGES } from '../validation/messages';

describe('document slots', () => {
  it('give front and back to Aadhaar, Passport and Voter ID, front only to PAN, licence and job card', () => {
    const counts = Object.fromEntries(KYC_DOCUMENT_TYPES.map((d) => [d, kyc.DOCUMENT_SLOTS[d].length]));
    expect(counts).toEqual({
      PAN_CARD: 1,
      AADHAAR_CARD: 2,
      PASSPORT: 2,
      VOTER_ID: 2,
      DRIVING_LICENSE: 1,
      NREGA_JOB_CARD: 1,
      PROPOSER_IMAGE: 1,
      INCOME_PROOF: 1,
    });
    expect(kyc.DOCUMENT_SLOTS.AADHAAR_CARD.map((s) => s.label)).toEqual(['Aadhaar Front', 'Aadhaar Back']);
    expect(kyc.DOCUMENT_SLOTS.PROPOSER_IMAGE[0]).toEqual({
      doc_type: 'PROPOSER_IMAGE',
      label: 'Selfie',
      side: 'SELFIE',
    });
  });

  it('cover every doc_type exactly once and find the owning document', () => {
    const slotTypes = KYC_DOCUMENT_TYPES.flatMap((d) => kyc.DOCUMENT_SLOTS[d].map((s) => s.doc_type));
    expect([...slotTypes].sort()).toEqual([...kyc.DOC_TYPES].sort());
    expect(kyc.kycDocumentOf('VOTER_ID_BACK')).toBe('VOTER_ID');
    expect(kyc.kycDocumentOf('PAN')).toBe('PAN_CARD');
  });
});

describe('KYC config', () => {
  it('offers only address proofs as proof of address: the driving licence yes, PAN never (CKYC)', () => {
    const { any_of_poa, any_of_poi } = kyc.DEFAULT_KYC_CONFIG;
    expect(any_of_poa.length).toBeGreaterThan(0);
    expect(any_of_poa.every(kyc.provesAddress)).toBe(true);
    expect(any_of_poa).toContain('DRIVING_LICENSE');
    expect(any_of_poa).not.toContain('PAN_CARD');
    // PAN still proves who the buyer is.
    expect(any_of_poi).toContain('PAN_CARD');
    expect(kyc.ZKycStagedConfig.parse(kyc.DEFAULT_KYC_CONFIG)).toEqual(kyc.DEFAULT_KYC_CONFIG);
  });

  it.each([
    ['PAN as proof of address', { any_of_poa: ['PAN_CARD', 'PASSPORT'] }, MESSAGES.KYC_NOT_ADDRESS_PROOF],
    ['a selfie as proof of address', { any_of_poa: ['PROPOSER_IMAGE'] }, MESSAGES.KYC_NOT_ADDRESS_PROOF],
    ['a document that does not exist', { any_of_poa: ['RATION_CARD'] }, undefined],
  ])('refuses a plan’s KYC stages with %s', (_, over, message) => {
    const parsed = kyc.ZKycStagedConfig.safeParse({ ...kyc.DEFAULT_KYC_CONFIG, ...over });
    expect(parsed.success).toBe(false);
    if (message) expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('mime types', () => {
  it('map the wire enum to real content types and back', () => {
    expect(MIME_TYPE_CONTENT_TYPES.APPLICATION_PDF).toBe('application/pdf');
    expect(kyc.mimeTypeFromContentType('image/png')).toBe('IMAGE_PNG');
    expect(kyc.mimeTypeFromContentType('IMAGE/JPEG; charset=binary')).toBe('IMAGE_JPEG');
    expect(kyc.mimeTypeFromContentType('image/jpg')).toBe('IMAGE_JPEG');
    expect(kyc.mimeTypeFromContentType('image/gif')).toBeNull();
  });

  it('step upload progress as the spec does', () => {
    expect(kyc.UPLOAD_PROGRESS_STEPS).toEqual([10, 30, 70, 100]);
  });
});

describe('kycStatusLabel (issue 19)', () => {
  it.each([
    ['SUCCESS', 'Verified'],
    ['UNDER_REVIEW', 'Under review: your documents are being checked'],
    ['REJECTED', 'Not accepted: please upload your documents again'],
    ['PENDING', 'Not complete yet'],
    [null, 'Not complete yet'],
  ])('tells the buyer where a %s check stands, in their words', (status, label) => {
    expect(kyc.kycStatusLabel(status)).toBe(label);
  });
});
