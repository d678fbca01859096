import { z } from 'zod';
import { CANCELLATION_REASONS, CANCELLATION_WINDOWS } from '../constants/cancellation';
import { REFUND_STATUSES } from '../constants/payment';
import { codesOf } from '../constants/option';
import { ZCount, ZDay, ZRupees } from './wire';

// Issue 47: the buyer cancels their own policy from the dashboard, the refund shown before they confirm.

/** /v1/policies/{policy_number}/…: the policy number as the dashboard lists it. */
export const ZPolicyParams = z.object({ policy_number: z.string().min(1).max(60) }).strict();

/** GET /v1/policies/{policy_number}/cancellation-quote: what cancelling today gives back, line by line. */
export const ZCancellationQuoteResponse = z.object({
  policy_number: z.string(),
  /** FREE_LOOK: returned within the free-look period; SHORT_PERIOD: by the insurer's short-period scale. */
  window: z.enum(CANCELLATION_WINDOWS),
  /** The last day of the free-look period; null for a product that has none (motor). */
  free_look_until: ZDay.nullable(),
  premium: ZRupees,
  refund: ZRupees,
  /** The refund in paise: the buyer confirms exactly this figure (POST …/cancel's confirm_refund_paise). */
  refund_paise: ZCount,
  deductions: z.array(z.object({ label: z.string(), amount: ZRupees })),
  days_on_cover: ZCount,
  /** The rule applied, in the buyer's words. */
  basis: z.string(),
});
export type TCancellationQuoteResponse = z.infer<typeof ZCancellationQuoteResponse>;

export const ZCancellationReason = z.enum(codesOf(CANCELLATION_REASONS));

/**
 * POST /v1/policies/{policy_number}/cancel: the reason, and the refund the buyer was shown; refused (409) when
 * cancelling now would give back another amount (a day passed since the quote).
 */
export const ZCancelPolicyRequest = z.object({ reason: ZCancellationReason, confirm_refund_paise: ZCount }).strict();
export type TCancelPolicyRequest = z.infer<typeof ZCancelPolicyRequest>;

/**
 * A cancellation's refund: AWAITING_INSURER until the insurer confirms the cancellation (nothing goes back before),
 * then a refund's own status.
 */
export const ZCancellationRefundStatus = z.enum([...REFUND_STATUSES, 'AWAITING_INSURER']);

export const ZCancelPolicyResponse = z.object({
  policy_number: z.string(),
  cancelled_on: ZDay,
  refund: ZRupees,
  refund_status: ZCancellationRefundStatus,
});
export type TCancelPolicyResponse = z.infer<typeof ZCancelPolicyResponse>;
