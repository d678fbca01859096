import { describe, expect, it } from 'vitest';
import { bonusRuleOf, renewalBonusPercent } from './cumulative-bonus';

describe('a plan’s bonus words read as a rule', () => {
  it.each([
    ['10% a year, up to 50%', { percentPerYear: 10, capPercent: 50, keptAfterClaim: false }],
    ['50% a year, up to 100%, never reduced', { percentPerYear: 50, capPercent: 100, keptAfterClaim: true }],
    ['10% a year, up to 200%', { percentPerYear: 10, capPercent: 200, keptAfterClaim: false }],
  ])('%s', (words, rule) => {
    expect(bonusRuleOf(words)).toEqual(rule);
  });

  it.each([['Unused cover carried forward, up to 10 times'], ['100% a year, up to 10 times the cover'], [null]])(
    'no figure from words that are not a rate and a cap: %s',
    (words) => {
      expect(bonusRuleOf(words)).toBeNull();
    },
  );
});

describe('the bonus a renewal carries', () => {
  const tenUpToFifty = { percentPerYear: 10, capPercent: 50, keptAfterClaim: false };
  it.each([
    ['a first claim-free year', 0, false, 10],
    ['the fifth claim-free year reaches the cap', 40, false, 50],
    ['no further than the cap', 50, false, 50],
    ['a claim takes a year’s rate off', 30, true, 20],
    ['never below nothing', 0, true, 0],
  ])('%s', (_, current, claim, expected) => {
    expect(renewalBonusPercent(tenUpToFifty, current, claim)).toBe(expected);
  });

  it('adds a rate for each claim-free year of a policy of several years, up to the cap', () => {
    expect(renewalBonusPercent(tenUpToFifty, 10, false, 2)).toBe(30);
    expect(renewalBonusPercent(tenUpToFifty, 40, false, 3)).toBe(50);
    // A claim in the period: one year's rate off, and no year credited.
    expect(renewalBonusPercent(tenUpToFifty, 30, true, 3)).toBe(20);
  });

  it('keeps it after a claim where the plan says so', () => {
    expect(renewalBonusPercent({ percentPerYear: 50, capPercent: 100, keptAfterClaim: true }, 50, true)).toBe(50);
  });
});
