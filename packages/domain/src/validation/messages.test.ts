import { describe, it, expect } from 'vitest';
import * as messages from './messages';

describe('message builders', () => {
  it('fill in the spec templates', () => {
    expect(messages.minLength(10)).toBe('Minimum 10 characters required');
    expect(messages.maxLength(50)).toBe('Maximum 50 characters allowed');
    expect(messages.minAge(18)).toBe('Minimum age should be 18 years');
    expect(messages.maxAge(65)).toBe('Maximum age should be 65 years');
  });

  it('lower-cases the contact label', () => {
    expect(messages.contactRequired('Address Line 1')).toBe('Please enter address line 1');
    expect(messages.contactRequired('Email')).toBe('Please enter email');
  });

  it('lists missing add-on names', () => {
    expect(messages.addonGroupMissing(['Aggregate Deductible', 'Hospital Cash'])).toBe(
      'Please select options for the following add-on(s) before adding: Aggregate Deductible, Hospital Cash',
    );
  });

  it('names the new premium when confirmation finds it changed', () => {
    expect(messages.premiumChanged(123456)).toBe(
      'Your premium has changed since you reviewed it: it is now ₹1,23,456. Please review the new premium before paying.',
    );
  });

  it('names the conditions a plan cannot cover and sends the buyer to another plan', () => {
    expect(messages.conditionNotCovered(['Heart disease'])).toBe(
      "This plan can't cover heart disease. Please go back to the quotes and choose another plan.",
    );
    expect(messages.conditionNotCovered(['Heart disease', 'Cancer or tumour', 'Stroke'])).toBe(
      "This plan can't cover heart disease, cancer or tumour or stroke. Please go back to the quotes and choose another plan.",
    );
  });

  it('maps upload failures by HTTP status', () => {
    expect(messages.uploadErrorMessage(413)).toBe('File too large. Please try a smaller file.');
    expect(messages.uploadErrorMessage(400)).toBe('Invalid file format. Please try another file.');
    expect(messages.uploadErrorMessage(500)).toBe('Upload failed. Please try again.');
    expect(messages.uploadErrorMessage(undefined)).toBe('Upload failed. Please try again.');
  });
});

describe('MESSAGES', () => {
  it('holds the spec texts exactly', () => {
    expect(messages.MESSAGES.PINCODE_LOOKUP_INVALID).toBe('Invalid pincode. Please enter a valid 6-digit pincode.');
    expect(messages.MESSAGES.KYC_CONTINUE_ISSUE).toBe(
      "There was an issue with the verification process, but we've proceeded to the next step.",
    );
    expect(messages.MESSAGES.PAYMENT_PENDING).toBe('Payment status is pending. Please wait...');
  });

  it('has no duplicate texts under different names', () => {
    const texts = Object.values(messages.MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
