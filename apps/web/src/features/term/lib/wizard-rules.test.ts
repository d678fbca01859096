import { describe, expect, it } from 'vitest';
import { DEFAULT_TERM_DETAILS, withSmoker } from './term-details.ts';
import { TODAY, answeredDetails } from './test-details.ts';
import { nextStep, previousStep, resumeStep, stepComplete } from './wizard-rules.ts';

const complete = withSmoker(answeredDetails('Male', '411001', 'Pune'), 'NO');

describe('term wizard steps (docs/product/review-payment-term-bike.md §4.12)', () => {
  it('each step is done only when its value is set', () => {
    expect(stepComplete(1, DEFAULT_TERM_DETAILS, TODAY)).toBe(true);
    expect(stepComplete(2, DEFAULT_TERM_DETAILS, TODAY)).toBe(false);
    expect(stepComplete(3, DEFAULT_TERM_DETAILS, TODAY)).toBe(false);
    expect(stepComplete(4, DEFAULT_TERM_DETAILS, TODAY)).toBe(false);
    for (const step of [2, 3, 4, 5, 6] as const) expect(stepComplete(step, complete, TODAY)).toBe(true);
  });

  it('needs the gender and the tobacco answer chosen: neither is chosen for the buyer (issue 48)', () => {
    expect(stepComplete(3, { ...complete, gender: '' }, TODAY)).toBe(false);
    expect(stepComplete(6, DEFAULT_TERM_DETAILS, TODAY)).toBe(false);
    expect(resumeStep('6', { ...complete, gender: '' }, TODAY)).toBe(3);
  });

  it('accepts a pincode only with the district the lookup found', () => {
    expect(stepComplete(4, { ...complete, pincode_details: null }, TODAY)).toBe(false);
    expect(stepComplete(4, { ...complete, pincode: '41100' }, TODAY)).toBe(false);
  });

  it('moves one step at a time within 1 to 6', () => {
    expect([nextStep(1), nextStep(5), nextStep(6)]).toEqual([2, 6, 6]);
    expect([previousStep(1), previousStep(2), previousStep(6)]).toEqual([1, 1, 5]);
  });

  it('resumes the stored step only when the steps before it are done', () => {
    expect(resumeStep('5', complete, TODAY)).toBe(5);
    expect(resumeStep('6', { ...complete, pincode_details: null }, TODAY)).toBe(4);
    expect(resumeStep('4', { ...complete, annual_income: '' }, TODAY)).toBe(2);
    expect(resumeStep('3', null, TODAY)).toBe(1);
    expect(resumeStep('9', complete, TODAY)).toBe(1);
    expect(resumeStep(null, complete, TODAY)).toBe(1);
  });
});
