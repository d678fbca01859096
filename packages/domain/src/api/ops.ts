import { z } from 'zod';
import { ZCount, ZDay, ZInstant, ZRowId, ZRupees } from './wire';
import { KYC_DECISIONS, ZDocType, ZKycRejectionReason, ZKycReviewStatus } from '../constants/kyc';
import { ZRefundStatus } from '../constants/payment';
import { ZCancellationRefundStatus } from './policy-cancellation';
import { ZPaymentRecordStatus, ZAuditAction } from '../code-lists/cover';
import { ZJourneyVertical } from '../verticals/registry';
import { ZGender } from '../constants/health-members';
import { JOURNEY_REF } from './journey-ref';
import { ZOtpCode } from '../validation/fields';
import { kavachPolicyNumber } from '../format/policy-number';
import { ZPageQuery, zConsolePage } from './console-page';

// Issue 19: the operations console's calls. Staff sign in apart from customers (X-Staff-Session).

/** admin: everything, staff accounts and the audit log included; ops: the daily work. */
export const STAFF_ROLES = ['admin', 'ops'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ZStaffRole = z.enum(STAFF_ROLES);

export const ZStaffLoginRequest = z
  .object({
    email: z.email('Enter your work e-mail').max(120),
    password: z.string().min(1).max(200),
    totp: ZOtpCode,
  })
  .strict();
export const ZStaffLoginResponse = z.object({
  staff_session: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: ZStaffRole,
});
export const ZStaffMe = z.object({ email: z.string(), full_name: z.string(), role: ZStaffRole });

/** NIST SP 800-63B asks at least 8 characters of a memorised secret; a staff account guards every customer's data. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_TOO_SHORT = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters, not all of them spaces`;
/**
 * A staff password as typed: at least 12 characters (counted as letters are, so an emoji is one), not all of them
 * blank, and no longer than a hash needs. The server then checks it against common passwords (staff-password.ts).
 */
export const ZStaffPassword = z
  .string(STAFF_PASSWORD_TOO_SHORT)
  .max(200, 'Use at most 200 characters')
  .refine((p) => [...p].length >= STAFF_PASSWORD_MIN_LENGTH && /[^\s\p{Cf}]/u.test(p), STAFF_PASSWORD_TOO_SHORT);

export const ZAuditEntry = z.object({
  /** Its place in the log's chain (issue 44), from 1. */
  seq: z.number().int().min(1),
  at: z.string(),
  staff_email: z.string(),
  action: ZAuditAction,
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const ZAuditLogResponse = zConsolePage(ZAuditEntry);

/** Today's figures on the console's home page (India's calendar day). */
export const ZOpsSummaryResponse = z.object({
  date: ZDay,
  quote_lists: ZCount,
  journeys_started: ZCount,
  policies_issued: ZCount,
  /** Captured today and kept, a premium refunded since included: its refund is counted in `refunded`. */
  premium_collected: ZRupees,
  /** Refunds the gateway confirmed today, whenever their premium was taken. */
  refunded: ZRupees,
  refunds_due: ZCount,
  /** Document KYCs waiting for staff. */
  kyc_waiting: ZCount,
  /** Complaints not acknowledged within 3 days or not closed within 14 (IRDAI). */
  grievances_overdue: ZCount,
});

export const ZOpsPolicySearchQuery = z
  .object({ q: z.string().trim().min(3, 'Search with at least 3 characters').max(80) })
  .strict();
export const ZOpsPolicyRow = z.object({
  policy_number: z.string(),
  journey_id: ZRowId,
  vertical: ZJourneyVertical,
  insurer_id: z.string(),
  plan_id: z.string(),
  /** The plan and insurer as the buyer saw them (the catalogue's names; "A plan no longer offered" once withdrawn). */
  plan_name: z.string(),
  insurer_name: z.string(),
  holder: z.string().nullable(),
  mobile: z.string().nullable(),
  premium: ZRupees,
  start_date: ZDay,
  end_date: ZDay,
  issued_at: ZInstant,
  /** The last day it may be returned in its free-look period (null: none, e.g. motor). */
  free_look_until: ZDay.nullable(),
  /** Returned in the free-look period: when, and the refund in rupees. */
  cancelled_at: ZInstant.nullable(),
  cancel_refund: ZRupees.nullable(),
});
export const ZOpsPolicySearchResponse = z.array(ZOpsPolicyRow);
export type TOpsPolicySearchResponse = z.infer<typeof ZOpsPolicySearchResponse>;

/** POST /v1/ops/policies/:policy_number/free-look-cancel (issue 19): the buyer returned the policy. */
export const ZOpsPolicyParams = z
  .object({
    // As staff type it (a buyer reads it out on the phone): any case, with or without its dashes.
    policy_number: z
      .string()
      .min(1)
      .max(40)
      .transform((typed) => kavachPolicyNumber(typed) ?? typed),
  })
  .strict();
/**
 * In rupees: the premium less the risk premium for the days on cover, the stamp duty at the product's rate and the
 * medical examinations the insurer paid for (IRDAI 2024).
 */
const ZFreeLookRefund = z.object({
  amount: ZRupees,
  risk_premium: ZRupees,
  stamp_duty: ZRupees,
  medical_costs: ZRupees,
  days_on_cover: ZCount,
});
/** GET /v1/ops/policies/{policy_number}/free-look-refund: what a return gives back today, shown before confirming. */
export const ZOpsFreeLookQuoteResponse = ZFreeLookRefund.extend({ premium: ZRupees });
export type TOpsFreeLookQuoteResponse = z.infer<typeof ZOpsFreeLookQuoteResponse>;
export const ZOpsFreeLookCancelResponse = z.object({
  policy_number: z.string(),
  cancelled_at: ZInstant,
  refund: ZFreeLookRefund.extend({ status: ZCancellationRefundStatus }),
});
export type TOpsFreeLookCancelResponse = z.infer<typeof ZOpsFreeLookCancelResponse>;

export const ZOpsPaymentsQuery = ZPageQuery.extend({ status: ZPaymentRecordStatus.optional() });
export const ZOpsPaymentRow = z.object({
  payment_attempt_id: ZRowId,
  journey_id: ZRowId,
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  amount: ZRupees,
  status: ZPaymentRecordStatus,
  failure_reason: z.string().nullable(),
  refund_id: z.string().nullable(),
  created_at: ZInstant,
  updated_at: ZInstant,
});
export const ZOpsPaymentsResponse = zConsolePage(ZOpsPaymentRow);

/** The journey a KYC review is about, as the queue and the review page both head it. */
const ZOpsKycJourney = z.object({
  journey_id: ZRowId,
  vertical: ZJourneyVertical,
  plan_name: z.string(),
  insurer_name: z.string(),
});

/** The KYC review queue (issue 19): journeys whose KYC rests on uploaded documents, oldest first. */
export const ZOpsKycQueueItem = ZOpsKycJourney.extend({
  proposer_name: z.string().nullable(),
  submitted_at: ZInstant,
  /** A payment was captured and is held until the KYC is decided. */
  payment_held: z.boolean(),
});
export const ZOpsKycQueueResponse = zConsolePage(ZOpsKycQueueItem);

export const ZOpsKycParams = z.object(JOURNEY_REF);
export const ZOpsKycDocumentParams = z.object({
  ...JOURNEY_REF,
  upload_id: z.uuid('Unknown document'),
});

export const ZOpsKycItemResponse = ZOpsKycJourney.extend({
  status: ZKycReviewStatus,
  reason_code: ZKycRejectionReason.nullable(),
  submitted_at: ZInstant.nullable(),
  reviewed_at: ZInstant.nullable(),
  proposer: z.object({
    full_name: z.string().nullable(),
    dob: z.string().nullable(),
    gender: ZGender.nullable(),
    pan_number: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  documents: z.array(z.object({ upload_id: ZRowId, doc_type: ZDocType, label: z.string(), mime_type: z.string() })),
  payment_held: z.boolean(),
});
export type TOpsKycItemResponse = z.infer<typeof ZOpsKycItemResponse>;

/**
 * The documents a decision was made on, as the review page listed them (`documents[].upload_id`): a buyer who swaps
 * a document while staff look gets no decision on a set no one saw (409).
 */
const REVIEWED_DOCUMENTS = { upload_ids: z.array(z.uuid('Unknown document')).max(20) };
export const ZOpsKycApproveRequest = z.object(REVIEWED_DOCUMENTS).strict();
export type TOpsKycApproveRequest = z.infer<typeof ZOpsKycApproveRequest>;
export const ZOpsKycRejectRequest = z.object({ reason_code: ZKycRejectionReason, ...REVIEWED_DOCUMENTS }).strict();
export type TOpsKycRejectRequest = z.infer<typeof ZOpsKycRejectRequest>;
export const ZOpsKycDecisionResponse = z.object({
  journey_id: ZRowId,
  status: z.enum(KYC_DECISIONS),
  /** Approved after payment: the policy issued now. */
  policy_number: z.string().nullable(),
  /**
   * The held payment given back: on a rejection, or on an approval whose cover can no longer be issued for it (its
   * first day earns another premium, or the vehicle is insured already) — the amount in rupees, whether the gateway has
   * done it yet, and why, in the buyer's words.
   */
  refund: z.object({ amount: ZRupees, status: ZRefundStatus, reason: z.string() }).nullable(),
  /** Rejected after payment: the money stays held while the buyer uploads again, until the day given (issue 48). */
  held: z.object({ amount: ZRupees, reupload_by: ZDay }).nullable(),
});
export type TOpsKycDecisionResponse = z.infer<typeof ZOpsKycDecisionResponse>;
