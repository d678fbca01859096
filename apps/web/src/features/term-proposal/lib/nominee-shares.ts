import { MAJORITY_AGE, ageOn } from '@kavach/domain';

/** The shares typed so far, added up; a box still empty or not a whole number counts as 0. */
export function shareTotal(shares: readonly unknown[]): number {
  return shares.reduce<number>((sum, share) => {
    const n = typeof share === 'number' ? share : Number(String(share ?? '').trim() || NaN);
    return Number.isInteger(n) ? sum + n : sum;
  }, 0);
}

/** docs/product/proposal-kyc.md §5 as term applies it: an appointee receives the money for a nominee under 18. */
export function hasMinorNominee(dobs: readonly string[], today?: string): boolean {
  return dobs.some((dob) => {
    const age = dob ? ageOn(dob, today) : null;
    return age !== null && age < MAJORITY_AGE;
  });
}

/** Shares for n nominees that add up to 100, the odd points to the first: 3 → 34, 33, 33. */
export function evenShares(count: number): number[] {
  if (count < 1) return [];
  const each = Math.floor(100 / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? 100 - each * (count - 1) : each));
}
