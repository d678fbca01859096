import {
  AUDIT_ACTIONS,
  ENDORSEMENT_KINDS,
  ENDORSEMENT_STATUSES,
  INSURER_CASE_STATUSES,
  JOURNEY_VERTICALS,
  KYC_REVIEW_STATUSES,
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  NOTICE_STATUSES,
  PAYMENT_PURPOSES,
  PAYMENT_RECORD_STATUSES,
  type KycRejectionReason,
  type TAddonRequestItem,
  type TPremiumBreakup,
  CLAIM_DOCUMENTS,
  CLAIM_KINDS,
  CLAIM_STATUSES,
  type ClaimDocument,
  type JourneyVertical,
} from '@kavach/domain';
import { LANGUAGE_CODES, type Language } from '@kavach/domain/i18n/languages';
import { sql } from 'drizzle-orm';
import type { StoredRequestOf } from '../verticals/index.ts';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Column shapes every table uses alike.
/** The row's key: a random uuid, made by the database. */
const randomId = () => uuid('id').primaryKey().defaultRandom();
/** A moment in time, always stored with its time zone. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** A moment the database sets when the row is inserted (created_at, raised_at, …); the code may move it on later. */
const setOnInsert = (name: string) => timestamptz(name).notNull().defaultNow();
/** Bytes as PostgreSQL keeps them (a schedule PDF); pg answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
/** The journey a row belongs to, deleted with it. */
const journeyOf = () =>
  uuid('journey_id')
    .notNull()
    .references(() => journeys.id, { onDelete: 'cascade' });

// An anonymous or signed-in browser session. The raw session id is a bearer secret held by the browser;
// only its SHA-256 hash is stored, so a database leak does not hand out live sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: randomId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id'),
    userAgent: text('user_agent'),
    /**
     * The browser's session this one replaced at sign-in, when its quotes came with it: a single quote priced before
     * signing in names that session in its token, and is still the buyer's.
     */
    signedInFrom: uuid('signed_in_from'),
    createdAt: setOnInsert('created_at'),
    lastSeenAt: setOnInsert('last_seen_at'),
  },
  // last_seen_at: sessions idle past SESSION_IDLE_DAYS stop working and the retention job deletes them by it.
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_last_seen_at_idx').on(t.lastSeenAt)],
);

// A quote request and its fan-out (docs/decisions.md §3). PENDING until every connector answered or the deadline
// passed; whichever process next reads a list past its deadline closes it, so the work resumes from here alone.
export const quotationLists = pgTable(
  'quotation_lists',
  {
    id: randomId(),
    sessionId: uuid('session_id'),
    // Whose list it is once its session has ended: a signed-in session's lists keep their user when it is deleted
    // (sign-out, another person signing in on that browser, idle expiry), by the trigger in migration 0017.
    userId: uuid('user_id'),
    vertical: text('vertical').notNull(),
    request: jsonb('request').notNull(),
    status: text('status').notNull(),
    expectedCount: integer('expected_count').notNull(),
    deadlineAt: timestamptz('deadline_at').notNull(),
    createdAt: setOnInsert('created_at'),
    completedAt: timestamptz('completed_at'),
  },
  // created_at: the retention job deletes lists older than RETENTION_DAYS by it.
  (t) => [
    index('quotation_lists_session_idx').on(t.sessionId),
    index('quotation_lists_user_idx').on(t.userId),
    index('quotation_lists_created_at_idx').on(t.createdAt),
  ],
);

