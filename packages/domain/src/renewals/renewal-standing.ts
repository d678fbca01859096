import { z } from 'zod';
import { ZDay } from '../api/wire';
import { daysUntil } from '../constants/motor';
import { toDisplayDate } from '../validation/dates';
import { countOf } from '../format/count';
import type { JourneyVertical } from '../verticals/registry';
import { expiryStanding, nextPremiumDue } from './renewal-calendar';

/**
 * Where an uncancelled policy stands against its end on the server's day (docs/product/renewals.md), as the
 * dashboard shows it. A term plan is not renewed: it shows when its next yearly premium is due, if any is left.
 */
export const ZRenewalStanding = z.discriminatedUnion('state', [
  z.object({ state: z.literal('IN_FORCE'), days_left: z.number().int().min(0) }),
  z.object({ state: z.literal('LAPSED_RENEWABLE'), days_ago: z.number().int().min(1), until: ZDay }),
  z.object({ state: z.literal('LAPSED'), days_ago: z.number().int().min(1) }),
  z.object({ state: z.literal('PREMIUM_DUE'), due: ZDay, days_left: z.number().int().min(1) }),
  /**
   * Renewed through Kavach: the renewal's policy, and the day its cover starts; `new_policy` when it is a new policy
   * in its place (health past its grace: its waiting periods start again), not a renewal.
   */
  z.object({ state: z.literal('RENEWED'), policy_number: z.string(), from: ZDay, new_policy: z.boolean() }),
  /** Moved to another insurer's plan (portability): the new policy, its insurer, and the day its cover starts. */
  z.object({ state: z.literal('PORTED'), policy_number: z.string(), insurer_name: z.string(), from: ZDay }),
]);
export type TRenewalStanding = z.infer<typeof ZRenewalStanding>;

/** A policy's standing on `today`; null for a term plan with no premium left to pay. */
export function renewalStandingOf(
  policy: { vertical: JourneyVertical; startDate: string; endDate: string },
  today: string,
): TRenewalStanding | null {
  const { vertical } = policy;
  if (vertical === 'TERM') {
    const due = nextPremiumDue(policy.startDate, policy.endDate, today);
    return due ? { state: 'PREMIUM_DUE', due, days_left: daysUntil(due, today) } : null;
  }
  const standing = expiryStanding({ vertical, endDate: policy.endDate }, today);
  switch (standing.state) {
    case 'IN_FORCE':
      return { state: 'IN_FORCE', days_left: standing.daysLeft };
    case 'LAPSED_RENEWABLE':
      return { state: 'LAPSED_RENEWABLE', days_ago: standing.daysAgo, until: standing.until };
    case 'LAPSED':
      return { state: 'LAPSED', days_ago: standing.daysAgo };
  }
}

/** The standing in the buyer's words, for the policy card: what is left, and what a lapse costs them. */
export function renewalStandingWords(vertical: JourneyVertical, s: TRenewalStanding): string {
  switch (s.state) {
    case 'IN_FORCE':
      return s.days_left === 0 ? 'Ends today' : `Ends in ${countOf(s.days_left, 'day')}`;
    case 'RENEWED':
      return s.new_policy
        ? `Replaced by a new policy, ${s.policy_number}, which covers you from ${toDisplayDate(s.from)}.`
        : `Renewed: policy ${s.policy_number} covers you from ${toDisplayDate(s.from)}.`;
    case 'PORTED':
      return `Moved to ${s.insurer_name}: policy ${s.policy_number} covers you from ${toDisplayDate(s.from)}, with the waiting periods you served credited.`;
    case 'PREMIUM_DUE':
      return `Next yearly premium due on ${toDisplayDate(s.due)}, in ${countOf(s.days_left, 'day')}`;
    case 'LAPSED_RENEWABLE':
      return vertical === 'MOTOR'
        ? `Expired ${countOf(s.days_ago, 'day')} ago: the vehicle is not insured. Renew by ${toDisplayDate(s.until)} to keep your no-claim bonus (after an inspection of the vehicle).`
        : `Expired ${countOf(s.days_ago, 'day')} ago: in the grace period until ${toDisplayDate(s.until)}. Renew by then to keep the waiting periods you have served; you are not covered until you do.`;
    case 'LAPSED':
      return vertical === 'MOTOR'
        ? `Expired ${countOf(s.days_ago, 'day')} ago: the no-claim bonus is lost. New cover starts again at 0 %.`
        : `Expired ${countOf(s.days_ago, 'day')} ago, past the grace period: a new policy starts its waiting periods afresh.`;
  }
}
