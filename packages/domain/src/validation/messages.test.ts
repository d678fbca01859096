import { describe, it, expect } from 'vitest';
import {
  MESSAGES,
  addonGroupMissing,
  contactRequired,
  maxAge,
  maxLength,
  minAge,
  minLength,
  uploadErrorMessage,
} from './messages';

describe('message builders', () => {
  it('fill in the spec templates', () => {
    expect(minLength(10)).toBe('Minimum 10 characters required');
    expect(maxLength(50)).toBe('Maximum 50 characters allowed');
    expect(minAge(18)).toBe('Minimum age should be 18 years');
    expect(maxAge(65)).toBe('Maximum age should be 65 years');
  });

  it('lower-cases the contact label', () => {
    expect(contactRequired('Address Line 1')).toBe('Please enter address line 1');
    expect(contactRequired('Email')).toBe('Please enter email');
  });

  it('lists missing add-on names', () => {
    expect(addonGroupMissing(['Aggregate Deductible', 'Hospital Cash'])).toBe(
      'Please select options for the following add-on(s) before adding: Aggregate Deductible, Hospital Cash',
    );
  });

  it('maps upload failures by HTTP status', () => {
    expect(uploadErrorMessage(413)).toBe('File too large. Please try a smaller file.');
    expect(uploadErrorMessage(400)).toBe('Invalid file format. Please try another file.');
    expect(uploadErrorMessage(500)).toBe('Upload failed. Please try again.');
    expect(uploadErrorMessage(undefined)).toBe('Upload failed. Please try again.');
  });
});

describe('MESSAGES', () => {
  it('holds the spec texts exactly', () => {
    expect(MESSAGES.PINCODE_LOOKUP_INVALID).toBe('Invalid pincode. Please enter a valid 6-digit pincode.');
    expect(MESSAGES.KYC_CONTINUE_ISSUE).toBe(
      "There was an issue with the verification process, but we've proceeded to the next step.",
    );
    expect(MESSAGES.PAYMENT_PENDING).toBe('Payment status is pending. Please wait...');
  });

  it('has no duplicate texts under different names', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
