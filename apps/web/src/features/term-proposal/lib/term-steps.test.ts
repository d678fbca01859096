import { describe, expect, it } from 'vitest';
import { openingStep, previousStep, termProposalUrl, termReviewUrl } from './term-steps.ts';

describe('term proposal steps', () => {
  it('resumes where the server says the journey stands', () => {
    expect(openingStep('CONTACT', null)).toBe('CONTACT');
    expect(openingStep('DOCUMENTS', 'nonsense')).toBe('DOCUMENTS');
  });

  it('opens a step the review asks for once it has been reached, never one ahead of the journey', () => {
    expect(openingStep('REVIEW', 'NOMINEES')).toBe('NOMINEES');
    expect(openingStep('NOMINEES', 'NOMINEES')).toBe('NOMINEES');
    expect(openingStep('NOMINEES', 'LIFESTYLE')).toBe('NOMINEES');
  });

  it('goes back one step, and not before the first', () => {
    expect(previousStep('CONTACT')).toBe('NOMINEES');
    expect(previousStep('LIFE_ASSURED')).toBeNull();
  });

  it('builds the proposal and review addresses', () => {
    expect(termProposalUrl('j 1')).toBe('/term-insurance/proposal?journey_id=j%201');
    expect(termProposalUrl('j1', 'CONTACT')).toBe('/term-insurance/proposal?journey_id=j1&step=CONTACT');
    expect(termReviewUrl('j1')).toBe('/term-insurance/review?journey_id=j1');
  });
});
