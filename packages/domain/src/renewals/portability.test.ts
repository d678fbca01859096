import { describe, expect, it } from 'vitest';
import { portabilityLines, portingOpen } from './portability';
import { renewalStandingWords } from './renewal-standing';

describe('when a health policy may move to another insurer', () => {
  // A policy ending on 31 March 2027.
  it.each([
    ['91 days before its end: not yet', '2026-12-30', false],
    ['90 days before: renewals open', '2026-12-31', true],
    ['on its last day', '2027-03-31', true],
    ['30 days after, the grace’s last day', '2027-04-30', true],
    ['31 days after: cover broke, nothing to carry', '2027-05-01', false],
  ])('%s', (_, today, open) => {
    expect(portingOpen('2027-03-31', today)).toBe(open);
  });
});

describe('what a moved policy says', () => {
  it('names the policy it continues, since when, and the credit up to its sum insured', () => {
    expect(
      portabilityLines({
        policy_number: 'CARE-H-2026-0A1B2C3D',
        insurer_name: 'Care Health Insurance',
        covered_since: '2024-04-01',
        sum_insured: 1_000_000,
        cumulative_bonus: 0,
        end_date: '2027-03-31',
      }),
    ).toEqual([
      'Ported from Care Health Insurance policy CARE-H-2026-0A1B2C3D, insured without a break since 01/04/2024.',
      "Waiting periods already served are credited up to the previous sum insured of Rs. 10,00,000; cover above it serves its waiting periods from this policy's first day.",
    ]);
  });

  it('credits the cumulative bonus the old policy carried as its sum insured', () => {
    expect(
      portabilityLines({
        policy_number: 'CARE-H-2026-0A1B2C3D',
        insurer_name: 'Care Health Insurance',
        covered_since: '2024-04-01',
        sum_insured: 1_000_000,
        cumulative_bonus: 200_000,
        end_date: '2027-03-31',
      })[1],
    ).toBe(
      "Waiting periods already served are credited up to the previous sum insured of Rs. 10,00,000 and its cumulative bonus of Rs. 2,00,000, Rs. 12,00,000 in all; cover above that serves its waiting periods from this policy's first day.",
    );
  });

  it('says on the old card where the cover went', () => {
    expect(
      renewalStandingWords('HEALTH', {
        state: 'PORTED',
        policy_number: 'DIGIT-H-2027-1B2C3D4E',
        insurer_name: 'Go Digit',
        from: '2027-04-01',
      }),
    ).toBe(
      'Moved to Go Digit: policy DIGIT-H-2027-1B2C3D4E covers you from 01/04/2027, with the waiting periods you served credited.',
    );
  });
});
