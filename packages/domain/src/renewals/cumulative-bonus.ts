// Issue 47: a health plan's no-claim (cumulative) bonus carried into its renewal (docs/product/renewals.md): more
// cover for each claim-free year, at the rate and up to the cap the plan's wording states.

/** A plan's bonus rule as numbers: percent of the sum insured a claim-free year adds, its cap, and a claim's effect. */
export type BonusRule = { percentPerYear: number; capPercent: number; keptAfterClaim: boolean };

/**
 * The catalogue's words for a plan's bonus ("10% a year, up to 50%", "50% a year, up to 100%, never reduced") read as
 * a rule; null for words that are not a rate and a cap in percent ("Unused cover carried forward, up to 10 times"):
 * such a bonus is the insurer's to work out, and Kavach shows no figure it cannot source.
 */
export function bonusRuleOf(words: string | null | undefined): BonusRule | null {
  const m = /^(\d{1,3})% a year, up to (\d{1,4})%(, never reduced)?$/.exec(words ?? '');
  if (!m) return null;
  return { percentPerYear: Number(m[1]), capPercent: Number(m[2]), keptAfterClaim: m[3] !== undefined };
}

/**
 * The bonus a renewal carries: each claim-free year of the period ending (`years`: a policy may run for two or three)
 * adds the year's rate, up to the cap; a period with a claim takes one year's rate off (not below 0), unless the plan
 * keeps it ("never reduced"), and credits none of its years, since which of them were claim-free is not asked.
 */
export function renewalBonusPercent(rule: BonusRule, currentPercent: number, claimInYear: boolean, years = 1): number {
  if (!claimInYear) return Math.min(rule.capPercent, currentPercent + rule.percentPerYear * years);
  return rule.keptAfterClaim ? currentPercent : Math.max(0, currentPercent - rule.percentPerYear);
}
