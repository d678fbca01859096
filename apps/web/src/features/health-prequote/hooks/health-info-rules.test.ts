import { memberFromDob } from '@kavach/domain/health/pre-quote-details';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { NS } from '../i18n.ts';
import { healthInfoGaps, isHealthInfoComplete } from './health-info-rules.ts';
import { EMPTY_DETAILS } from './pre-quote-storage.ts';
import { withMembers } from './use-pre-quote-journey.ts';

const complete = {
  ...EMPTY_DETAILS,
  pincode: '411001',
  pincode_details: { district: 'Pune', state: 'Maharashtra' },
  ped: ['NO_EXISTING_DISEASE' as const],
  hasExistingDisease: 'no' as const,
  hasExistingPolicy: 'no' as const,
};

describe('health info form (docs/product/quotes.md §5)', () => {
  it('is complete only with a verified pin code and both questions answered', () => {
    expect(isHealthInfoComplete(complete)).toBe(true);
    expect(isHealthInfoComplete({ ...complete, pincode_details: null })).toBe(false);
    expect(isHealthInfoComplete({ ...complete, hasExistingDisease: '' })).toBe(false);
    expect(isHealthInfoComplete({ ...complete, hasExistingPolicy: '' })).toBe(false);
  });

  it('needs a condition after a disease "yes" and a cover range after a policy "yes"', () => {
    expect(isHealthInfoComplete({ ...complete, hasExistingDisease: 'yes', ped: [] })).toBe(false);
    expect(isHealthInfoComplete({ ...complete, hasExistingDisease: 'yes', ped: ['ASTHMA'] })).toBe(true);
    expect(isHealthInfoComplete({ ...complete, hasExistingPolicy: 'yes' })).toBe(false);
    expect(isHealthInfoComplete({ ...complete, hasExistingPolicy: 'yes', existingCover: '500000-1000000' })).toBe(true);
  });

  it('names what is still to answer, in the form’s order', () => {
    const english = i18n.getFixedT('en', NS);
    const named = (details: Parameters<typeof healthInfoGaps>[0]) => healthInfoGaps(details).map((gap) => english(gap));
    expect(named({ ...EMPTY_DETAILS })).toEqual([
      'your pin code',
      'whether you have an existing disease',
      'whether you have an existing health policy',
    ]);
    expect(named({ ...complete, hasExistingDisease: 'yes', ped: [], hasExistingPolicy: 'yes' })).toEqual([
      'which disease',
      'your existing cover',
    ]);
    expect(healthInfoGaps(complete)).toEqual([]);
  });

  it('needs each condition of a family placed on one of its members', () => {
    const family = withMembers({ ...complete, hasExistingDisease: 'yes', ped: ['DIABETES', 'ASTHMA'] }, [
      memberFromDob('Rahul', 'SELF', 'MALE', '1990-05-14'),
      memberFromDob('Vasant', 'FATHER', 'MALE', '1962-03-01'),
    ]);
    expect(isHealthInfoComplete({ ...family, pedMembers: { DIABETES: ['FATHER'] } })).toBe(false);
    expect(isHealthInfoComplete({ ...family, pedMembers: { DIABETES: ['FATHER'], ASTHMA: ['SPOUSE'] } })).toBe(false);
    expect(isHealthInfoComplete({ ...family, pedMembers: { DIABETES: ['FATHER'], ASTHMA: ['SELF', 'FATHER'] } })).toBe(
      true,
    );
  });
});

describe('saved members (docs/product/quotes.md §3)', () => {
  it('takes gender, name and dob from self, and adds a blank proposer when self is not insured', () => {
    const self = memberFromDob('Asha', 'SELF', 'FEMALE', '1988-02-03');
    expect(withMembers(EMPTY_DETAILS, [self])).toMatchObject({
      gender: 'Female',
      name: 'Asha',
      dob: '1988-02-03',
      proposer: null,
    });
    const mother = memberFromDob('Sunita', 'MOTHER', 'FEMALE', '1960-03-02');
    expect(withMembers(EMPTY_DETAILS, [mother]).proposer).toEqual({
      name: '',
      gender: '',
      mobile: '',
      dob: '',
      pan: '',
      pincode: '',
    });
  });
});
