// A Kavach policy number is `KV-<vertical letter>-<year>-<8 characters>` (issue-policy.ts issues them); people type it
// in any case, with or without its dashes, slashes or spaces.

/** A policy number as people type it: its letters and digits, upper-cased. */
export const policyNumberKey = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A Kavach policy number as issued, from one typed in any case, with or without its dashes (or slashes); else null. */
export function kavachPolicyNumber(typed: string): string | null {
  const match = /^KV([A-Z])(\d{4})([A-Z2-9]{8})$/.exec(policyNumberKey(typed));
  return match ? `KV-${match[1]}-${match[2]}-${match[3]}` : null;
}
