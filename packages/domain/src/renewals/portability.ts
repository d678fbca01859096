import { z } from 'zod';
import { ZDay, ZRowId, ZRupees } from '../api/wire';
import { renewalOpen } from '../constants/motor';
import { formatIndianNumber } from '../format/money';
import { addDays, toDisplayDate } from '../validation/dates';
import { HEALTH_GRACE_DAYS } from './renewal-calendar';

// Issue 47: health portability (docs/product/renewals.md#portability). At its renewal a health policy may move to
// another insurer's plan; the new insurer underwrites the proposal afresh but credits the waiting periods already
// served, up to the sum insured the old policy had.

/**
 * A policy may be ported while its renewal is open (from 90 days before its end) and, ended, within the health grace
 * period: cover must run on without a break for the waiting periods served to count.
 */
export const portingOpen = (endDate: string, today: string) =>
  renewalOpen(endDate, today) && today <= addDays(endDate, HEALTH_GRACE_DAYS);

export const PORTING_NOT_OPEN = `A health policy can be moved to another insurer from 90 days before it ends until ${HEALTH_GRACE_DAYS} days after`;

/** One plan of another insurer the policy may move to, priced by Kavach's catalogue for the same people and cover. */
export const ZPortOption = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  insurer_id: z.string(),
  insurer_name: z.string(),
  sum_insured: ZRupees,
  total_premium: ZRupees,
});
export type TPortOption = z.infer<typeof ZPortOption>;

/** GET /v1/policies/{policy_number}/port-options: where the policy may move, from when, and since when it is insured. */
export const ZPortOptionsResponse = z.object({
  cover_start: ZDay,
  covered_since: ZDay,
  options: z.array(ZPortOption),
});
export type TPortOptionsResponse = z.infer<typeof ZPortOptionsResponse>;

/** POST /v1/policies/{policy_number}/port: the plan to move to. */
export const ZPortPolicyRequest = z.object({ plan_id: z.string().min(1).max(200) }).strict();
export type TPortPolicyRequest = z.infer<typeof ZPortPolicyRequest>;

/** The new plan's journey, at its review: the buyer checks the proposal (and declares anything new), then pays. */
export const ZPortPolicyResponse = z.object({ journey_id: ZRowId });
export type TPortPolicyResponse = z.infer<typeof ZPortPolicyResponse>;

/** The policy a journey ports from, as the submission names it to the new insurer and its schedule prints it. */
export type PortedFrom = {
  policy_number: string;
  insurer_name: string;
  /** The first day of continuous cover: the first policy of its chain of renewals. */
  covered_since: string;
  sum_insured: number;
  /** The cumulative bonus that policy carried, in rupees of cover (0 when none): credited as the sum insured is. */
  cumulative_bonus: number;
  end_date: string;
};

/** What the ported policy's schedule says of the policy it continues (Rs.: the schedule's fonts have no ₹). */
export function portabilityLines(p: PortedFrom): string[] {
  return [
    `Ported from ${p.insurer_name} policy ${p.policy_number}, insured without a break since ${toDisplayDate(p.covered_since)}.`,
    p.cumulative_bonus > 0
      ? `Waiting periods already served are credited up to the previous sum insured of Rs. ${formatIndianNumber(p.sum_insured)} and its cumulative bonus of Rs. ${formatIndianNumber(p.cumulative_bonus)}, Rs. ${formatIndianNumber(p.sum_insured + p.cumulative_bonus)} in all; cover above that serves its waiting periods from this policy's first day.`
      : `Waiting periods already served are credited up to the previous sum insured of Rs. ${formatIndianNumber(p.sum_insured)}; cover above it serves its waiting periods from this policy's first day.`,
  ];
}
