import { z } from 'zod';
import { ZDay, ZRupees } from './wire';
import { ZJourneyVertical } from '../verticals/registry';

/** RENEWAL: the policy carries on. NEW_POLICY: a health policy past its grace, sold again with fresh waiting periods. */
export const RENEWAL_OUTCOMES = ['RENEWAL', 'NEW_POLICY'] as const;
/** Health: waiting periods served carry over (CONTINUE), or start again (FRESH). */
export const WAITING_PERIOD_CARRY = ['CONTINUE', 'FRESH'] as const;
/** Why a motor renewal carries no no-claim bonus: a claim in the year, or a lapse of more than 90 days. */
export const NCB_LOSS_REASONS = ['CLAIM', 'LAPSE'] as const;

/**
 * GET /v1/policies/{policy_number}/renewal-quote (issue 47, docs/product/renewals.md): the insurer's renewal terms for
 * the caller's own policy, with what carries over and what does not, in the buyer's words.
 */
export const ZRenewalQuoteResponse = z.object({
  policy_number: z.string(),
  vertical: ZJourneyVertical,
  plan_name: z.string(),
  insurer_name: z.string(),
  outcome: z.enum(RENEWAL_OUTCOMES),
  cover_start: ZDay,
  cover_end: ZDay,
  premium: ZRupees,
  /** The sum insured, or the vehicle's IDV at its new age; null for third-party cover alone. */
  sum_insured: z.number().nullable(),
  /** Motor: the no-claim bonus the renewal carries. */
  ncb_percent: z.number().nullable(),
  inspection_required: z.boolean(),
  waiting_periods: z.enum(WAITING_PERIOD_CARRY).nullable(),
  /** What carries over and what does not, the insurer's notes last: each a sentence the buyer reads. */
  notes: z.array(z.string()),
});
export type TRenewalQuoteResponse = z.infer<typeof ZRenewalQuoteResponse>;

/**
 * POST /v1/policies/{policy_number}/renew: the renewal as a journey confirmed on the insurer's terms, to be paid like
 * a purchase (`/v1/{vertical}/payments/initiate`); asked again, the same journey on the insurer's terms of that day.
 */
export const ZRenewPolicyResponse = z.object({
  journey_id: z.uuid(),
  vertical: ZJourneyVertical,
  outcome: z.enum(RENEWAL_OUTCOMES),
  total_premium: ZRupees,
  cover_start: ZDay,
  cover_end: ZDay,
});
export type TRenewPolicyResponse = z.infer<typeof ZRenewPolicyResponse>;