// One connector's answer for one plan: SUCCESS carries the quote; DECLINED, FAILED and TIMEOUT drop out.
export const quotes = pgTable(
  'quotes',
  {
    id: randomId(),
    quotationListId: uuid('quotation_list_id')
      .notNull()
      .references(() => quotationLists.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    insurerId: text('insurer_id').notNull(),
    status: text('status').notNull(),
    priority: doublePrecision('priority').notNull().default(0),
    detail: jsonb('detail').notNull(),
    createdAt: setOnInsert('created_at'),
  },
  (t) => [uniqueIndex('quotes_list_plan_uq').on(t.quotationListId, t.planId)],
);

// A purchase journey, owned by the session that started it and, after OTP login, by its user (docs/decisions.md §2).
export const journeys = pgTable(
  'journeys',
  {
    id: randomId(),
    vertical: text('vertical', { enum: JOURNEY_VERTICALS }).notNull(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id'),
    quoteId: uuid('quote_id').notNull(),
    planId: text('plan_id').notNull(),
    insurerId: text('insurer_id').notNull(),
    /** The quote request the journey was priced from (members, cover, period, pincode, conditions). */
    // Each vertical's own (verticals/index.ts): a journey reads it as its vertical's (modules/journeys/journey.ts).
    quoteRequest: jsonb('quote_request').$type<StoredRequestOf<JourneyVertical>>().notNull(),
    addons: jsonb('addons').$type<TAddonRequestItem[]>().notNull(),
    /** The premium as last priced, and the premium on the quote card the buyer chose. */
    premium: jsonb('premium').$type<TPremiumBreakup>().notNull(),
    quotedPremium: jsonb('quoted_premium').$type<TPremiumBreakup>().notNull(),
    status: text('status').notNull(),
    /** Where the buyer is in the proposal (docs/product/proposal-kyc.md §2), and what each step saved. */
    journeyStep: text('journey_step').notNull().default('OTP_VERIFY'),
    /**
     * The proposal, one part per step, under its vertical's own names; read only through its vertical's schema
     * (modules/journeys/journey.ts), never as it lies here.
     */
    proposal: jsonb('proposal').notNull().default({}),
    /**
     * What the buyer confirmed (plan, cover, members, proposer, add-ons, premium, KYC), frozen at confirmation and
     * cleared by any later change (docs/decisions.md §4a). Payment attempts copy it; the policy is issued from the paid
     * copy.
     */
    confirmedSnapshot: jsonb('confirmed_snapshot'),
    confirmedAt: timestamptz('confirmed_at'),
    /**
     * Issue 19: a KYC resting on uploaded documents waits for staff. Null until the documents are complete (and
     * again after any document changes); then UNDER_REVIEW, APPROVED or REJECTED with a reason code.
     */
    kycReviewStatus: text('kyc_review_status', { enum: KYC_REVIEW_STATUSES }),
    kycReviewReason: text('kyc_review_reason').$type<KycRejectionReason>(),
    kycSubmittedAt: timestamptz('kyc_submitted_at'),
    kycReviewedAt: timestamptz('kyc_reviewed_at'),
    /**
     * The CKYC registry's last answer for this journey (a paid search): for whom (a SHA-256 of the PAN, name and birth
     * date asked about, never the PAN itself), what it said and when. KYC reads reuse it for that same person
     * (modules/kyc/ckyc-memo.ts); cleared with the rest when a paid journey is reduced at account deletion.
     */
    ckycSearch: jsonb('ckyc_search').$type<{
      identity: string;
      answer: 'FOUND' | 'NOT_FOUND' | 'UNREACHABLE';
      searched_at: string;
    }>(),
    /**
     * Issue 47: the policy this journey renews (docs/product/renewals.md). Such a journey is made confirmed on the
     * insurer's renewal terms and is never edited or priced by Kavach; only paid.
     */
    renewalOfPolicyId: uuid('renewal_of_policy_id'),
    /**
     * Issue 47: the health policy this journey moves to another insurer at its renewal (portability,
     * docs/product/renewals.md). An ordinary purchase of the new plan, its proposal the buyer's to check and change,
     * submitted with the policy it ports from so the new insurer credits the waiting periods served.
     */
    portedFromPolicyId: uuid('ported_from_policy_id'),
    /**
     * Issue 49: the language the buyer confirmed the purchase in (the confirmation's Accept-Language). The schedule, the
     * CIS and the notices speak the account's language, else this one: a visitor who never chose still reads them in
     * the language they bought in.
     */
    confirmedLanguage: text('confirmed_language', { enum: LANGUAGE_CODES as [Language, ...Language[]] }),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
  },
  // updated_at: the retention job finds unpaid journeys idle past RETENTION_DAYS by it.
  (t) => [
    index('journeys_session_idx').on(t.sessionId),
    index('journeys_user_idx').on(t.userId),
    index('journeys_updated_at_idx').on(t.updatedAt),
    // The staff's KYC queue: only journeys waiting for review, oldest first.
    index('journeys_kyc_queue_idx')
      .on(t.kycSubmittedAt)
      .where(sql`${t.kycReviewStatus} = 'UNDER_REVIEW'`),
    // Issue 45: a term life assured's other purchases, by PAN, counted at every term confirmation (held-life-cover.ts).
    index('journeys_life_assured_pan_idx')
      .on(sql`(${t.proposal} -> 'proposer' ->> 'pan_number')`)
      .where(sql`${t.vertical} = 'TERM'`),
    index('journeys_renewal_of_idx')
      .on(t.renewalOfPolicyId)
      .where(sql`${t.renewalOfPolicyId} IS NOT NULL`),
    index('journeys_ported_from_idx')
      .on(t.portedFromPolicyId)
      .where(sql`${t.portedFromPolicyId} IS NOT NULL`),
  ],
);

// A person who logged in (mobile OTP or Google). The mobile is the login identity; a visitor's mobile is
// stored only from this step on (docs/decisions.md §4a).
export const users = pgTable('users', {
  id: randomId(),
  mobile: text('mobile').unique(),
  email: text('email'),
  googleSub: text('google_sub').unique(),
  fullName: text('full_name'),
  createdAt: setOnInsert('created_at'),
  /** When the user deleted their account (DPDP Act 2023): mobile, e-mail, Google id and name are then cleared. */
  erasedAt: timestamptz('erased_at'),
  /**
   * Offers and reminders by SMS and e-mail (DPDP Act 2023): only on the user's own yes, and when it was last given or
   * withdrawn.
   */
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  marketingConsentAt: timestamptz('marketing_consent_at'),
  /**
   * The language the user chose (issue 49, docs/i18n.md): their documents and notices are written in it, and signing
   * in on another device brings it there. Null until they choose.
   */
  language: text('language', { enum: LANGUAGE_CODES as [Language, ...Language[]] }),
});

// Every request a user made about their own data (issue 19, DPDP Act 2023): a copy (EXPORT) or erasure (ERASURE),
// with when — kept after the erasure itself, as the record that it was done; it holds no personal data.
export const dataRequests = pgTable(
  'data_requests',
  {
    id: randomId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    requestedAt: setOnInsert('requested_at'),
  },
  (t) => [index('data_requests_requested_idx').on(t.requestedAt)],
);

// One OTP sent (docs/decisions.md §4): the code is kept only as an HMAC, used once, for 5 minutes, 5 tries.
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: randomId(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: setOnInsert('created_at'),
  },
  (t) => [
    index('otp_requests_mobile_idx').on(t.mobile, t.createdAt),
    index('otp_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);

// Messages the sandbox SMS provider "sent": readable at /v1/dev/outbox outside production.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: randomId(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: setOnInsert('created_at'),
  },
  (t) => [index('sms_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

// E-mails the sandbox sender "sent" (issue 44: staff invitations): readable at /v1/dev/outbox outside production,
// until a real sender replaces it (providers/email).
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: randomId(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: setOnInsert('created_at'),
  },
  (t) => [index('email_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

// A KYC document slot's file (docs/product/proposal-kyc.md §3 upload request): PENDING until the bytes are checked,
// then PROCESSED or REJECTED. The object itself is private in the store; only the journey owner reads it, through the
// API.
export const uploads = pgTable(
  'uploads',
  {
    id: randomId(),
    journeyId: journeyOf(),
    docType: text('doc_type').notNull(),
    docName: text('doc_name').notNull(),
    mimeType: text('mime_type').notNull(),
    objectKey: text('object_key').notNull().unique(),
    status: text('status').notNull(),
    sizeBytes: integer('size_bytes'),
    createdAt: setOnInsert('created_at'),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [index('uploads_journey_idx').on(t.journeyId, t.docType)],
);

// One try at paying for a journey (docs/product/review-payment-term-bike.md §3.10): PENDING, then SUCCESS, FAILED or
// CANCELLED (superseded by a new attempt or a change to the journey); money that arrives for an attempt that may not
// take it is REFUND_DUE until the gateway confirms the refund (REFUNDED). The amount and the snapshot are the confirmed
// journey's, never the browser's.
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: randomId(),
    journeyId: journeyOf(),
    provider: text('provider').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull(),
    /** The premium, or the difference an accepted counter-offer asks on top of it (docs/product/insurer-cases.md). */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('PREMIUM'),
    providerOrderId: text('provider_order_id'),
    /** The gateway's id of the captured payment: what a refund is made against. */
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    /** The journey as confirmed when this attempt was opened: what this money pays for. */
    snapshot: jsonb('snapshot'),
    /** The session that opened the attempt: the sandbox card page is bound to it. */
    sessionId: uuid('session_id'),
    /**
     * What goes back: the amount the gateway actually captured, which for a wrong-amount payment is not `amountPaise`.
     */
    refundPaise: integer('refund_paise'),
    refundId: text('refund_id'),
    /** Who is asking the gateway for the refund right now: one caller at a time, across processes (a lease). */
    refundClaimedAt: timestamptz('refund_claimed_at'),
    /** When the gateway's capture was kept (→ SUCCESS): the day the money counts on, whatever becomes of it later. */
    keptAt: timestamptz('kept_at'),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
  },
  (t) => [
    index('payment_attempts_journey_idx').on(t.journeyId),
    index('payment_attempts_order_idx').on(t.providerOrderId),
    // The database, not the code path, guarantees one open attempt and one kept payment per journey, across processes.
    uniqueIndex('payment_attempts_one_open_uq')
      .on(t.journeyId)
      .where(sql`status = 'PENDING'`),
    uniqueIndex('payment_attempts_one_success_uq')
      .on(t.journeyId)
      .where(sql`status = 'SUCCESS' and purpose = 'PREMIUM'`),
    // And one kept counter-offer difference: a second capture of it is refunded.
    uniqueIndex('payment_attempts_one_top_up_uq')
      .on(t.journeyId)
      .where(sql`status = 'SUCCESS' and purpose = 'COUNTER_OFFER'`),
    // A captured payment is recorded once: a second capture on one order gets a row of its own to be refunded from,
    // and a repeat of its webhook finds that row instead of making another.
    uniqueIndex('payment_attempts_payment_uq')
      .on(t.provider, t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
  ],
);

// The issued policy: one per journey, whatever repeats (the unique journey_id is the guarantee).
// A payment attempt's history (issue 19): every status it took (written by a trigger on payment_attempts, so no code
// path can move money without a trace) and every verified webhook delivery from the gateway.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: randomId(),
    paymentAttemptId: uuid('payment_attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    /** STATUS (the trigger) or WEBHOOK (a verified delivery). */
    kind: text('kind').notNull(),
    status: text('status'),
    detail: jsonb('detail'),
    at: setOnInsert('at'),
  },
  (t) => [index('payment_events_attempt_idx').on(t.paymentAttemptId, t.at)],
);

export const policies = pgTable(
  'policies',
  {
    id: randomId(),
    journeyId: uuid('journey_id')
      .notNull()
      .unique()
      .references(() => journeys.id, { onDelete: 'restrict' }),
    policyNumber: text('policy_number').notNull().unique(),
    paymentAttemptId: uuid('payment_attempt_id').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    /**
     * The paid attempt's snapshot: the schedule, the dashboard and the success page read this, never the live journey.
     */
    snapshot: jsonb('snapshot'),
    issuedAt: setOnInsert('issued_at'),
    /**
     * Cancelled by the buyer's request within the free-look period (issue 19): when, and what was given back — the
     * premium less the risk premium for the days on cover (of the period the premium paid for) and the stamp duty
     * (IRDAI).
     * Null while in force.
     */
    cancelledAt: timestamptz('cancelled_at'),
    cancelRefundPaise: integer('cancel_refund_paise'),
    /** Why, in the words the refund and the insurer are given (docs/product/cancellation.md). */
    cancelReason: text('cancel_reason'),
    /**
     * When the insurer confirmed the cancellation and the refund became due: the refund follows the insurer's answer.
     * Null while the insurer has not answered (the buyer reads "waiting for the insurer"), and while in force.
     */
    cancelConfirmedAt: timestamptz('cancel_confirmed_at'),
    /** The insurer's product number (IRDAI's UIN) as the insurer issued it; null on policies from before issue 45. */
    productUin: text('product_uin'),
    /** The counter-offer's difference the buyer paid on top of the snapshot's premium, for the same period; 0 if none. */
    extraPremiumPaise: integer('extra_premium_paise').notNull().default(0),
  },
  // Found by its number as people type it (payments/repository.ts, policyNumberKeySql): each insurer has its format.
  (t) => [index('policies_number_key_idx').on(sql`regexp_replace(upper(${t.policyNumber}), '[^A-Z0-9]', '', 'g')`)],
);

// A paid purchase with the insurer that underwrites it (docs/decisions.md §4b, docs/product/insurer-cases.md): one per
// journey, made when the money is kept and KYC clears, moved only forward by guarded updates.
export const insurerCases = pgTable(
  'insurer_cases',
  {
    id: randomId(),
    journeyId: uuid('journey_id')
      .notNull()
      .unique()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    paymentAttemptId: uuid('payment_attempt_id').notNull(),
    insurerId: text('insurer_id').notNull(),
    /** The premium the insurer decides on, in paise: what was paid for the proposal. */
    premiumPaise: integer('premium_paise').notNull(),
    /**
     * An accepted counter-offer's difference, once the buyer paid it: the attempt that holds it and its amount. The
     * insurer issues at `premiumPaise + topUpPaise`; set once, while the case waits on the counter-offer.
     */
    topUpAttemptId: uuid('top_up_attempt_id'),
    topUpPaise: integer('top_up_paise'),
    status: text('status', { enum: INSURER_CASE_STATUSES }).notNull(),
    /** The insurer's own id of the proposal, once it has taken it. */
    insurerRef: text('insurer_ref'),
    /** The insurer's latest answer as applied: what it asks for, its counter-offer, its reason. */
    decision: jsonb('decision'),
    /** The issued policy as the insurer sent it: its number, UIN, dates, and the schedule PDF it rendered. */
    policyNumber: text('policy_number'),
    productUin: text('product_uin'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    schedulePdf: bytea('schedule_pdf'),
    /** Who is talking to the insurer about this case right now: one caller at a time, across processes (a lease). */
    claimedAt: timestamptz('claimed_at'),
    /** Tries to reach the insurer that failed (no answer, a malformed one), and the last failure, for staff. */
    failedTries: integer('failed_tries').notNull().default(0),
    lastFailure: text('last_failure'),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [index('insurer_cases_status_idx').on(t.status, t.createdAt)],
);

// Everything the insurer said about a case and what it changed (issue 45): a repeat, a late or out-of-order
// decision, one for the wrong amount or a withdrawn case is kept here with why it changed nothing.
export const insurerCaseEvents = pgTable(
  'insurer_case_events',
  {
    id: randomId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => insurerCases.id, { onDelete: 'cascade' }),
    /** Where it came from: SUBMIT, POLL, CALLBACK, BUYER (a counter-offer answered, a slot picked). */
    source: text('source').notNull(),
    /** The status the insurer answered. */
    status: text('status').notNull(),
    /** APPLIED, or why not: REPEAT, STALE, WRONG_AMOUNT, AFTER_FINAL. */
    outcome: text('outcome').notNull(),
    detail: jsonb('detail'),
    at: setOnInsert('at'),
  },
  (t) => [index('insurer_case_events_case_idx').on(t.caseId, t.at)],
);

// The sandbox insurer's own book (modules/sandbox-insurer): a separate service that happens to share the database in
// a demo. Kavach's code never reads it; it hears the sandbox only over HTTP, as it would a real insurer.
export const sandboxInsurerProposals = pgTable(
  'sandbox_insurer_proposals',
  {
    id: randomId(),
    insurerId: text('insurer_id').notNull(),
    /** The broker's reference for the proposal: a repeated submission finds the proposal it made before. */
    brokerReference: text('broker_reference').notNull(),
    status: text('status').notNull(),
    submission: jsonb('submission').notNull(),
    decision: jsonb('decision'),
    callbackUrl: text('callback_url').notNull(),
    policyNumber: text('policy_number'),
    productUin: text('product_uin'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    schedulePdf: bytea('schedule_pdf'),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
    /** The changes the insurer made to the issued policy, by the broker's reference (sandbox-insurer/endorse.ts). */
    endorsements: jsonb('endorsements').notNull().default([]),
  },
  (t) => [uniqueIndex('sandbox_insurer_proposals_reference_uq').on(t.insurerId, t.brokerReference)],
);

// What a policy insures, section by section, where one thing may be insured once for any day (motor: a vehicle's own
// damage and its third-party liability, each keyed by its chassis number, each with its own period: a new car's
// third party runs three years beside one of own damage). No two policies in force share a day on one key
// (issue-policy.ts, under an advisory lock on the key).
export const policyCovers = pgTable(
  'policy_covers',
  {
    id: randomId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    coverKey: text('cover_key').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  },
  (t) => [index('policy_covers_key_idx').on(t.coverKey)],
);

// One abuse-limit counter (issue 13): a fixed window per key (`quote:ip:…`, `session-create:ip:…`, …), counted
// here rather than in process memory so every API process behind a load balancer enforces the same numbers.
// Rows past resets_at are dead and pruned; the upsert that counts is atomic (modules/rate-limits).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

// A member of the broker's staff (issue 19): separate from customers, signs in at /ops with e-mail, password
// (scrypt) and a TOTP code. The TOTP secret is stored encrypted with a key derived from APP_SECRET. An invited member
// (issue 44) has neither until they set both through their one-time link (`staffEnrolments`); so has a member an
// admin sent to enrol again.
export const staffUsers = pgTable('staff_users', {
  id: randomId(),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is good once (no replay inside its window). */
  totpLastStep: integer('totp_last_step').notNull().default(0),
  disabledAt: timestamptz('disabled_at'),
  createdAt: setOnInsert('created_at'),
  /** When the member last set their password and TOTP device themselves; null while a link waits for them. */
  enrolledAt: timestamptz('enrolled_at'),
  lastSignInAt: timestamptz('last_sign_in_at'),
});

// A one-time link (issue 44) through which a member sets their own password and enrols their own TOTP device: sent to
// their e-mail when an admin invites them or sends them to enrol again; only its hash is stored. Good once, for 24
// hours, and only the newest of a member's links. The TOTP secret is made when the link is first opened and shown
// only to whoever holds the link.
export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: randomId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    totpSecret: text('totp_secret'),
    invitedBy: uuid('invited_by'),
    createdAt: setOnInsert('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('staff_enrolments_staff_idx').on(t.staffId)],
);

// Failed staff sign-ins (issue 44), counted per e-mail from one address, and per e-mail from everywhere (address
// '*'), whether or not an account has that e-mail: slowing is the same for both, so it tells no one which exist. The
// e-mail is kept as an HMAC, never as typed. Forgotten a day after the last failure.
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    emailKey: text('email_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: setOnInsert('last_failed_at'),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.address] })],
);

// Addresses a member has signed in from (issue 44): under an attack from everywhere, these still get in.
export const staffSignInAddresses = pgTable(
  'staff_sign_in_addresses',
  {
    emailKey: text('email_key').notNull(),
    address: text('address').notNull(),
    lastAt: setOnInsert('last_at'),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.address] })],
);

// A staff session: like a customer's, only its hash is stored; it ends after 8 hours idle or 12 after sign-in.
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: randomId(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: setOnInsert('created_at'),
    lastSeenAt: setOnInsert('last_seen_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

// Every staff action, append-only: triggers refuse UPDATE, DELETE (migration 0009) and TRUNCATE (0023), and on
// PostgreSQL the serving role may only read and add (db/serving-role.ts). Each entry is sealed into a chain (issue
// 44): `hash` is an HMAC of the entry and the one before it (`seq - 1`), so an edited, removed or inserted entry
// breaks the chain where it is (modules/ops/audit-chain.ts). Entries from before the chain have no hash.
export const auditLog = pgTable(
  'audit_log',
  {
    id: randomId(),
    seq: bigint('seq', { mode: 'number' }).notNull().unique(),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: setOnInsert('at'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

// A buyer's complaint (issue 19) about one of their journeys or its policy: OPEN → ACKNOWLEDGED → RESPONDED → CLOSED,
// each move by staff and audited. The IRDAI due dates (3 days to acknowledge, 14 to resolve) follow from raised_at.
export const grievances = pgTable(
  'grievances',
  {
    id: randomId(),
    /** What the buyer quotes when they escalate: KV-G- and ten hex digits. */
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').notNull(),
    journeyId: journeyOf(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    state: text('state').notNull().default('OPEN'),
    response: text('response'),
    raisedAt: setOnInsert('raised_at'),
    acknowledgedAt: timestamptz('acknowledged_at'),
    respondedAt: timestamptz('responded_at'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('grievances_user_idx').on(t.userId),
    // The staff's queue and the overdue figure read only complaints still open.
    index('grievances_open_idx')
      .on(t.raisedAt)
      .where(sql`${t.state} <> 'CLOSED'`),
  ],
);

// A message to a buyer about an event of their purchase (issue 47, docs/product/notices.md), one per event, subject
// and channel: the unique key makes a repeated event a no-op. Its id is the send job's id; the job sends a row only
// while no one has (PENDING or FAILED), taking it to SENDING first, so a restart or a second process never doubles it.
export const notices = pgTable(
  'notices',
  {
    id: randomId(),
    event: text('event', { enum: NOTICE_EVENTS }).notNull(),
    /** What the event is about: a policy, an insurer case's decision, a payment attempt, a journey, a grievance. */
    subjectId: text('subject_id').notNull(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    /** Whose purchase it is about: account deletion erases the buyer's notices with it. */
    journeyId: uuid('journey_id'),
    userId: uuid('user_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('PENDING'),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('notices_event_subject_channel_uq').on(t.event, t.subjectId, t.channel),
    index('notices_status_idx').on(t.status, t.createdAt),
    index('notices_user_idx').on(t.userId),
  ],
);

// An address that refused a message (the mail server answered 5xx for the recipient): nothing more is sent to it, and
// the console shows it, until the buyer gives another.
export const bouncedAddresses = pgTable('bounced_addresses', {
  address: text('address').primaryKey(),
  reason: text('reason').notNull(),
  bouncedAt: setOnInsert('bounced_at'),
});

// Issue 47: a claim on a policy, intimated by its buyer and decided by its insurer (docs/product/claims.md). The
// moments the IRDAI clocks run on are Kavach's (app.clock) as it learnt of each.
export const claims = pgTable(
  'claims',
  {
    id: randomId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** The browser's key for the intimation: a double click or a second tab finds the claim the first made. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    insurerId: text('insurer_id').notNull(),
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    claimedPaise: integer('claimed_paise').notNull(),
    incidentDate: text('incident_date').notNull(),
    description: text('description').notNull(),
    /** The kind's own facts: the hospital, the survey address, the FIR number, the nominee. */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    documents: jsonb('documents').$type<ClaimDocument[]>().notNull(),
    /** The insurer's own id of the claim, once it has taken it. */
    insurerRef: text('insurer_ref'),
    /** The insurer's latest answer as applied (its version, claim number, amount, reason, documents asked for). */
    decision: jsonb('decision'),
    intimatedAt: timestamptz('intimated_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    dischargeRequestedAt: timestamptz('discharge_requested_at'),
    lastDocumentAt: timestamptz('last_document_at'),
    closedAt: timestamptz('closed_at'),
    failedTries: integer('failed_tries').notNull().default(0),
    lastFailure: text('last_failure'),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
  },
  (t) => [
    uniqueIndex('claims_policy_idempotency_uq').on(t.policyId, t.idempotencyKey),
    index('claims_status_idx').on(t.status, t.intimatedAt),
  ],
);

// A claim's documents as files (docs/product/claims.md#documents): PENDING while its signed upload URL is out, then
// PROCESSED (checked, sealed under `object_key`) or deleted; `sent_at` once the insurer was given its link.
export const claimFiles = pgTable(
  'claim_files',
  {
    id: randomId(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    document: text('document', { enum: CLAIM_DOCUMENTS }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    objectKey: text('object_key').notNull().unique(),
    status: text('status', { enum: ['PENDING', 'PROCESSED'] }).notNull(),
    sizeBytes: integer('size_bytes'),
    sha256: text('sha256'),
    createdAt: setOnInsert('created_at'),
    processedAt: timestamptz('processed_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('claim_files_claim_idx').on(t.claimId)],
);

// The sandbox insurer's book of claims (docs/insurers.md#claims), as its proposals are kept: demo mode only.
export const sandboxInsurerClaims = pgTable(
  'sandbox_insurer_claims',
  {
    id: randomId(),
    insurerId: text('insurer_id').notNull(),
    brokerReference: text('broker_reference').notNull(),
    status: text('status').notNull(),
    intimation: jsonb('intimation').notNull(),
    decision: jsonb('decision').notNull(),
    callbackUrl: text('callback_url').notNull(),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
  },
  (t) => [uniqueIndex('sandbox_insurer_claims_reference_uq').on(t.insurerId, t.brokerReference)],
);

// A change to an issued policy the buyer asked for (docs/product/endorsements.md): one open change of a kind per
// policy at a time; the insurer makes it and sends the revised schedule, which becomes the policy's current one.
export const endorsements = pgTable(
  'endorsements',
  {
    id: randomId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    journeyId: uuid('journey_id').notNull(),
    kind: text('kind', { enum: ENDORSEMENT_KINDS }).notNull(),
    /** The change as the buyer asked for it (packages/domain ZEndorsementChange). */
    change: jsonb('change').notNull(),
    status: text('status', { enum: ENDORSEMENT_STATUSES }).notNull(),
    /** The insurer's price of the change for the rest of the period, in paise; null for a change it does not price. */
    premiumDifferencePaise: integer('premium_difference_paise'),
    /** The payment of that difference, once made. */
    paymentAttemptId: uuid('payment_attempt_id'),
    /** The insurer's answer as applied: its id for the change, its version, its number and effective day. */
    insurerRef: text('insurer_ref'),
    insurerVersion: integer('insurer_version').notNull().default(0),
    endorsementNumber: text('endorsement_number'),
    effectiveOn: text('effective_on'),
    reason: text('reason'),
    schedulePdf: bytea('schedule_pdf'),
    createdAt: setOnInsert('created_at'),
    updatedAt: setOnInsert('updated_at'),
  },
  (t) => [
    uniqueIndex('endorsements_open_kind_uq')
      .on(t.policyId, t.kind)
      .where(sql`${t.status} in ('AWAITING_PAYMENT', 'SENDING')`),
    index('endorsements_journey_idx').on(t.journeyId),
  ],
);
