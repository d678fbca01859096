import { z } from 'zod';
import { ZRenewalStanding } from '../renewals/renewal-standing';
import { ZDay, ZInstant, ZRowId, ZRupees } from './wire';
import { ZRefundStatus } from '../constants/payment';
import { ZApiVertical, ZJourneyVertical } from '../verticals/registry';
import { ZKycReviewStatus, ZKycStagedConfig } from '../constants/kyc';
import { ZKycRejection } from './kyc';
import { JOURNEY_REF, JOURNEY_USER_REF, ZJourneyId } from './journey-ref';

// docs/product/review-payment-term-bike.md §3.10, §4.9–§4.11, §7: confirmation, payment hand-off and status, and the
// policy (docs/decisions.md §4).
export const ZConfirmationRequest = z.object(JOURNEY_USER_REF).strict();
export const ZConfirmationResponse = z.object({
  journey_id: ZRowId,
  status: z.literal('CONFIRMED'),
  total_premium: ZRupees,
});
export type TConfirmationResponse = z.infer<typeof ZConfirmationResponse>;

export const ZInitiatePaymentRequest = z.object(JOURNEY_REF).strict();
export const ZInitiatePaymentResponse = z.object({ payment_attempt_id: ZRowId, payment_url: z.string() });
export type TInitiatePaymentResponse = z.infer<typeof ZInitiatePaymentResponse>;

export const PAYMENT_ATTEMPT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export const ZPaymentStatusResponse = z.object({
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  message: z.string(),
  payment_attempt_id: ZRowId,
  journey_id: ZRowId,
  /** The amount, in rupees (docs/product/review-payment-term-bike.md §3.10 calls it total_number). */
  total_number: ZRupees,
  policy_number: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** The gateway said this payment failed, or it was closed before any money moved: none was taken (issue 17). */
  no_money_taken: z.boolean().optional(),
  /** Paid, and the policy waits for staff to approve the KYC documents (issue 19). */
  held_for_kyc: z.boolean().optional(),
  /**
   * Paid, and the insurer has not issued yet (docs/decisions.md §4b): the message says where it stands. With FAILED,
   * the insurer declined (or the buyer its counter-offer) and the premium went back, as failure_reason says.
   */
  with_insurer: z.boolean().optional(),
  /**
   * Set for money paid for a change to an issued policy (docs/product/endorsements.md): the browser goes back to the
   * dashboard, where the change stands, rather than to a purchase's pages.
   */
  for_change: z.boolean().optional(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

/** A payment attempt's id as a call names it: a uuid, else the caller is told the payment is unknown. */
const ZPaymentAttemptId = z.uuid('Unknown payment');

export const ZPaymentStatusParams = z.object({
  journeyId: ZJourneyId,
  paymentAttemptId: ZPaymentAttemptId,
});
export const ZAttemptStatusParams = z.object({ vertical: ZApiVertical, paymentAttemptId: ZPaymentAttemptId });

/** The signed result the gateway put on the browser's return URL, passed on to the server to verify. */
export const ZPaymentReturnRequest = z
  .object({
    payment_attempt_id: ZPaymentAttemptId,
    status: z.string().max(20),
    signed_at: z.string().regex(/^\d{1,12}$/, 'Unknown payment'),
    signature: z.string().max(200),
  })
  .strict();
export type TPaymentReturnRequest = z.infer<typeof ZPaymentReturnRequest>;

export const ZDashboardResponse = z.object({
  policies: z.array(
    z.object({
      policy_number: z.string(),
      journey_id: ZRowId,
      /** Which product, so the dashboard downloads the schedule from its own vertical's route. */
      vertical: ZJourneyVertical,
      plan_name: z.string(),
      insurer_name: z.string(),
      /**
       * Null for cover that insures no value: third-party-only motor insures the owner's liability, not the vehicle.
       */
      sum_insured: z.number().nullable(),
      premium_paid: ZRupees,
      start_date: ZDay,
      end_date: ZDay,
      members: z.array(z.string()),
      /** Cancelled (issues 19, 47): the day, and the refund in rupees (its state is in refunds). */
      cancelled_on: ZDay.nullish(),
      cancel_refund: ZRupees.nullish(),
      /** Whether that was a free-look return, or a cancellation by the short-period scale after it. */
      cancelled_in_free_look: z.boolean().nullish(),
      /** Issue 47: days to its end, or since (docs/product/renewals.md), by the server's day; null once cancelled. */
      renewal: ZRenewalStanding.nullish(),
      /** Cancellation requested and the insurer has not confirmed it yet: the refund waits for its confirmation. */
      cancel_awaiting_insurer: z.boolean().nullish(),
    }),
  ),
  journeys: z.array(
    z.object({
      journey_id: ZRowId,
      /** Which product: a term journey cannot be bought online yet, so it is resumed at its quotes, not a proposal. */
      vertical: ZJourneyVertical,
      plan_name: z.string(),
      insurer_name: z.string(),
      journey_step: z.string(),
      total_premium: ZRupees,
      updated_at: ZInstant,
      /** Issue 19: where staff's check of the uploaded KYC documents stands (null: not sent for review). */
      kyc_review: ZKycReviewStatus.nullish(),
      /** Rejected: why, and what to upload again. */
      kyc_rejection: ZKycRejection.nullish(),
      /** Paid, in rupees, with the policy waiting for the KYC approval or the insurer's decision. */
      payment_held: ZRupees.nullish(),
      /**
       * Paid and its documents rejected (issue 48): the last day to upload again before the held payment is refunded,
       * and the KYC stages the plan asks for.
       */
      kyc_reupload: z.object({ by: ZDay, kyc_staged_config: ZKycStagedConfig }).nullish(),
      /** Where the purchase stands with its insurer, in plain words (null: not with an insurer). */
      insurer_stage: z.string().nullish(),
      /** The medical test slots the buyer may pick from, while the insurer waits for one (ISO, India's time). */
      medical_test_slots: z.array(z.string()).nullish(),
      /** A break-in's inspection page on the insurer's site, where the buyer sends the vehicle's photos. */
      inspection_url: z.string().nullish(),
      /** The insurer's counter-offer the buyer may accept or decline, in rupees a year with its reason. */
      counter_offer: z.object({ extra_premium: ZRupees, reason: z.string() }).nullish(),
      /** No money taken or on its way: the buyer may remove it, and everything they gave for it, now. */
      removable: z.boolean(),
    }),
  ),
  /** Money taken that could not be kept (a cancelled or second payment): refunded, or still being refunded. */
  refunds: z.array(
    z.object({
      payment_attempt_id: ZRowId,
      plan_name: z.string(),
      amount: ZRupees,
      status: ZRefundStatus,
      reason: z.string(),
      refund_id: z.string().nullable(),
      updated_at: ZInstant,
    }),
  ),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

/**
 * Why an open payment attempt was closed without money (shown on the payment status and the dashboard). A new
 * confirmation is always followed by a new payment, so it reads as one.
 */
export const PAYMENT_CANCEL_REASONS = {
  superseded: 'A newer payment was started for this policy',
  changed: 'Your details changed after you confirmed them',
} as const;

/** POST /v1/account/journeys/{journey_id}/held-refund (issue 48): the premium held after a KYC rejection, given back. */
export const ZHeldRefundResponse = z.object({
  journey_id: ZRowId,
  refund: z.object({ amount: ZRupees, status: ZRefundStatus, reason: z.string() }),
});
export type THeldRefundResponse = z.infer<typeof ZHeldRefundResponse>;
