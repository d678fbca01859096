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

/** Whether the shares are still the even split Kavach filled in, as numbers typed or not. */
const untouched = (shares: readonly unknown[]) =>
  shares.length > 0 && evenShares(shares.length).every((share, i) => String(shares[i] ?? '').trim() === String(share));

/**
 * Issue 48: the shares after a nominee is added. Shares the buyer typed stay as typed and the new nominee gets what is
 * left of 100 (70 typed: 70 and 30); shares still at Kavach's even split are split evenly again.
 */
export function sharesAfterAdding(shares: readonly unknown[]): string[] {
  if (untouched(shares)) return evenShares(shares.length + 1).map(String);
  return [...shares.map((s) => String(s ?? '')), String(Math.max(0, 100 - shareTotal(shares)))];
}

/** The shares after nominee `index` is removed: the others as typed, or split evenly again if never typed. */
export function sharesAfterRemoving(shares: readonly unknown[], index: number): string[] {
  const rest = shares.filter((_, i) => i !== index);
  return untouched(shares) ? evenShares(rest.length).map(String) : rest.map((s) => String(s ?? ''));
}
