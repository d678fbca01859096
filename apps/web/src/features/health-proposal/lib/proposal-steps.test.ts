import { describe, expect, it } from 'vitest';
import { isAuthenticated, shellStepOf, startStep } from './proposal-steps.ts';

describe('start step (docs/product/proposal-kyc.md §4)', () => {
  it('starts at OTP_VERIFY for a visitor', () => {
    expect(startStep(false, null)).toBe('OTP_VERIFY');
    expect(startStep(false, 'MEDICAL_QUESTIONS')).toBe('OTP_VERIFY');
  });
  it('starts at the member step once signed in', () => {
    expect(startStep(true, null)).toBe('MEMBER_NOMINEE_DETAILS');
    expect(startStep(true, 'OTP_VERIFY')).toBe('MEMBER_NOMINEE_DETAILS');
  });
  it('resumes ADDRESS_DETAILS whatever the session, and later steps when signed in', () => {
    expect(startStep(false, 'ADDRESS_DETAILS')).toBe('ADDRESS_DETAILS');
    expect(startStep(true, 'MEDICAL_QUESTIONS')).toBe('MEDICAL_QUESTIONS');
    expect(startStep(true, 'KYC_STEP')).toBe('KYC_STEP');
    expect(startStep(true, 'REVIEW_SUBMIT')).toBe('MEMBER_NOMINEE_DETAILS');
  });
  it('treats only AUTHENTICATED session data as signed in', () => {
    expect(isAuthenticated({ authentication_status: 'AUTHENTICATED' })).toBe(true);
    expect(isAuthenticated({ authentication_status: 'UNAUTHENTICATED' })).toBe(false);
    expect(isAuthenticated(null)).toBe(false);
  });
  it('groups member, nominee and address under PROPOSAL_DETAILS', () => {
    expect(shellStepOf('OTP_VERIFY')).toBe('PROPOSAL_DETAILS');
    expect(shellStepOf('ADDRESS_DETAILS')).toBe('PROPOSAL_DETAILS');
    expect(shellStepOf('MEDICAL_QUESTIONS')).toBe('MEDICAL_QUESTIONS');
    expect(shellStepOf('KYC_STEP')).toBe('KYC_STEP');
  });
});
