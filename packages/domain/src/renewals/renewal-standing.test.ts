import { describe, expect, it } from 'vitest';
import { renewalStandingOf, renewalStandingWords } from './renewal-standing';

// A year of cover from 11 January 2026 to 10 January 2027; the day is passed in.
const policy = { startDate: '2026-01-11', endDate: '2027-01-10' };
const wordsOn = (vertical: 'HEALTH' | 'MOTOR' | 'TERM', today: string, endDate = policy.endDate) => {
  const standing = renewalStandingOf({ ...policy, endDate, vertical }, today);
  return standing && renewalStandingWords(vertical, standing);
};

describe('a policy’s standing on the dashboard', () => {
  it('counts the days to the end, then tells health of its grace and motor of its bonus', () => {
    expect(wordsOn('HEALTH', '2026-12-11')).toBe('Ends in 30 days');
    expect(wordsOn('MOTOR', '2027-01-10')).toBe('Ends today');
    expect(wordsOn('HEALTH', '2027-01-11')).toBe(
      'Expired 1 day ago: in the grace period until 09/02/2027. Renew by then to keep the waiting periods you have served; you are not covered until you do.',
    );
    expect(wordsOn('HEALTH', '2027-02-10')).toBe(
      'Expired 31 days ago, past the grace period: a new policy starts its waiting periods afresh.',
    );
    expect(wordsOn('MOTOR', '2027-02-10')).toBe(
      'Expired 31 days ago: the vehicle is not insured. Renew by 10/04/2027 to keep your no-claim bonus (after an inspection of the vehicle).',
    );
    expect(wordsOn('MOTOR', '2027-04-11')).toBe(
      'Expired 91 days ago: the no-claim bonus is lost. New cover starts again at 0 %.',
    );
  });

  it('shows a term plan’s next yearly premium, and nothing once none is left', () => {
    expect(wordsOn('TERM', '2026-12-12', '2066-01-10')).toBe('Next yearly premium due on 11/01/2027, in 30 days');
    expect(wordsOn('TERM', '2065-01-11', '2066-01-10')).toBeNull();
  });

  it('names the renewal that carries a policy renewed through Kavach, and when it starts', () => {
    const renewed = { state: 'RENEWED', policy_number: 'CARE-H-2027-0A1B2C3D', from: '2027-01-11' } as const;
    expect(renewalStandingWords('HEALTH', { ...renewed, new_policy: false })).toBe(
      'Renewed: policy CARE-H-2027-0A1B2C3D covers you from 11/01/2027.',
    );
    // Past its grace, what replaced it is a new policy, not a renewal: it does not say "renewed".
    expect(renewalStandingWords('HEALTH', { ...renewed, new_policy: true })).toBe(
      'Replaced by a new policy, CARE-H-2027-0A1B2C3D, which covers you from 11/01/2027.',
    );
  });
});
